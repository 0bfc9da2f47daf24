import {
  opsPartnerCreditRequestSchema,
  type OpsPartner,
  type PartnerCredit,
} from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { CreditFigures } from '@/components/credit/credit-figures'
import { TextField } from '@/components/ui/text-field'
import { usePartnerActionMutation } from '../api/partner-actions'
import { ChangeFooter } from './change-footer'

type Field = 'credit_limit' | 'paid_through'

/** What the form's text becomes: an empty box is no limit, or no month paid. */
function requestOf(limit: string, month: string, reason: string) {
  const trimmed = limit.trim().replace(/^\$/, '').replaceAll(',', '')
  return {
    credit_limit: trimmed === '' ? null : /^\d+(\.\d*)?$/.test(trimmed) ? Number(trimmed) : NaN,
    paid_through: month.trim() === '' ? null : month.trim(),
    ...(reason.trim() ? { reason: reason.trim() } : {}),
  }
}

/**
 * A partner's credit on account on its console page: the limit, what it owes, what is left and
 * the monthly invoices still unpaid, for every operator; admins set the limit and record the last
 * month paid (packages/domain partner/credit-limit.ts).
 */
export function CreditPanel({
  partner,
  credit,
  canEdit,
}: {
  partner: OpsPartner
  credit: PartnerCredit
  canEdit: boolean
}) {
  const action = usePartnerActionMutation(partner.id)
  const [limit, setLimit] = useState(
    credit.credit_limit === null ? '' : credit.credit_limit.toFixed(2),
  )
  const [month, setMonth] = useState(credit.paid_through ?? '')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [done, setDone] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setDone(undefined)
    const parsed = opsPartnerCreditRequestSchema.safeParse(requestOf(limit, month, reason))
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field
        found[field] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    action.mutate(
      { kind: 'credit', ...parsed.data },
      {
        onSuccess: () => {
          setReason('')
          setDone(
            parsed.data.credit_limit === null
              ? 'Saved: this partner has no credit limit.'
              : 'Saved: bookings on account past the new limit are refused.',
          )
        },
      },
    )
  }

  return (
    <section
      aria-labelledby="partner-credit"
      className="mt-6 rounded-card bg-white p-6 shadow-card"
    >
      <h2 id="partner-credit" className="text-lg font-bold text-ink-900">
        Credit on account
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        {credit.on_account
          ? 'Invoiced monthly: a booking that would take what it owes past the limit is refused.'
          : 'Not invoiced monthly now: the limit applies once it is.'}
      </p>
      <CreditFigures credit={credit} />
      {canEdit ? (
        <form onSubmit={submit} noValidate className="mt-4 border-t border-ink-100 pt-4">
          <h3 className="font-bold text-ink-900">Change the credit terms</h3>
          <div className="mt-3 flex flex-wrap items-start gap-3">
            <TextField
              id="credit-limit"
              label="Credit limit (USD)"
              inputMode="decimal"
              placeholder="No limit"
              className="w-48"
              value={limit}
              error={errors.credit_limit}
              onChange={(event) => setLimit(event.target.value)}
            />
            <TextField
              id="paid-through"
              label="Paid through (month)"
              type="month"
              placeholder="YYYY-MM"
              className="w-48"
              value={month}
              error={errors.paid_through}
              onChange={(event) => setMonth(event.target.value)}
            />
          </div>
          <p className="mt-2 text-sm text-ink-700">
            Leave the limit empty for none. The last month paid takes that month and every earlier
            one off what the partner owes.
          </p>
          <ChangeFooter
            reasonId="credit-reason"
            reason={reason}
            onReasonChange={setReason}
            saveLabel="Save credit terms"
            pending={action.isPending}
            done={done}
            error={action.error}
            failure="Failed to change the credit terms"
          />
        </form>
      ) : (
        <p className="mt-4 text-sm text-ink-700">Only an admin can change the credit terms.</p>
      )}
    </section>
  )
}
