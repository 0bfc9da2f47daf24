import { zodResolver } from '@hookform/resolvers/zod'
import {
  cardFormSchemaAt,
  formatMoney,
  sandboxTestCards,
  type CardForm,
  type PaymentView,
} from '@ridelane/domain'
import { CreditCard, Lock } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'

type ChangeCardFormProps = {
  view: PaymentView
  paying: boolean
  /** Resolves with the server's answer, or null when the call failed (shown by the owner). */
  onPay: (card: CardForm) => Promise<PaymentView | null>
}

/** The fields as typed; month and year become numbers for the card rules. */
type CardText = { number: string; exp_month: string; exp_year: string; cvc: string }

const emptyCard: CardText = { number: '', exp_month: '', exp_year: '', cvc: '' }

const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text))

/** The domain's card rules over the typed fields; their messages land on the same fields. */
function cardTextSchema() {
  const card = cardFormSchemaAt()
  return z
    .object({ number: z.string(), exp_month: z.string(), exp_year: z.string(), cvc: z.string() })
    .transform((input, ctx): CardForm => {
      const checked = card.safeParse({
        ...input,
        exp_month: typedNumber(input.exp_month),
        exp_year: typedNumber(input.exp_year),
      })
      if (checked.success) return checked.data
      for (const issue of checked.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
      }
      return z.NEVER
    })
}

/**
 * The sandbox's card form for a change's extra cost, checked with the domain's card rules (the
 * API applies the same). Month and year are fields of their own, as the rules know them.
 */
export function ChangeCardForm({ view, paying, onPay }: ChangeCardFormProps) {
  const schema = useMemo(cardTextSchema, [])
  const form = useForm<CardText, unknown, CardForm>({
    resolver: zodResolver(schema),
    defaultValues: emptyCard,
  })
  const { errors } = form.formState
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
      aria-labelledby="change-card-title"
      className="rounded-card border border-ink-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="change-card-title" className="flex items-center gap-2 font-bold text-ink-900">
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
          error={errors.number?.message}
          {...form.register('number')}
        />
        <div className="grid grid-cols-3 gap-3">
          <TextField
            label="Month (MM)"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            error={errors.exp_month?.message}
            {...form.register('exp_month')}
          />
          <TextField
            label="Year (YYYY)"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            error={errors.exp_year?.message}
            {...form.register('exp_year')}
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            error={errors.cvc?.message}
            {...form.register('cvc')}
          />
        </div>
        <Button type="submit" variant="secondary" size="lg" loading={paying}>
          <Lock className="size-4" aria-hidden="true" />
          Pay {formatMoney(view.amount, view.currency)}
        </Button>
      </form>
      <details className="mt-3 text-sm text-ink-700">
        <summary className="cursor-pointer font-semibold">Test cards</summary>
        <p className="mt-2">No real money moves here. Any future expiry and any 3 digits work.</p>
        <ul className="mt-2 grid gap-1">
          {sandboxTestCards.map((card) => (
            <li key={card.number} className="flex flex-col sm:flex-row sm:gap-2">
              <span className="font-mono whitespace-nowrap">{card.number}</span>
              <span className="text-ink-600">{card.description}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
