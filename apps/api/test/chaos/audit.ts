import type pg from 'pg'
import type { TestSmtpServer } from '../support/smtp-server'
import type { Journey } from './journeys'

type StoredBooking = {
  id: string
  booking_code: string
  email: string
  booking_status: string
  payment_status: string
  half_written: boolean
}

// Every column a booking needs, and its total equal to the sum of its parts (booking-fare.ts).
const bookingsQuery = `
  select id, booking_code, email, booking_status, payment_status,
    (access_token_hash is null or quote_id is null or name = '' or phone_number = ''
      or pickup_location = '' or pickup_time is null or vehicle_id = '' or vehicle_name = ''
      or base_fare_cents <= 0
      or total_cents <> base_fare_cents
        + case when meet_greet_applicable then meet_greet_charge_cents else 0 end
        + case when child_seat_applicable then child_seat_charge_cents * child_seat_count else 0 end
        - partner_discount_cents
      or (booking_status = 'confirmed' and (confirmed_at is null or payment_reference = ''))
    ) as half_written
  from bookings`

function groupBy<T>(items: T[], keyOf: (item: T) => string) {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item])
  return groups
}

/** Problems found, each one line; empty when nothing was lost, doubled or half-written. */
export async function auditBookings(db: pg.Pool, journeys: Journey[]) {
  const { rows } = await db.query<StoredBooking>(bookingsQuery)
  const problems: string[] = []
  const byEmail = groupBy(rows, (row) => row.email)
  const byCode = groupBy(rows, (row) => row.booking_code)
  for (const [code, same] of byCode) {
    if (same.length > 1) problems.push(`booking code ${code} is shared by ${same.length} bookings`)
  }
  for (const row of rows) {
    if (row.half_written) problems.push(`booking ${row.id} is half-written`)
  }
  for (const journey of journeys) {
    const stored = byEmail.get(journey.email) ?? []
    if (stored.length > 1) problems.push(`journey ${journey.n} has ${stored.length} bookings`)
    if (!journey.booking) continue
    const { id, code } = journey.booking
    const row = stored.find((one) => one.id === id && one.booking_code === code)
    if (!row) {
      problems.push(`journey ${journey.n} was told ${code}, which is not stored`)
    } else if (
      journey.completed &&
      (row.booking_status !== 'confirmed' || row.payment_status !== 'success')
    ) {
      problems.push(`journey ${journey.n} was completed but is ${row.booking_status}`)
    }
  }
  return { stored: rows.length, problems }
}

/** Waits until no mail is pending or being sent, up to `timeoutMs`; returns what is left. */
export async function waitForOutbox(db: pg.Pool, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { rows } = await db.query<{ left: number }>(
      `select count(*)::int as left from mail_outbox where status = 'pending'`,
    )
    if (rows[0]!.left === 0 || Date.now() > deadline) return rows[0]!.left
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * One outbox row per completed journey, sent, and its mail at the SMTP server. Sending and
 * marking a row sent cannot be one step: a server killed between the two leaves its row to be
 * sent again once its lease runs out, so each kill may resend at most the one mail in flight.
 */
export async function auditMail(
  db: pg.Pool,
  smtp: TestSmtpServer,
  journeys: Journey[],
  kills: number,
) {
  const problems: string[] = []
  const { rows } = await db.query<{ key: string; status: string }>(
    `select to_address || ' | ' || subject as key, status from mail_outbox`,
  )
  const queued = groupBy(rows, (row) => row.key)
  const received = groupBy(smtp.messages, (mail) => `${mail.to.join(',')} | ${mail.subject}`)
  const expected = journeys
    .filter((journey) => journey.completed)
    .map((j) => `${j.email} | Your Ridelane ride is confirmed: ${j.booking!.code}`)
  let resent = 0
  for (const key of expected) {
    const outbox = queued.get(key) ?? []
    if (outbox.length !== 1 || outbox[0]!.status !== 'sent') {
      problems.push(`${outbox.length} outbox rows (${outbox.map((r) => r.status)}) for: ${key}`)
    }
    const count = received.get(key)?.length ?? 0
    if (count === 0) problems.push(`no mail for: ${key}`)
    resent += Math.max(0, count - 1)
  }
  if (resent > kills) problems.push(`${resent} mails sent twice, after ${kills} kill(s)`)
  const wanted = new Set(expected)
  const unexpected = [...received.keys()].filter((key) => !wanted.has(key))
  for (const key of unexpected) problems.push(`unexpected mail: ${key}`)
  return { sent: smtp.messages.length, resent, problems }
}
