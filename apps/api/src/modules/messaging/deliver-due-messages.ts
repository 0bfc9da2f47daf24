import { ANONYMISED_PHONE, type Language } from '@ridelane/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { serverI18n } from '../../i18n/server-i18n'
import { retryBackoff } from '../../lib/leased-queue-repository'
import { queuedItemAttributes, runQueuedWork } from '../../lib/work-context'
import { enqueueMail } from '../../mail/outbox'
import { fromPlainText, renderMail, type RenderedMail } from '../../mail/templates'
import type { MessagingPort, SendOutcome } from './messaging-port'
import {
  claimDueTextMessages,
  fallbackMailLanguage,
  releaseTextMessage,
  retryTextMessageLater,
  settleTextMessage,
  type TextMessageRow,
} from './repository'

export type TextDeliveryOptions = {
  db: Database
  port: MessagingPort
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
  /** Called once a fallback mail is queued, so the mail outbox can send it now. */
  onMailQueued?: () => void
  maxAttempts?: number
  batchSize?: number
  /** Longer than the adapter's timeout, so no other process sends a text still on its way. */
  leaseSeconds?: number
  /** True once the app is closing: the messages of the batch not yet started go back at once. */
  stopping?: () => boolean
}

/** Why a text to an erased number is given up without a try (nor a mail to its fallback). */
export const ERASED_NUMBER = 'The number was erased before the message went out.'

/** The subject of the mail that carries a text the messaging service refused (English). */
export const fallbackMailSubject = /*i18n*/ 'A message from Ridelane'

/**
 * A text the messaging service refused, by mail: the text part is the message as it would have
 * been texted, the HTML part shows it in the mail layout, a captioned link as a button. In the
 * text's language (the booking's, for a traveller: fallbackMailLanguage), which the subject and
 * the layout's `lang` and direction follow.
 */
export function fallbackMail(
  to: string,
  body: string,
  language: Language = 'en',
): Promise<RenderedMail> {
  return renderMail({
    to,
    language,
    subject: serverI18n(language)._(fallbackMailSubject),
    blocks: fromPlainText(body),
  })
}

/** 30 s, 2 min, 8 min…, at most 30 minutes between attempts. */
export const textRetryDelaySeconds = retryBackoff(30, 1800)

/** One pass: claims the due text messages and sends each once. Returns how many it took. */
export async function deliverDueTextMessages(options: TextDeliveryOptions): Promise<number> {
  const { db, batchSize = 1, leaseSeconds = 60 } = options
  // One at a time by default, as the mail outbox does: Twilio takes no idempotency key, so a
  // process killed mid-send leaves only the text it held to go out again when its lease ends.
  // Each send takes one adapter timeout at most, well within the lease.
  const claimed = await claimDueTextMessages(db, batchSize, leaseSeconds)
  for (const message of claimed) {
    if (options.stopping?.()) await releaseTextMessage(db, message)
    else {
      await runQueuedWork(
        'text send',
        message.traceContext,
        { ...queuedItemAttributes('text', message), 'ridelane.text.channel': message.channel },
        () => deliver(options, message),
      )
    }
  }
  return claimed.length
}

async function deliver(options: TextDeliveryOptions, message: TextMessageRow) {
  const { db, port, log, maxAttempts = 6 } = options
  // Never the body (it carries a driver's job link) nor the number.
  const about = { textMessageId: message.id, channel: message.channel, attempts: message.attempts }
  if (message.toNumber === ANONYMISED_PHONE) {
    // The booking was anonymised (erasure or retention) after this text was queued.
    await settleTextMessage(db, message, { status: 'failed', error: ERASED_NUMBER })
    log.info(about, 'text message dropped: its number was erased')
    return
  }
  const outcome: SendOutcome = await port
    .send({
      id: message.id,
      channel: message.channel as 'sms' | 'whatsapp',
      to: message.toNumber,
      body: message.body,
    })
    // A broken adapter counts as a temporary failure, never as a lost message.
    .catch((error: unknown) => ({
      kind: 'refused' as const,
      permanent: false,
      reason: error instanceof Error ? error.message : String(error),
    }))

  if (outcome.kind === 'sent') {
    await settleTextMessage(db, message, { status: 'sent', reference: outcome.reference })
    log.info({ ...about, via: port.name }, 'text message sent')
    return
  }
  if (outcome.kind === 'logged') {
    await settleTextMessage(db, message, { status: 'logged' })
    return
  }
  const error = outcome.detail ? `${outcome.reason}: ${outcome.detail}` : outcome.reason
  if (!outcome.permanent && message.attempts < maxAttempts) {
    await retryTextMessageLater(db, message, error, textRetryDelaySeconds(message.attempts))
    log.warn({ ...about, reason: outcome.reason }, 'text message not sent; it will be retried')
    return
  }
  // Refused for good, or still failing after every attempt: the same words by mail, if we can.
  if (message.fallbackEmail) {
    if (await sendByMail(options, message, error)) {
      log.info({ ...about, reason: outcome.reason }, 'text message refused; sent by mail instead')
    }
    return
  }
  await settleTextMessage(db, message, { status: 'failed', error })
  log.warn({ ...about, reason: outcome.reason }, 'text message refused; no email to fall back on')
}

/** The message's lease ran out and another process took it over: leave it to that attempt. */
class ClaimLost extends Error {}

async function sendByMail(
  options: TextDeliveryOptions,
  message: TextMessageRow,
  error: string,
): Promise<boolean> {
  const language = await fallbackMailLanguage(options.db, message)
  const mail = await fallbackMail(message.fallbackEmail!, message.body, language)
  try {
    // One transaction: the mail is queued if and only if the message is marked emailed.
    await options.db.transaction(async (tx) => {
      await enqueueMail(tx, mail)
      if (!(await settleTextMessage(tx, message, { status: 'emailed', error }))) {
        throw new ClaimLost()
      }
    })
  } catch (failure) {
    if (failure instanceof ClaimLost) return false
    throw failure
  }
  options.onMailQueued?.()
  return true
}
