import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'

import { Building2 } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { SandboxCardForm } from '@/components/payment/sandbox-card-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { apiErrorMessage } from '@/lib/api-client'
import type { PaymentView } from '../../api/booking-payment'
import type { BookingPayment } from '../../hooks/use-booking-payment'
import { formatPrice } from '@/i18n/format'

// Stripe.js and its React bindings load only when the server says Stripe takes the payment.
const StripePayment = lazy(() =>
  import('@/components/payment/stripe-payment').then((module) => ({
    default: module.StripePayment,
  })),
)

/** What the payer is shown for a payment: a card form (whose), or no form at all. */
export type PaymentForm = 'sandbox' | 'stripe' | 'none'

/** The sandbox's card form or Stripe's Payment Element while a card is wanted, else no form. */
export function paymentFormFor(view: PaymentView | null): PaymentForm {
  if (!view || view.gateway === 'on_account') return 'none'
  if (view.status === 'succeeded' || view.status === 'not_required') return 'none'
  if (view.status === 'processing') return 'none'
  if (view.gateway === 'stripe') return 'stripe'
  // A sandbox payment waiting for its check is on its way to the check page.
  return view.status === 'requires_action' ? 'none' : 'sandbox'
}

/** "You will be charged $84.50 (USD)." — in the currency charged, whatever the display one. */
export function chargeLine(view: PaymentView): string {
  const amount = formatPrice(view.amount, view.currency)
  const currency = view.currency
  return t`You will be charged ${amount} (${currency}).`
}

type PaymentPanelProps = {
  payment: BookingPayment
  /** The wizard's display currency; when it differs, the payer is told which one is charged. */
  displayCurrency: string
  /** The booking's confirmation call is under way. */
  confirming: boolean
}

/** Step 4's payment, under Complete Booking: what is charged, the form, and where it stands. */
export function PaymentPanel({ payment, displayCurrency, confirming }: PaymentPanelProps) {
  const { view, busy, error } = payment
  const form = paymentFormFor(view)
  return (
    <div className="grid gap-3">
      {view && view.gateway === 'on_account' && (
        <p className="flex items-start gap-2 rounded-control bg-ink-50 p-3 text-sm text-ink-800">
          <Building2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <Trans>This booking is billed to your partner account; no card is charged.</Trans>
        </p>
      )}
      {view && view.gateway !== 'on_account' && (
        <p className="text-sm font-semibold text-ink-900">
          {chargeLine(view)}
          {displayCurrency !== view.currency && (
            <span className="block font-normal text-ink-600">
              <Trans>Prices above are shown in {displayCurrency} for reference only.</Trans>
            </span>
          )}
        </p>
      )}
      {error != null && (
        <Alert tone="danger">
          {apiErrorMessage(error, t`We could not take your payment. Please try again.`)}
        </Alert>
      )}
      {view && form === 'sandbox' && (
        <SandboxCardForm
          view={view}
          paying={busy === 'card'}
          onPay={payment.payCard}
          expiryLayout="one-field"
          focusOnOpen
        />
      )}
      {view && form === 'stripe' && (
        <Suspense fallback={<PaymentNote>{t`Loading the secure payment form…`}</PaymentNote>}>
          <StripePayment view={view} returnPath={payment.returnPath} onConfirmed={payment.check} />
        </Suspense>
      )}
      {busy === 'redirect' && (
        <PaymentNote>{t`Taking you to your bank’s security check…`}</PaymentNote>
      )}
      {busy === 'check' && <PaymentNote>{t`Checking your payment…`}</PaymentNote>}
      {view?.status === 'processing' && busy === null && (
        <div className="grid gap-2 text-sm text-ink-700">
          <p>
            <Trans>Your payment is being processed. This can take a moment.</Trans>
          </p>
          <Button size="sm" variant="outline" onClick={payment.check}>
            <Trans>Check again</Trans>
          </Button>
        </div>
      )}
      {confirming && view && form === 'none' && view.status !== 'processing' && (
        <PaymentNote>{t`Confirming your booking…`}</PaymentNote>
      )}
    </div>
  )
}

function PaymentNote({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
      <Spinner />
      {children}
    </p>
  )
}
