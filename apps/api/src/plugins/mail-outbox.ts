import fp from 'fastify-plugin'
import { deliverDueMail } from '../mail/deliver-due-mail'

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
    // Loaded only with SMTP_URL: without it no mail is sent (decision 023).
    const transport = smtpUrl
      ? (await import('nodemailer')).default.createTransport(smtpUrl)
      : undefined
    if (!transport) {
      app.log.warn('SMTP_URL is not set: mail is kept in the outbox, not sent (npm run outbox)')
    }

    let timer: NodeJS.Timeout | undefined
    let running: Promise<void> | undefined
    let runAgain = false
    let stopped = false

    async function drain() {
      try {
        const pass = { db: app.db, transport, from: mailFrom, log: app.log, leaseSeconds }
        let handled: number
        do {
          handled = await deliverDueMail(pass)
        } while (handled > 0 && !stopped)
      } catch (error) {
        app.log.error({ err: error }, 'mail outbox pass failed')
      }
    }

    function deliverNow(): Promise<void> {
      if (running) {
        runAgain = true
        return running
      }
      running = (async () => {
        do {
          runAgain = false
          await drain()
        } while (runAgain && !stopped)
      })().finally(() => {
        running = undefined
        scheduleNext()
      })
      return running
    }

    function scheduleNext() {
      if (stopped) return
      clearTimeout(timer)
      timer = setTimeout(() => void deliverNow(), intervalMs)
      timer.unref()
    }

    app.decorate('mailOutbox', { deliverNow })
    app.addHook('onReady', async () => scheduleNext())
    // Registered after the db plugin, so this runs first on close: the database is still open.
    app.addHook('onClose', async () => {
      stopped = true
      clearTimeout(timer)
      await running
      transport?.close()
    })
  },
  { name: 'mail-outbox', dependencies: ['db'] },
)
