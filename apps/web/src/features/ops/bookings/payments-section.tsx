import type { OpsBookingDetail } from '@ridelane/domain'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date-time'
import { useRetryRefundsMutation, useRetryWaitingChargeMutation } from '../api/ops-booking'
import { money } from './booking-format'
import { waitingOutcomeSentence } from './extra-waiting-text'

const paymentStatusText: Record<OpsBookingDetail['payments'][number]['status'], string> = {
  pending: 'Waiting for a card',
  requires_action: 'Waiting for the bank’s check',
  processing: 'Processing',
  succeeded: 'Paid',
  declined: 'Declined',
  canceled: 'Cancelled',
}

const refundStatusText: Record<OpsBookingDetail['refunds'][number]['status'], string> = {
  pending: 'Pending at the gateway',
  succeeded: 'Refunded',
  failed: 'Refused by the gateway',
}

const cardText = (payment: OpsBookingDetail['payments'][number]) =>
  payment.card_brand && payment.card_last4
    ? `${payment.card_brand.toUpperCase()} •••• ${payment.card_last4}`
    : 'No card yet'

const waitingSentence = (detail: OpsBookingDetail) =>
  waitingOutcomeSentence(
    detail.waiting_charge_outcome,
    money(detail.waiting_charge),
    money(detail.waiting_charged),
  )

/**
 * The booking's money at the payment gateway: what its records add up to, each payment and each
 * refund, and (for admins) a retry for refunds the gateway has not answered.
 */
export function PaymentsSection({
  detail,
  isAdmin,
}: {
  detail: OpsBookingDetail
  isAdmin: boolean
}) {
  const retry = useRetryRefundsMutation(detail.booking.id)
  const chargeAgain = useRetryWaitingChargeMutation(detail.booking.id)
  const waitingDeclined = detail.waiting_charge_outcome === 'declined' && !detail.on_account
  const anyPending = detail.refunds.some((refund) => refund.status === 'pending')
  const summary: Array<[string, number]> = [
    ['Paid', detail.money.paid],
    ['Refunded', detail.money.refunded],
    ['Refund pending', detail.money.refund_pending],
    ['Due', detail.money.due],
  ]
  return (
    <section
      aria-labelledby="card-payments-and-refunds"
      className="rounded-card bg-white p-6 shadow-card"
    >
      <h2 id="card-payments-and-refunds" className="text-lg font-bold text-ink-900">
        Payments and refunds
      </h2>
      {detail.on_account && (
        <p className="mt-2 font-semibold text-ink-900">
          On account: billed on the partner’s monthly invoice.
        </p>
      )}
      <dl
        aria-label="Money summary"
        className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]"
      >
        {summary.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-ink-600">{label}</dt>
            <dd className="text-ink-900">{money(amount)}</dd>
          </div>
        ))}
      </dl>
      {waitingSentence(detail) && (
        <p className="mt-4 text-sm text-ink-800">{waitingSentence(detail)}</p>
      )}
      {waitingDeclined && isAdmin && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            loading={chargeAgain.isPending}
            onClick={() => chargeAgain.mutate()}
          >
            Charge extra waiting again
          </Button>
          <p className="text-sm text-ink-700">
            Once the traveller has sorted out their card; the timeline keeps each try.
          </p>
        </div>
      )}
      {chargeAgain.isError && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(chargeAgain.error, 'Failed to charge the extra waiting again')}
        </Alert>
      )}
      {detail.refund_note &&
        (anyPending ? (
          <Alert tone="warning" className="mt-4">
            {detail.refund_note}
          </Alert>
        ) : (
          <p className="mt-4 text-sm text-ink-700">{detail.refund_note}</p>
        ))}

      <h3 className="mt-5 font-bold text-ink-900">Payments</h3>
      {detail.payments.length === 0 ? (
        <p className="mt-1 text-ink-700">No payment at the gateway.</p>
      ) : (
        <ul aria-label="Payments" className="mt-2 divide-y divide-ink-100 text-sm">
          {detail.payments.map((payment) => (
            <li key={payment.id} className="py-2">
              <p className="font-semibold text-ink-900">
                {money(payment.amount)} · {paymentStatusText[payment.status]} · {cardText(payment)}
              </p>
              <p className="break-all text-ink-700">
                {payment.gateway} {payment.gateway_reference} · {payment.currency} ·{' '}
                {formatDateTime(payment.created_at)}
                {payment.decline_message ? ` · ${payment.decline_message}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-5 font-bold text-ink-900">Refunds</h3>
      {detail.refunds.length === 0 ? (
        <p className="mt-1 text-ink-700">No refund at the gateway.</p>
      ) : (
        <ul aria-label="Refunds" className="mt-2 divide-y divide-ink-100 text-sm">
          {detail.refunds.map((refund) => (
            <li key={refund.id} className="py-2">
              <p className="font-semibold text-ink-900">
                {money(refund.amount)} · {refundStatusText[refund.status]} · {refund.reason}
              </p>
              <p className="break-all text-ink-700">
                {refund.gateway_reference ?? 'No gateway reference yet'} ·{' '}
                {formatDateTime(refund.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {anyPending && isAdmin && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button variant="outline" loading={retry.isPending} onClick={() => retry.mutate()}>
            Retry refund
          </Button>
        </div>
      )}
      {retry.isError && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(retry.error, 'Failed to retry the refund')}
        </Alert>
      )}
    </section>
  )
}
