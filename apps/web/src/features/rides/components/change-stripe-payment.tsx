import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { formatMoney, type PaymentView } from '@ridelane/domain'
import { Lock } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

// Loaded only when the server's gateway is Stripe (change-payment-step.tsx), so the sandbox and
// the rest of the ride page never load Stripe's code.

const stripes = new Map<string, Promise<Stripe | null>>()

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey)
    stripes.set(publishableKey, stripe)
  }
  return stripe
}

type ChangeStripePaymentProps = {
  view: PaymentView
  /** The ride page, where a bank's check that needs its own page comes back to. */
  returnPath: string
  /** Stripe took the card; the server is asked what it now holds. */
  onConfirmed: () => void
}

/** Stripe's Payment Element for a change's extra cost: the card never reaches our server. */
export function ChangeStripePayment(props: ChangeStripePaymentProps) {
  const { view } = props
  if (!view.publishable_key || !view.client_secret) {
    return <Alert tone="danger">Card payments are not available right now. Please try later.</Alert>
  }
  return (
    <Elements
      stripe={stripeFor(view.publishable_key)}
      options={{ clientSecret: view.client_secret }}
    >
      <StripeForm {...props} />
    </Elements>
  )
}

function StripeForm({ view, returnPath, onConfirmed }: ChangeStripePaymentProps) {
  const stripe = useStripe()
  const elements = useElements()
  const [paying, setPaying] = useState(false)
  const [message, setMessage] = useState<string | null>(view.decline_message)

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
      setMessage(error.message ?? 'Your payment did not go through. Please try again.')
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
        Pay {formatMoney(view.amount, view.currency)}
      </Button>
    </form>
  )
}
