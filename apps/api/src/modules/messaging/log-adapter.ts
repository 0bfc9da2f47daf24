import type { FastifyBaseLogger } from 'fastify'
import type { MessagingPort } from './messaging-port'

/**
 * Without a messaging service (no TWILIO_* settings): the text stays in `outbound_messages` as
 * 'logged' and only its id reaches the log, since bodies carry drivers' secret job links;
 * `npm run outbox` prints them for a developer.
 */
export function createLogMessagingPort(log: Pick<FastifyBaseLogger, 'info'>): MessagingPort {
  return {
    name: 'log',
    async send(text) {
      log.info(
        { textMessageId: text.id, channel: text.channel },
        'text message kept in outbound_messages, not sent (TWILIO_* is not set)',
      )
      return { kind: 'logged' }
    },
  }
}
