import fp from 'fastify-plugin'
import type { TwilioConfig } from '../../config'
import { drainLoop } from '../../lib/drain-loop'
import { deliverDueTextMessages } from './deliver-due-messages'
import { createLogMessagingPort } from './log-adapter'
import type { MessagingPort } from './messaging-port'
import { createTwilioMessagingPort } from './twilio-adapter'

declare module 'fastify' {
  interface FastifyInstance {
    textMessages: {
      /** Delivers due text messages now instead of at the next tick; call after the commit. */
      deliverNow(): Promise<void>
    }
  }
}

export type TextMessageDeliveryOptions = {
  /** Unset: the log adapter keeps every text in the table (TWILIO_* not set). */
  twilio: TwilioConfig | undefined
  /** How often each process looks for due text messages (JOBS_INTERVAL_MS); 1 s by default. */
  intervalMs?: number
  /** How long a claimed message stays this process's (60 s; shorter only in the chaos test). */
  leaseSeconds?: number
  /** Replaces the adapter chosen from `twilio` (tests). */
  port?: MessagingPort
}

/**
 * Sends the queued text messages (`outbound_messages`) through the messaging port on every API
 * process, each message once: the mail outbox's lease pattern, from ready until close.
 */
export const textMessageDelivery = fp<TextMessageDeliveryOptions>(
  async (app, { twilio, intervalMs = 1000, leaseSeconds, port: given }) => {
    const log = app.log.child({ module: 'messaging' })
    const port = given ?? (twilio ? createTwilioMessagingPort(twilio) : createLogMessagingPort(log))
    if (port.name === 'log') {
      log.warn('TWILIO_* is not set: text messages are kept unsent (npm run outbox prints them)')
    }
    const deliverNow = drainLoop(app, {
      intervalMs,
      failureMessage: 'text message delivery pass failed',
      pass: (stopping) =>
        deliverDueTextMessages({
          stopping,
          db: app.db,
          port,
          log,
          leaseSeconds,
          onMailQueued: () => void app.mailOutbox.deliverNow(),
        }),
    })
    app.decorate('textMessages', { deliverNow })
  },
  { name: 'text-message-delivery', dependencies: ['db', 'mail-outbox'] },
)
