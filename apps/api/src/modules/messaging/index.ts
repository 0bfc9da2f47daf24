export {
  queueTextMessage,
  recentTextMessages,
  type NewTextMessage,
  type TextChannel,
  type TextMessageRow,
} from './repository'
export type { MessagingPort, SendOutcome, TextToSend } from './messaging-port'
export { textMessageDelivery, type TextMessageDeliveryOptions } from './delivery-plugin'
