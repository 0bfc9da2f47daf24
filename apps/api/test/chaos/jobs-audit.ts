import type { FakeTwilio } from '../../src/modules/messaging/fake-twilio-test-kit'
import type { Cluster } from '../support/processes/cluster'
import type { PaidBooking } from './jobs-setup'

// What the scheduled-jobs chaos phase checks once everything has settled.

export type JobsAudit = {
  problems: string[]
  batchesExpiredOnce: number
  offersExpired: number
  textsReceived: number
  textsResent: number
  textsInFlight: number
  mailsReceived: number
  mailsResent: number
  /** Jobs run again after the lease of a killed server's claim ended (attempts above 1). */
  takenOver: number
}

const countBy = <T>(items: T[], keyOf: (item: T) => string | undefined) => {
  const counts = new Map<string, number>()
  for (const item of items) {
    const key = keyOf(item)
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/**
 * Offers: each batch's offers all expired, one 'offer_expired' timeline note per ride, its job
 * done, the ride still confirmed and free. Reminders: the job done, one text row sent and one mail
 * row sent, and each at Twilio and at the SMTP sink; a send cut short by a kill may repeat once its
 * lease ends: at most one mail and one text per kill, since the mail outbox and the text loop
 * each send one at a time. Nothing failed, nothing left due.
 */
export async function auditJobs(
  cluster: Cluster,
  twilio: FakeTwilio,
  input: { offered: PaidBooking[]; reminded: PaidBooking[]; kills: number; textsInFlight: number },
): Promise<JobsAudit> {
  const { db, smtp } = cluster
  const { offered, reminded, kills, textsInFlight } = input
  const problems: string[] = []
  const rows = async <T extends object>(text: string, values: unknown[] = []) =>
    (await db.query<T>(text, values)).rows

  const offers = await rows<{ booking_id: string; statuses: string[]; notes: number }>(
    `select o.booking_id, array_agg(o.status) as statuses,
       (select count(*)::int from booking_events e
        where e.booking_id = o.booking_id and e.details->>'change' = 'offer_expired') as notes
     from ride_offers o where o.booking_id = any($1::uuid[]) group by o.booking_id`,
    [offered.map((b) => b.id)],
  )
  const offerJobs = await rows<{ booking_id: string; status: string }>(
    `select payload->>'booking_id' as booking_id, status from scheduled_jobs
     where kind = 'offer_expiry' and payload->>'booking_id' = any($1::text[])`,
    [offered.map((b) => b.id)],
  )
  const rides = await rows<{ id: string; booking_status: string; provider_id: string | null }>(
    'select id, booking_status, provider_id from bookings where id = any($1::uuid[])',
    [offered.map((b) => b.id)],
  )
  let batchesExpiredOnce = 0
  let offersExpired = 0
  for (const { id, code } of offered) {
    const offer = offers.find((row) => row.booking_id === id)
    const jobs = offerJobs.filter((row) => row.booking_id === id)
    const ride = rides.find((row) => row.id === id)
    const expired = offer?.statuses.filter((status) => status === 'expired').length ?? 0
    offersExpired += expired
    const fine =
      offer !== undefined &&
      expired === offer.statuses.length &&
      offer.notes === 1 &&
      jobs.length === 1 &&
      jobs[0]!.status === 'done' &&
      ride?.booking_status === 'confirmed' &&
      ride.provider_id === null
    if (fine) batchesExpiredOnce += 1
    else {
      problems.push(
        `${code}: offers ${offer?.statuses.join(',') ?? 'none'}, ${offer?.notes ?? 0} expiry ` +
          `notes, jobs ${jobs.map((job) => job.status).join(',') || 'none'}, ride ` +
          `${ride?.booking_status}${ride?.provider_id ? ' with a provider' : ''}`,
      )
    }
  }

  const reminderJobs = await rows<{ booking_id: string; status: string }>(
    `select payload->>'bookingId' as booking_id, status from scheduled_jobs
     where kind = 'assignment_reminder' and payload->>'bookingId' = any($1::text[])`,
    [reminded.map((b) => b.id)],
  )
  const reminderTexts = await rows<{ booking_id: string; status: string }>(
    `select booking_id, status from outbound_messages
     where dedupe_key like 'assignment-reminder:%' and booking_id = any($1::uuid[])`,
    [reminded.map((b) => b.id)],
  )
  const reminderMails = await rows<{ subject: string; status: string }>(
    `select subject, status from mail_outbox where subject like 'Your ride is tomorrow:%'`,
  )
  const atTwilio = countBy(
    twilio.accepted(),
    (form) => /^Reminder: your ride (\S+) on /.exec(form.get('Body') ?? '')?.[1],
  )
  const atSmtp = countBy(
    smtp.messages,
    (mail) => /^Your ride is tomorrow: (\S+)$/.exec(mail.subject)?.[1],
  )
  let textsResent = 0
  let mailsResent = 0
  for (const { id, code } of reminded) {
    const jobs = reminderJobs.filter((row) => row.booking_id === id).map((row) => row.status)
    const texts = reminderTexts.filter((row) => row.booking_id === id).map((row) => row.status)
    const mails = reminderMails
      .filter((row) => row.subject === `Your ride is tomorrow: ${code}`)
      .map((row) => row.status)
    const sentTexts = atTwilio.get(code) ?? 0
    const sentMails = atSmtp.get(code) ?? 0
    if (jobs.join() !== 'done') problems.push(`${code}: reminder jobs ${jobs.join(',') || 'none'}`)
    if (texts.join() !== 'sent')
      problems.push(`${code}: reminder texts ${texts.join(',') || 'none'}`)
    if (mails.join() !== 'sent')
      problems.push(`${code}: reminder mails ${mails.join(',') || 'none'}`)
    if (sentTexts === 0) problems.push(`${code}: no reminder text reached Twilio`)
    if (sentMails === 0) problems.push(`${code}: no reminder mail reached the SMTP sink`)
    textsResent += Math.max(0, sentTexts - 1)
    mailsResent += Math.max(0, sentMails - 1)
  }
  const codes = new Set(reminded.map((b) => b.code))
  for (const code of [...atTwilio.keys(), ...atSmtp.keys()]) {
    if (!codes.has(code)) problems.push(`${code}: a reminder for a ride not due`)
  }
  if (mailsResent > kills)
    problems.push(`${mailsResent} reminder mails resent after ${kills} kills`)
  if (textsResent > kills) {
    problems.push(`${textsResent} reminder texts resent after ${kills} kills`)
  }

  const [left] = await rows<{ failed: number; overdue: number; taken_over: number }>(
    `select count(*) filter (where status = 'failed')::int as failed,
       count(*) filter (where status = 'pending' and run_at < now() - interval '2 seconds')::int
         as overdue,
       count(*) filter (where attempts > 1)::int as taken_over
     from scheduled_jobs`,
  )
  if (left!.failed > 0) problems.push(`${left!.failed} jobs failed`)
  if (left!.overdue > 0) problems.push(`${left!.overdue} jobs still pending past their time`)
  return {
    problems,
    batchesExpiredOnce,
    offersExpired,
    textsReceived: [...atTwilio.values()].reduce((sum, n) => sum + n, 0),
    textsResent,
    textsInFlight,
    mailsReceived: [...atSmtp.values()].reduce((sum, n) => sum + n, 0),
    mailsResent,
    takenOver: left!.taken_over,
  }
}
