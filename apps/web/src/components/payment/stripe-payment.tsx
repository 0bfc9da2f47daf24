import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { type PaymentView } from '@ridelane/domain'
import { Lock } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { formatPrice } from '@/i18n/format'

/*
 * Stripe's own code: callers import this module lazily, only when the server's gateway is Stripe,
 * so the sandbox and the rest of their pages never load it.
 */

const stripes = new Map<string, Promise<Stripe | null>>()

/** One Stripe.js instance per publishable key, loaded from Stripe on first use. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey)
    stripes.set(publishableKey, stripe)
  }
  return stripe
}

type StripePaymentProps = {
  view: PaymentView
  /** The page a bank's check that needs its own page comes back to; it reads the payment. */
  returnPath: string
  /** Stripe took the card without leaving the page; the server is asked what it now holds. */
  onConfirmed: () => void
}

/** Stripe's Payment Element: the card never passes through Ridelane's server. */
export function StripePayment({ view, returnPath, onConfirmed }: StripePaymentProps) {
  if (!view.publishable_key || !view.client_secret) {
    return (
      <Alert tone="danger">
        <Trans>Card payments are not available right now. Please try again later.</Trans>
      </Alert>
    )
  }
  return (
    <Elements
      stripe={stripeFor(view.publishable_key)}
      options={{ clientSecret: view.client_secret }}
    >
      <StripePaymentForm view={view} returnPath={returnPath} onConfirmed={onConfirmed} />
    </Elements>
  )
}

function StripePaymentForm({ view, returnPath, onConfirmed }: StripePaymentProps) {
  const stripe = useStripe()
  const elements = useElements()
  const [paying, setPaying] = useState(false)
  const [message, setMessage] = useState<string | null>(view.decline_message)
  const amount = formatPrice(view.amount, view.currency)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements || paying) return
    setPaying(true)
    setMessage(null)
    const { error } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: new URL(returnPath, window.location.origin).href },
    })
    setPaying(false)
    if (error) {
      setMessage(error.message ?? t`Your payment did not go through. Please try again.`)
      return
    }
    onConfirmed()
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3">
      {message && <Alert tone="danger">{message}</Alert>}
      <PaymentElement />
      <Button type="submit" variant="secondary" size="lg" loading={paying} disabled={!stripe}>
        <Lock className="size-4" aria-hidden="true" />
        <Trans>Pay {amount}</Trans>
      </Button>
    </form>
  )
}
