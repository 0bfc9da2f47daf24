import { randomUUID } from 'node:crypto'
import type { Cluster } from '../support/processes/cluster'
import {
  bookingRequest,
  call,
  cardPayment,
  rideFor,
  testCard,
  type Answer,
} from '../support/processes/booking-journey'
import { waitForOutbox } from './audit'

// The payments chaos case (docs/decisions/024-payments.md#reconciliation): a server dies after the
// gateway took the money and before the booking was settled. Server B is started with the
// test-only RIDELANE_CHAOS_CRASH_AFTER_GATEWAY_SUCCESS=1, which makes it SIGKILL itself at exactly
// that point of the card call; restarted with a short reconciliation delay, the cluster must
// confirm the booking once, from the gateway's record alone, and mail it once.

/** What the gateway, the booking and the outbox hold for one booking, read from the database. */
export type PaymentCrashState = {
  gatewayStatuses: string[]
  bookingStatus: string
  paymentStatus: string
  paymentRows: string[]
  confirmedEvents: { actor_kind: string }[]
  outboxRows: string[]
  mailsReceived: number
}

export type PaymentCrashResult = {
  problems: string[]
  /** Seconds from the restart until the booking was confirmed with nobody calling. */
  reconciledAfterSeconds: number | undefined
}

const reconcileEnv = { PAYMENT_RECONCILE_INTERVAL_MS: '500', PAYMENT_RECONCILE_MIN_AGE_MS: '2000' }
const settleTimeoutMs = 30_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function readPaymentCrashState(
  cluster: Cluster,
  bookingId: string,
  email: string,
): Promise<PaymentCrashState> {
  const { db, smtp } = cluster
  const one = async <T extends object>(text: string, values: unknown[]) =>
    (await db.query<T>(text, values)).rows
  const [booking] = await one<{ booking_status: string; payment_status: string }>(
    'select booking_status, payment_status from bookings where id = $1',
    [bookingId],
  )
  return {
    gatewayStatuses: (
      await one<{ status: string }>(
        'select status from sandbox_gateway_payments where booking_id = $1',
        [bookingId],
      )
    ).map((row) => row.status),
    bookingStatus: booking?.booking_status ?? 'missing',
    paymentStatus: booking?.payment_status ?? 'missing',
    paymentRows: (
      await one<{ status: string }>('select status from payments where booking_id = $1', [
        bookingId,
      ])
    ).map((row) => row.status),
    confirmedEvents: await one<{ actor_kind: string }>(
      `select actor_kind from booking_events where booking_id = $1 and to_status = 'confirmed'`,
      [bookingId],
    ),
    outboxRows: (
      await one<{ status: string }>('select status from mail_outbox where to_address = $1', [email])
    ).map((row) => row.status),
    mailsReceived: smtp.messages.filter((mail) => mail.to.includes(email)).length,
  }
}

