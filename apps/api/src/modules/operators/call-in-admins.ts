import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import { queueTextMessage } from '../messaging'
import { callInMail } from './operator-mails'
import { activeAdmins } from './repository'

// Calling the operators in on a ride that needs a person (docs/decisions/035-automatic-dispatch.md,
// 036-flight-tracking.md): automatic dispatch that gave up, a flight cancelled or diverted.

export type CallIn = {
  bookingId: string
  /** The text part as written; the HTML part shows its links as links, a captioned one as a button. */
  mail: { subject: string; text: string }
  text: string
  /** Each admin's text is keyed by this and their id: a repeat call sends it once. */
  dedupeKey: string
}

/**
 * Mails the active admins on duty, or every active admin when nobody is on duty (so a call never
 * goes to nobody), and texts those with a mobile, in the caller's transaction.
 */
export async function callInAdmins(tx: Database, call: CallIn): Promise<void> {
  const admins = await activeAdmins(tx)
  const onDuty = admins.filter((admin) => admin.onDuty)
  // Drawn once: every admin gets the same mail.
  const mail = await callInMail(call.mail)
  for (const admin of onDuty.length > 0 ? onDuty : admins) {
    await enqueueMail(tx, { ...mail, to: admin.email })
    if (!admin.phone) continue
    await queueTextMessage(tx, {
      channel: 'sms',
      to: admin.phone,
      body: call.text,
      // They have the mail already: a text the service refuses has nowhere else to go.
      fallbackEmail: null,
      bookingId: call.bookingId,
      dedupeKey: `${call.dedupeKey}:${admin.id}`,
    })
  }
}
