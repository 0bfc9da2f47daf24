import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { type CardForm, type PaymentView, type RideView } from '@ridelane/domain'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { SandboxCardForm } from '@/components/payment/sandbox-card-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { apiErrorMessage } from '@/lib/api-client'
import { useAbandonRideChangeMutation } from '../api/abandon-ride-change'
import { useOpenChangePaymentMutation } from '../api/open-change-payment'
import { usePayChangeWithCardMutation } from '../api/pay-change-with-card'
import { useReadChangePaymentMutation } from '../api/read-change-payment'
import type { RideAccess } from '../ride-access'
import { useAttemptKey } from '../attempt-key'
import { formatPrice } from '@/i18n/format'

// Stripe.js and its React bindings load only when the server says Stripe takes the payment.
const StripePayment = lazy(() =>
  import('@/components/payment/stripe-payment').then((module) => ({
    default: module.StripePayment,
  })),
)

/** A change waiting for the payment of what it costs more. */
export type PendingChange = { id: string; difference: number; new_total: number }

type ChangePaymentStepProps = {
  access: RideAccess
  change: PendingChange
  /** The payment went through (or none is needed): the change is applied; read the ride again. */
  onPaid: () => void
  /** The traveller kept the booking as it was; the ride as the server now has it. */
  onAbandoned: (ride: RideView) => void
}

const paid = (view: PaymentView) =>
  view.status === 'succeeded' || view.status === 'not_required' || view.gateway === 'on_account'

/**
 * The payment of a change that costs more. The server leads, as in the booking wizard's step 4
 * (docs/decisions/027-payment-step-in-the-wizard.md): the panel opens the change's payment and
 * follows the answer: a card form, the bank's check, or done.
 */
export function ChangePaymentStep({ access, change, onPaid, onAbandoned }: ChangePaymentStepProps) {
  const navigate = useNavigate()
  const returnPath = useLocation().pathname
  const open = useOpenChangePaymentMutation(access, change.id)
  const read = useReadChangePaymentMutation(access, change.id)
  const pay = usePayChangeWithCardMutation(access, change.id)
  const abandon = useAbandonRideChangeMutation(access)
  const openKey = useAttemptKey()
  const cardKey = useAttemptKey()
  const [view, setView] = useState<PaymentView | null>(null)
  const [redirecting, setRedirecting] = useState(false)
  const onPaidRef = useRef(onPaid)
  useEffect(() => {
    onPaidRef.current = onPaid
  })

  const follow = useCallback(
    (next: PaymentView) => {
      setView(next)
      if (paid(next)) {
        onPaidRef.current()
        return
      }
      if (next.status === 'requires_action' && next.gateway === 'sandbox' && next.action_url) {
        setRedirecting(true)
        if (next.action_url.startsWith('/') && !next.action_url.startsWith('//')) {
          void navigate(next.action_url, {
            state: { amount: next.amount, currency: next.currency },
          })
        } else window.location.assign(next.action_url)
      }
    },
    [navigate],
  )

  const { mutate: openPayment } = open
  const opened = useRef(false)
  const start = useCallback(() => {
    const key = openKey.keyFor(change.id)
    openPayment(key, {
      onSuccess: (answer) => {
        openKey.settle()
        follow(answer)
      },
      onError: (error) => openKey.settle(error),
    })
  }, [change.id, openKey, openPayment, follow])
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    start()
  }, [start])

  const payCard = async (card: CardForm): Promise<PaymentView | null> => {
    const attempt = { change: change.id, card }
    try {
      const answer = await pay.mutateAsync({
        card,
        returnUrl: returnPath,
        idempotencyKey: cardKey.keyFor(attempt),
      })
      cardKey.settle()
      follow(answer)
      return answer
    } catch (error) {
      cardKey.settle(error)
      return null
    }
  }
  const check = () => read.mutate(undefined, { onSuccess: follow })
  const keepAsItIs = () => abandon.mutate(change.id, { onSuccess: onAbandoned })

  const error = open.error ?? pay.error ?? read.error
  const difference = formatPrice(change.difference, 'USD')
  const newTotal = formatPrice(change.new_total, 'USD')
  const charged = view ? formatPrice(view.amount, view.currency) : ''
  const currency = view?.currency
  const sandboxForm =
    view?.gateway === 'sandbox' &&
    (view.status === 'requires_payment_method' || view.status === 'declined')
  const stripeForm =
    view?.gateway === 'stripe' &&
    (view.status === 'requires_payment_method' ||
      view.status === 'declined' ||
      view.status === 'requires_action')

  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink-800">
        <Trans>
          Your change costs <strong className="text-ink-900">{difference} more</strong>. Once it is
          paid your ride is changed and its new total is{' '}
          <strong className="text-ink-900">{newTotal}</strong>.
        </Trans>
      </p>
      {view && !paid(view) && view.currency !== 'USD' && (
        <p className="text-sm text-ink-700">
          <Trans>
            You will be charged {charged} ({currency}).
          </Trans>
        </p>
      )}
      {error != null && (
        <Alert tone="danger">
          {apiErrorMessage(error, t`We could not take your payment. Please try again.`)}
        </Alert>
      )}
      {open.isError && (
        <Button variant="outline" onClick={start}>
          <Trans>Try again</Trans>
        </Button>
      )}
      {open.isPending && <Note>{t`Getting your payment ready…`}</Note>}
      {view && sandboxForm && (
        <SandboxCardForm
          view={view}
          paying={pay.isPending}
          onPay={payCard}
          expiryLayout="month-and-year"
        />
      )}
      {view && stripeForm && (
        <Suspense fallback={<Note>{t`Loading the secure payment form…`}</Note>}>
          <StripePayment view={view} returnPath={returnPath} onConfirmed={check} />
        </Suspense>
      )}
      {redirecting && <Note>{t`Taking you to your bank’s security check…`}</Note>}
      {read.isPending && <Note>{t`Checking your payment…`}</Note>}
      {view?.status === 'processing' && !read.isPending && (
        <div className="grid gap-2 text-sm text-ink-700">
          <p>
            <Trans>Your payment is being processed. This can take a moment.</Trans>
          </p>
          <Button size="sm" variant="outline" onClick={check}>
            <Trans>Check again</Trans>
          </Button>
        </div>
      )}
      {view && paid(view) && <Note>{t`Applying your change…`}</Note>}
      {abandon.error && (
        <Alert tone="danger">
          {apiErrorMessage(abandon.error, t`We could not drop this change. Please try again.`)}
        </Alert>
      )}
      <Button
        variant="ghost"
        onClick={keepAsItIs}
        loading={abandon.isPending}
        disabled={pay.isPending || redirecting}
      >
        <Trans>Keep my booking as it is</Trans>
      </Button>
    </div>
  )
}

function Note({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
      <Spinner />
      {children}
    </p>
  )
}
