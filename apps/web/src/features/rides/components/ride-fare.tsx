import type { ReactNode } from 'react'
import {
  formatMoney,
  PAYMENT_WITH_PARTNER_TEXT,
  PRICE_HIDDEN_TEXT,
  type PaymentRecordStatus,
  type RefundRecordStatus,
  type RideView,
} from '@ridelane/domain'
import { formatRideTime } from './ride-format'
import { DetailRow, RideSection } from './ride-section'

const usd = (amount: number) => formatMoney(amount, 'USD')

const paymentStatusText: Record<PaymentRecordStatus, string> = {
  pending: 'Started',
  requires_action: 'Waiting for your bank',
  processing: 'In progress',
  succeeded: 'Paid',
  declined: 'Declined',
  canceled: 'Stopped',
}

const refundStatusText: Record<RefundRecordStatus, string> = {
  succeeded: 'Refunded',
  pending: 'On its way',
  failed: 'Failed; support will contact you',
}

const refundReasonText = (reason: string) =>
  reason === 'cancellation'
    ? 'Cancellation'
    : reason.startsWith('change')
      ? 'Change that cost less'
      : 'Refund'

/** The fare line by line, what was paid and what came back. */
export function RideFare({ ride }: { ride: RideView }) {
  const { fare, money, payments, refunds, trip } = ride
  return (
    <RideSection title="Fare and payment">
      {fare.price_hidden ? (
        <p>{PRICE_HIDDEN_TEXT}</p>
      ) : (
        <dl>
          {fare.lines.map((line) => (
            <DetailRow key={line.label} label={line.label}>
              {usd(line.amount)}
            </DetailRow>
          ))}
          <DetailRow label="Total">{usd(fare.total)}</DetailRow>
        </dl>
      )}
      <h3 className="mt-4 font-bold text-ink-900">Payment</h3>
      {ride.money_with_partner ? (
        <p>{PAYMENT_WITH_PARTNER_TEXT}</p>
      ) : (
        <dl>
          {ride.on_account ? (
            <DetailRow label="Paid">On the partner&apos;s monthly invoice</DetailRow>
          ) : (
            <DetailRow label="Paid">{usd(money.paid)}</DetailRow>
          )}
          {money.refunded > 0 && <DetailRow label="Refunded">{usd(money.refunded)}</DetailRow>}
          {money.refund_pending > 0 && (
            <DetailRow label="Refund on its way">{usd(money.refund_pending)}</DetailRow>
          )}
          {money.due > 0 && <DetailRow label="Still to pay">{usd(money.due)}</DetailRow>}
        </dl>
      )}
      {payments.length > 0 && (
        <ul className="mt-3 space-y-1" aria-label="Payments">
          {payments.map((payment) => (
            <li key={payment.created_at} className="flex justify-between gap-3">
              <span>
                {payment.card_brand && payment.card_last4
                  ? `${payment.card_brand} ending ${payment.card_last4}`
                  : 'Payment'}
                {`, ${formatRideTime(payment.created_at, trip.timezone)}`}
              </span>
              <span className="shrink-0 font-semibold text-ink-900">
                {`${usd(payment.amount)} · ${paymentStatusText[payment.status]}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {refunds.length > 0 && (
        <ul className="mt-3 space-y-1" aria-label="Refunds">
          {refunds.map((refund) => (
            <li key={refund.created_at} className="flex justify-between gap-3">
              <span>
                {`${refundReasonText(refund.reason)}, ${formatRideTime(refund.created_at, trip.timezone)}`}
              </span>
              <span className="shrink-0 font-semibold text-ink-900">
                {`${usd(refund.amount)} · ${refundStatusText[refund.status]}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-ink-600">Amounts are in US dollars.</p>
    </RideSection>
  )
}

/** What cancelling costs now, or what a past cancellation gave back. E2's Cancel ride action
 * goes in the container at the end. */
export function RideCancellation({ ride, action }: { ride: RideView; action?: ReactNode }) {
  const { cancellation, trip } = ride
  return (
    <RideSection title="Cancellation">
      {cancellation.cancelled ? (
        <p>
          {`Cancelled on ${formatRideTime(cancellation.cancelled.at, trip.timezone)}. Refund: ${usd(cancellation.cancelled.refund_amount)} (${cancellation.cancelled.refund_percent}%).`}
        </p>
      ) : (
        <>
          {cancellation.free_until_text && <p>{cancellation.free_until_text}.</p>}
          {cancellation.refund_now && (
            <p className="mt-2">
              If you cancel now, you get back{' '}
              <strong className="text-ink-900">{usd(cancellation.refund_now.amount)}</strong>
              {` (${cancellation.refund_now.percent}% of the ride`}
              {cancellation.refund_now.add_on_percent !== cancellation.refund_now.percent
                ? `, ${cancellation.refund_now.add_on_percent}% of the extras)`
                : ')'}
              .
            </p>
          )}
          {!cancellation.allowed && cancellation.refused_message && (
            <p className="mt-2">{cancellation.refused_message}</p>
          )}
        </>
      )}
      {action}
    </RideSection>
  )
}
