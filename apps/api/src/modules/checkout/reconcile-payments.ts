import type { FastifyBaseLogger } from 'fastify'
import { refreshPayment, type PaymentDeps } from './booking-payment'
import { claimPaymentsToReconcile } from '../payments'

export type ReconcilePass = {
  /** Payments nothing touched for this long are re-read (and leased for as long). */
  minAgeMs?: number
  batchSize?: number
  now?: Date
}

export type ReconcileResult = { checked: number; confirmed: number }

/**
 * Re-reads from the gateway the payments still open on bookings awaiting payment, and settles
 * what it says: a payment that succeeded while no call or notification reached us (a lost
 * webhook, a process that died between the gateway's answer and our record) confirms its booking
 * here, once. Each payment is claimed with a lease first, so processes running this together
 * share the rows instead of reading the same payment twice.
 */
export async function reconcilePayments(
  { db, gateway, appBaseUrl }: Pick<PaymentDeps, 'db' | 'gateway' | 'appBaseUrl'>,
  log: FastifyBaseLogger,
  { minAgeMs = 60_000, batchSize = 20, now = new Date() }: ReconcilePass = {},
): Promise<ReconcileResult> {
  const claimed = await claimPaymentsToReconcile(db, new Date(now.getTime() - minAgeMs), batchSize)
  let confirmed = 0
  for (const row of claimed) {
    // A payment taken by a gateway no longer configured is left for an operator; the sandbox
    // stays readable beside Stripe (a test key's bookings pay through it).
    if (row.gateway !== gateway.name && row.gateway !== 'sandbox') continue
    try {
      const { settled } = await refreshPayment(
        { db, gateway, publishableKey: undefined, appBaseUrl },
        row,
      )
      if (settled.confirmed || settled.changeApplied) confirmed++
      if (settled.refusal) {
        log.warn(
          { booking: row.bookingId, payment: row.gatewayReference, err: settled.refusal },
          'payment succeeded but the booking could not be confirmed',
        )
      }
    } catch (error) {
      // One payment's trouble must not stop the others; its lease brings it back later.
      log.error({ err: error, payment: row.gatewayReference }, 'payment reconciliation failed')
    }
  }
  return { checked: claimed.length, confirmed }
}