/** Runs the case on the cluster's server B; leaves B running, with the short reconciliation. */
export async function crashBetweenGatewayAndSettlement(
  cluster: Cluster,
  log: (line: string) => void,
): Promise<PaymentCrashResult> {
  const problems: string[] = []
  const fail = (problem: string) => problems.push(`payment crash: ${problem}`)
  const email = `payment-crash-${Date.now()}@example.com`

  await cluster.servers[1].stop()
  const armed = await cluster.restart(1, { RIDELANE_CHAOS_CRASH_AFTER_GATEWAY_SUCCESS: '1' })
  log(`${armed.name} restarted to die right after the gateway's success`)

  const ride = rideFor(7)
  const quote = await call(armed.url, 'POST', '/prices/calculate', ride.priceRequest)
  if (quote.status !== 200)
    return { problems: [`payment crash: quote ${quote.status}`], reconciledAfterSeconds: undefined }
  const created = await call(
    armed.url,
    'POST',
    '/bookings',
    bookingRequest(7, ride, quote.body.data, email),
    { 'idempotency-key': randomUUID() },
  )
  if (created.status !== 201) {
    return {
      problems: [`payment crash: create ${created.status}`],
      reconciledAfterSeconds: undefined,
    }
  }
  const { id, access_token } = created.body.data as { id: string; access_token: string }
  const access = { 'x-booking-token': access_token }
  const started = await call(armed.url, 'POST', `/bookings/${id}/payment`, undefined, access)
  if (started.status !== 200) fail(`starting the payment answered ${started.status}`)

  let card: Answer | undefined
  try {
    card = await call(armed.url, 'POST', `/bookings/${id}/payment/card`, testCard, access)
  } catch {
    // The server died mid-call, as it should.
  }
  if (card) fail(`the card call was answered ${card.status} instead of killing the server`)
  await armed.crash() // Already gone; this waits for its exit.

  // The window the kill was meant to land in: money taken, nothing settled, nothing mailed.
  const left = await readPaymentCrashState(cluster, id, email)
  log(
    `after the kill: gateway ${left.gatewayStatuses.join(',')}, booking ${left.bookingStatus}, ` +
      `payment row ${left.paymentRows.join(',')}, ${left.outboxRows.length} mails queued`,
  )
  if (left.gatewayStatuses.join() !== 'succeeded') {
    fail(`the gateway holds ${left.gatewayStatuses.join(',') || 'no payment'}, not one succeeded`)
  }
  if (left.bookingStatus !== 'pending_payment' || left.confirmedEvents.length > 0) {
    fail(`the kill came too late: the booking is already ${left.bookingStatus}`)
  }
  if (left.paymentRows.includes('succeeded') || left.outboxRows.length > 0) {
    fail('the kill came too late: the success was already settled')
  }

  const restartedAt = performance.now()
  await cluster.restart(1, reconcileEnv)
  log(`${cluster.servers[1].name} restarted with reconciliation every 0.5 s after 2 s untouched`)
  // Nobody calls about the booking now: only reconciliation may confirm it.
  let reconciledAfterSeconds: number | undefined
  for (const deadline = Date.now() + settleTimeoutMs; Date.now() < deadline; await sleep(250)) {
    const now = await readPaymentCrashState(cluster, id, email)
    if (now.bookingStatus === 'confirmed' && now.mailsReceived > 0) {
      reconciledAfterSeconds = (performance.now() - restartedAt) / 1000
      break
    }
  }
  if (reconciledAfterSeconds === undefined) {
    fail(`not confirmed and mailed within ${settleTimeoutMs / 1000} s of the restart`)
  }

  // The client's own retry of completion, on the other server: success, and no second mail.
  const completed = await call(
    cluster.servers[0].url,
    'POST',
    `/bookings/${id}/complete`,
    cardPayment(ride.trip.timeZone),
    access,
  )
  if (completed.status !== 200 || !completed.body.success) {
    fail(`the client's /complete answered ${completed.status}`)
  }
  await waitForOutbox(cluster.db, 10_000)
  // One more pass of each outbox loop, so a second mail would show.
  await sleep(2500)

  const end = await readPaymentCrashState(cluster, id, email)
  log(
    `after reconciliation: booking ${end.bookingStatus}, payment rows ${end.paymentRows.join(',')}, ` +
      `${end.confirmedEvents.length} confirmed event(s) by ${end.confirmedEvents.map((e) => e.actor_kind).join(',')}, ` +
      `${end.outboxRows.length} outbox row(s), ${end.mailsReceived} mail(s) received`,
  )
  if (end.bookingStatus !== 'confirmed' || end.paymentStatus !== 'success') {
    fail(`the booking ended ${end.bookingStatus} with payment ${end.paymentStatus}`)
  }
  if (end.confirmedEvents.length !== 1) {
    fail(`${end.confirmedEvents.length} 'confirmed' timeline events, not one`)
  } else if (end.confirmedEvents[0]!.actor_kind !== 'system') {
    fail(`confirmed by ${end.confirmedEvents[0]!.actor_kind}, not by reconciliation (system)`)
  }
  if (end.paymentRows.length !== 1 || end.paymentRows[0] !== 'succeeded') {
    fail(`payment rows ${end.paymentRows.join(',')}, not one succeeded`)
  }
  if (end.outboxRows.length !== 1 || end.outboxRows[0] !== 'sent') {
    fail(`outbox rows ${end.outboxRows.join(',') || 'none'}, not one sent`)
  }
  if (end.mailsReceived !== 1) fail(`${end.mailsReceived} confirmation mails received, not one`)
  return { problems, reconciledAfterSeconds }
}
