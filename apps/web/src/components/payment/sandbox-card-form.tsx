import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { sandboxTestCards, type CardForm, type PaymentView } from '@ridelane/domain'
import { CreditCard, Lock } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import {
  cardFieldsSchemaAt,
  emptyCard,
  type CardFields,
  type ExpiryLayout,
} from './card-fields-schema'
import { domainText } from '@/i18n/catalogues'
import { formatPrice } from '@/i18n/format'

type SandboxCardFormProps = {
  view: PaymentView
  paying: boolean
  /** Resolves with the server's answer, or null when the call failed (shown by the owner). */
  onPay: (card: CardForm) => Promise<PaymentView | null>
  expiryLayout: ExpiryLayout
  /** The form takes the place of the button that opened it: the keyboard goes on from here. */
  focusOnOpen?: boolean
}

type Field = {
  name: keyof CardFields
  label: MessageDescriptor
  autoComplete: string
  placeholder?: MessageDescriptor | string
}

/** The fields after the card number, and the note on what to type in them, per layout. */
type Layout = { fields: Field[]; columns: string; hint: MessageDescriptor }

const layouts: Record<ExpiryLayout, Layout> = {
  'one-field': {
    fields: [
      {
        name: 'expiry',
        label: msg`Expiry (MM/YY)`,
        autoComplete: 'cc-exp',
        placeholder: msg`MM/YY`,
      },
      { name: 'cvc', label: msg`Security code (CVC)`, autoComplete: 'cc-csc', placeholder: '123' },
    ],
    columns: 'grid-cols-2',
    hint: msg`No real money moves here. Use any future expiry date and any 3-digit security code.`,
  },
  'month-and-year': {
    fields: [
      { name: 'exp_month', label: msg`Month (MM)`, autoComplete: 'cc-exp-month' },
      { name: 'exp_year', label: msg`Year (YYYY)`, autoComplete: 'cc-exp-year' },
      { name: 'cvc', label: msg`CVC`, autoComplete: 'cc-csc' },
    ],
    columns: 'grid-cols-3',
    hint: msg`No real money moves here. Any future expiry and any 3 digits work.`,
  },
}

/** Groups a test card's digits in fours, as they are printed. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

/**
 * The sandbox's payment page, in the manner of a gateway's hosted page, for the booking wizard
 * and a ride change's extra cost. Its numbers never take real money. After a decline the card
 * fields are emptied for another card.
 */
export function SandboxCardForm(props: SandboxCardFormProps) {
  const { view, paying, onPay, expiryLayout, focusOnOpen = false } = props
  const layout = layouts[expiryLayout]
  const amount = formatPrice(view.amount, view.currency)
  const titleId = useId()
  const schema = useMemo(() => cardFieldsSchemaAt(expiryLayout), [expiryLayout])
  const form = useForm<CardFields, unknown, CardForm>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    defaultValues: emptyCard,
  })
  const { register, formState, clearErrors } = form
  const field = (name: keyof CardFields) => ({
    error: formState.errors[name]?.message,
    ...register(name, { onChange: () => clearErrors(name) }),
  })
  useEffect(() => {
    if (focusOnOpen) form.setFocus('number')
  }, [focusOnOpen, form])

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
      aria-labelledby={titleId}
      className="rounded-card border border-ink-200 bg-white p-4 shadow-card"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-bold text-ink-900">
          <CreditCard className="size-4" aria-hidden="true" />
          <Trans>Ridelane test payments</Trans>
        </h3>
        <span className="rounded-full bg-warning-50 px-2 py-0.5 text-xs font-semibold text-warning-800">
          <Trans>Test mode</Trans>
        </span>
      </div>
      {view.status === 'declined' && view.decline_message && (
        <Alert tone="danger" className="mt-3">
          {domainText(view.decline_message)}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 grid gap-3">
        <TextField
          label={t`Card number`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...field('number')}
        />
        <div className={`grid gap-3 ${layout.columns}`}>
          {layout.fields.map(({ name, label, autoComplete, placeholder }) => (
            <TextField
              key={name}
              inputMode="numeric"
              label={i18n._(label)}
              autoComplete={autoComplete}
              placeholder={typeof placeholder === 'object' ? i18n._(placeholder) : placeholder}
              {...field(name)}
            />
          ))}
        </div>
        <Button type="submit" variant="secondary" size="lg" loading={paying}>
          <Lock className="size-4" aria-hidden="true" />
          <Trans>Pay {amount}</Trans>
        </Button>
      </form>
      <details className="mt-3 text-sm text-ink-700">
        <summary className="cursor-pointer font-semibold">
          <Trans>Test cards</Trans>
        </summary>
        <p className="mt-2">{i18n._(layout.hint)}</p>
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
