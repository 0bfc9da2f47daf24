export { queueTextMessage, type NewTextMessage, type TextChannel } from './repository'
