import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  PAYMENT_WITH_PARTNER_TEXT,
  PRICE_HIDDEN_TEXT,
  type PaymentRecordStatus,
  type RefundRecordStatus,
  type RideView,
} from '@ridelane/domain'
import { formatRideTime } from './ride-format'
import { DetailRow, RideSection } from './ride-section'
import { formatPrice } from '@/i18n/format'

const usd = (amount: number) => formatPrice(amount, 'USD')

const paymentStatusText: Record<PaymentRecordStatus, MessageDescriptor> = {
  pending: msg`Started`,
  requires_action: msg`Waiting for your bank`,
  processing: msg`In progress`,
  succeeded: msg`Paid`,
  declined: msg`Declined`,
  canceled: msg`Stopped`,
}

const refundStatusText: Record<RefundRecordStatus, MessageDescriptor> = {
  succeeded: msg`Refunded`,
  pending: msg`On its way`,
  failed: msg`Failed; support will contact you`,
}

const refundReasonText = (reason: string) =>
  reason === 'cancellation'
    ? t`Cancellation`
    : reason.startsWith('change')
      ? t`Change that cost less`
      : t`Refund`

/** A payment's card (or just "Payment") and when it was made, e.g. 'Visa ending 4242, Tue 14 Jan…'. */
function paymentText(payment: RideView['payments'][number], timeZone: string): string {
  const time = formatRideTime(payment.created_at, timeZone)
  const brand = payment.card_brand
  const last4 = payment.card_last4
  return brand && last4 ? t`${brand} ending ${last4}, ${time}` : t`Payment, ${time}`
}

/** A refund's reason and when it was made. */
function refundText(refund: RideView['refunds'][number], timeZone: string): string {
  const reason = refundReasonText(refund.reason)
  const time = formatRideTime(refund.created_at, timeZone)
  return t`${reason}, ${time}`
}

/** The fare line by line, what was paid and what came back. */
export function RideFare({ ride }: { ride: RideView }) {
  const { fare, money, payments, refunds, trip } = ride
  return (
    <RideSection title={t`Fare and payment`}>
      {fare.price_hidden ? (
        <p>{PRICE_HIDDEN_TEXT}</p>
      ) : (
        <dl>
          {fare.lines.map((line) => (
            <DetailRow key={line.label} label={line.label}>
              {usd(line.amount)}
            </DetailRow>
          ))}
          <DetailRow label={t`Total`}>{usd(fare.total)}</DetailRow>
        </dl>
      )}
      <h3 className="mt-4 font-bold text-ink-900">
        <Trans>Payment</Trans>
      </h3>
      {ride.money_with_partner ? (
        <p>{PAYMENT_WITH_PARTNER_TEXT}</p>
      ) : (
        <dl>
          {ride.on_account ? (
            <DetailRow label={t`Paid`}>
              <Trans>On the partner&apos;s monthly invoice</Trans>
            </DetailRow>
          ) : (
            <DetailRow label={t`Paid`}>{usd(money.paid)}</DetailRow>
          )}
          {money.refunded > 0 && <DetailRow label={t`Refunded`}>{usd(money.refunded)}</DetailRow>}
          {money.refund_pending > 0 && (
            <DetailRow label={t`Refund on its way`}>{usd(money.refund_pending)}</DetailRow>
          )}
          {money.due > 0 && <DetailRow label={t`Still to pay`}>{usd(money.due)}</DetailRow>}
        </dl>
      )}
      {payments.length > 0 && (
        <ul className="mt-3 space-y-1" aria-label={t`Payments`}>
          {payments.map((payment) => (
            <li key={payment.created_at} className="flex justify-between gap-3">
              <span>{paymentText(payment, trip.timezone)}</span>
              <span className="shrink-0 font-semibold text-ink-900">
                {`${usd(payment.amount)} · ${i18n._(paymentStatusText[payment.status])}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {refunds.length > 0 && (
        <ul className="mt-3 space-y-1" aria-label={t`Refunds`}>
          {refunds.map((refund) => (
            <li key={refund.created_at} className="flex justify-between gap-3">
              <span>{refundText(refund, trip.timezone)}</span>
              <span className="shrink-0 font-semibold text-ink-900">
                {`${usd(refund.amount)} · ${i18n._(refundStatusText[refund.status])}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-ink-600">
        <Trans>Amounts are in US dollars.</Trans>
      </p>
    </RideSection>
  )
}

type Cancellation = RideView['cancellation']

/** When the ride was cancelled and what came back. */
function cancelledText(cancelled: NonNullable<Cancellation['cancelled']>, timeZone: string) {
  const time = formatRideTime(cancelled.at, timeZone)
  const refund = usd(cancelled.refund_amount)
  const percent = cancelled.refund_percent
  return t`Cancelled on ${time}. Refund: ${refund} (${percent}%).`
}

/** What cancelling now gives back, the extras' share too when it differs. */
function RefundNowLine({ refund }: { refund: NonNullable<Cancellation['refund_now']> }) {
  const amount = usd(refund.amount)
  const percent = refund.percent
  const extrasPercent = refund.add_on_percent
  return (
    <p className="mt-2">
      {extrasPercent !== percent ? (
        <Trans>
          If you cancel now, you get back <strong className="text-ink-900">{amount}</strong> (
          {percent}% of the ride, {extrasPercent}% of the extras).
        </Trans>
      ) : (
        <Trans>
          If you cancel now, you get back <strong className="text-ink-900">{amount}</strong> (
          {percent}% of the ride).
        </Trans>
      )}
    </p>
  )
}

/** What cancelling costs now, or what a past cancellation gave back. E2's Cancel ride action
 * goes in the container at the end. */
export function RideCancellation({ ride, action }: { ride: RideView; action?: ReactNode }) {
  const { cancellation, trip } = ride
  return (
    <RideSection title={t`Cancellation`}>
      {cancellation.cancelled ? (
        <p>{cancelledText(cancellation.cancelled, trip.timezone)}</p>
      ) : (
        <>
          {cancellation.free_until_text && <p>{cancellation.free_until_text}.</p>}
          {cancellation.refund_now && <RefundNowLine refund={cancellation.refund_now} />}
          {!cancellation.allowed && cancellation.refused_message && (
            <p className="mt-2">{cancellation.refused_message}</p>
          )}
        </>
      )}
      {action}
    </RideSection>
  )
}
