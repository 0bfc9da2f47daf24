import { ANONYMISED_EMAIL } from '@ridelane/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import { retryBackoff } from '../lib/leased-queue-repository'
import { queuedItemAttributes, runQueuedWork } from '../lib/work-context'
import {
  claimDueMail,
  markMailAttemptFailed,
  markMailLogged,
  markMailSent,
  releaseMail,
  type OutboxMail,
} from './outbox'

/** Sends one mail; nodemailer's Transporter satisfies this. */
export type MailTransport = {
  sendMail(mail: {
    from: string
    to: string
    subject: string
    text: string
    html?: string
    messageId?: string
  }): Promise<unknown>
}

export type DeliveryOptions = {
  db: Database
  /** Without a transport (no SMTP_URL) mail is kept as 'logged'; `npm run outbox` shows it. */
  transport: MailTransport | undefined
  from: string
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
  maxAttempts?: number
  batchSize?: number
  /**
   * How long a claimed mail is this process's: long enough for a slow SMTP server to answer
   * before another process may take the mail over (120 s; shorter only in the chaos test).
   */
  leaseSeconds?: number
  /** True once the app is closing: the mails of the batch not yet started go back at once. */
  stopping?: () => boolean
}

/** 30 s, 2 min, 8 min, 32 min… between attempts. */
export const retryDelaySeconds = retryBackoff(30)

/** Why a mail to an erased address is given up without a try. */
export const ERASED_ADDRESS = 'The address was erased before the mail went out.'

/** Mails one pass claims at most. */
export const MAIL_BATCH_SIZE = 20

/** One pass over the outbox: claims what is due and sends it. Returns how many were handled. */
export async function deliverDueMail(options: DeliveryOptions): Promise<number> {
  const { db, maxAttempts = 5, batchSize = MAIL_BATCH_SIZE, leaseSeconds = 120 } = options
  const stopping = options.stopping ?? (() => false)
  const claimed = await claimDueMail(db, batchSize, leaseSeconds)
  for (const mail of claimed) {
    if (stopping()) await releaseMail(db, mail)
    else {
      await runQueuedWork(
        'mail send',
        mail.traceContext,
        queuedItemAttributes('mail', mail),
        (fail) => deliver(options, mail, maxAttempts, fail),
      )
    }
  }
  return claimed.length
}

async function deliver(
  options: DeliveryOptions,
  mail: OutboxMail,
  maxAttempts: number,
  fail: (error: unknown) => void,
) {
  const { db, transport, from, log } = options
  const about = { mailId: mail.id, to: mail.toAddress, subject: mail.subject }
  if (mail.toAddress === ANONYMISED_EMAIL) {
    // The booking was anonymised (erasure or retention) after this mail was queued: no one to send to.
    await markMailAttemptFailed(db, mail, ERASED_ADDRESS, null)
    log.info({ mailId: mail.id }, 'mail dropped: its address was erased')
    return
  }
  if (!transport) {
    // Only that it was kept: bodies carry reset links and booking tokens, and logs travel far.
    log.info({ mailId: mail.id }, 'mail kept in the outbox, not sent (SMTP_URL is not set)')
    await markMailLogged(db, mail)
    return
  }
  try {
    await transport.sendMail({
      // A server that dies between SMTP's acceptance and marking the row sent leaves the mail to be
      // sent again after its lease; the same Message-ID lets mail clients drop the duplicate.
      messageId: `<${mail.id}@ridelane.mail>`,
      from,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
    })
    if (await markMailSent(db, mail)) log.info(about, 'mail sent')
    else log.warn(about, 'mail sent after its lease ran out; another process had claimed it')
  } catch (error) {
    fail(error)
    const reason = error instanceof Error ? error.message : String(error)
    const giveUp = mail.attempts >= maxAttempts
    await markMailAttemptFailed(db, mail, reason, giveUp ? null : retryDelaySeconds(mail.attempts))
    log.warn({ ...about, attempts: mail.attempts, reason, giveUp }, 'mail delivery failed')
  }
}
