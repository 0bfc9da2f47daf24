import fp from 'fastify-plugin'
import { drainLoop } from '../lib/drain-loop'
import { deliverDueMail, MAIL_BATCH_SIZE } from '../mail/deliver-due-mail'

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: {
      /** Delivers due mail now instead of at the next tick; call after the transaction commits. */
      deliverNow(): Promise<void>
    }
  }
}

export type MailOutboxOptions = {
  smtpUrl: string | undefined
  mailFrom: string
  intervalMs?: number
  /** How long a claimed mail stays this process's (120 s; shorter only in the chaos test). */
  leaseSeconds?: number
}

/**
 * Drains the mail outbox every `intervalMs` (1 s) and on demand, from when the app is ready
 * until it closes. Without SMTP_URL each mail is kept as 'logged' and only its id is logged;
 * `npm run outbox` prints such mail in development.
 */
export const mailOutboxPlugin = fp<MailOutboxOptions>(
  async (app, { smtpUrl, mailFrom, intervalMs = 1000, leaseSeconds }) => {
    // Loaded only with SMTP_URL: without it no mail is sent (decision 023). Pooled: a mail on an
    // open connection takes a few milliseconds, a new connection per mail about 100 ms on
    // loopback and far more with TLS to a real server, which made a busy outbox drain slowly.
    const transport = smtpUrl
      ? (await import('nodemailer')).default.createTransport({ url: smtpUrl, pool: true })
      : undefined
    if (!transport) {
      app.log.warn('SMTP_URL is not set: mail is kept in the outbox, not sent (npm run outbox)')
    }

    // Fastify runs onClose hooks last-registered first: registered before the loop's own, this
    // closes the transport only once the running drain has finished.
    app.addHook('onClose', async () => transport?.close())
    const deliverNow = drainLoop(app, {
      intervalMs,
      failureMessage: 'mail outbox pass failed',
      // A booking's confirmation used to cost a second, empty claim after its own.
      batchSize: MAIL_BATCH_SIZE,
      pass: (stopping) =>
        deliverDueMail({
          db: app.db,
          transport,
          from: mailFrom,
          log: app.log,
          leaseSeconds,
          stopping,
        }),
    })
    app.decorate('mailOutbox', { deliverNow })
  },
  { name: 'mail-outbox', dependencies: ['db'] },
)
