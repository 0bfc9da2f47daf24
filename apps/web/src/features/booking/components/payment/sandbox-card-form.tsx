import { zodResolver } from '@hookform/resolvers/zod'
import { formatMoney, sandboxTestCards } from '@ridelane/domain'
import { CreditCard, Lock } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import type { PaymentView, SandboxCard } from '../../api/booking-payment'
import { sandboxCardSchemaAt, type SandboxCardInput } from './sandbox-card-schema'

type SandboxCardFormProps = {
  view: PaymentView
  paying: boolean
  /** Resolves with the server's answer, or null when the call failed (shown elsewhere). */
  onPay: (card: SandboxCard) => Promise<PaymentView | null>
}

const emptyCard: SandboxCardInput = { number: '', expiry: '', cvc: '' }

/** Groups a test card's digits in fours, as they are printed. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

/**
 * The sandbox's payment page, in the wizard: a card form in the manner of a gateway's hosted
 * page. Only the sandbox shows it; its numbers never take real money. After a decline the card
 * fields are emptied for another card, and nothing else in the wizard changes.
 */
export function SandboxCardForm({ view, paying, onPay }: SandboxCardFormProps) {
  const schema = useMemo(() => sandboxCardSchemaAt(), [])
  const form = useForm<SandboxCardInput, unknown, SandboxCard>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    defaultValues: emptyCard,
  })
  const { register, formState, clearErrors } = form
  const errors = formState.errors
  const field = (name: keyof SandboxCardInput) =>
    register(name, { onChange: () => clearErrors(name) })
  const amount = formatMoney(view.amount, view.currency)
  // The form takes the place of the button that opened it: the keyboard goes on from here.
  useEffect(() => form.setFocus('number'), [form])

  // A reset drops the form's field refs until the next render registers them again, so the focus
  // goes back to the emptied number field from an effect, after that render.
  const [emptied, setEmptied] = useState(0)
  useEffect(() => {
    if (emptied > 0) form.setFocus('number')
  }, [emptied, form])
  const submit = form.handleSubmit(async (card) => {
    const answer = await onPay(card)
    if (answer?.status === 'declined' || answer?.status === 'requires_payment_method') {
      form.reset(emptyCard)
      setEmptied((times) => times + 1)
    }
  })

  return (
    <section
      aria-labelledby="sandbox-payment-title"
      className="rounded-card border border-ink-200 bg-white p-4 shadow-card"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="sandbox-payment-title" className="flex items-center gap-2 font-bold text-ink-900">
          <CreditCard className="size-4" aria-hidden="true" />
          Ridelane test payments
        </h3>
        <span className="rounded-full bg-warning-50 px-2 py-0.5 text-xs font-semibold text-warning-800">
          Test mode
        </span>
      </div>
      {view.status === 'declined' && view.decline_message && (
        <Alert tone="danger" className="mt-3">
          {view.decline_message}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 grid gap-3">
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          error={errors.number?.message}
          {...field('number')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            error={errors.expiry?.message}
            {...field('expiry')}
          />
          <TextField
            label="Security code (CVC)"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            error={errors.cvc?.message}
            {...field('cvc')}
          />
        </div>
        <Button type="submit" variant="secondary" size="lg" loading={paying}>
          <Lock className="size-4" aria-hidden="true" />
          Pay {amount}
        </Button>
      </form>
      <details className="mt-3 text-sm text-ink-700">
        <summary className="cursor-pointer font-semibold">Test cards</summary>
        <p className="mt-2">
          No real money moves here. Use any future expiry date and any 3-digit security code.
        </p>
        <ul className="mt-2 grid gap-1">
          {sandboxTestCards.map((card) => (
            <li key={card.number} className="flex flex-col sm:flex-row sm:gap-2">
              <span className="font-mono whitespace-nowrap">{grouped(card.number)}</span>
              <span className="text-ink-600">{card.description}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
