import {
  opsPartnerRatePlanRequestSchema,
  type OpsPartner,
  type RatePlanKind,
  type RatePlanView,
} from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { TextField } from '@/components/ui/text-field'
import { usePartnerActionMutation } from '../api/partner-actions'
import { ChangeFooter } from './change-footer'

type RateRow = { area_id: string; vehicle_class_id: string; net_percent: string }

/** A whole number as typed; anything else stays NaN for the schema to refuse with its message. */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN)

/** The plan in words, as the panel and the history say it. */
export function ratePlanText(plan: RatePlanView): string {
  if (plan.kind === 'discount') return `Public price less ${plan.discount_percent} %`
  const own = plan.net_rates.length ? `, ${plan.net_rates.length} own rates` : ''
  const shown = plan.hide_prices
    ? 'prices hidden from travellers'
    : `mark-up ${plan.markup_percent} %`
  return `Net rates: public price less ${plan.net_percent} %${own}, ${shown}`
}

/**
 * A partner's rate plan on its console page (docs/decisions/043-partner-rate-plans.md): every
 * operator sees it; admins choose the public price less a discount, or net rates with the
 * partner's mark-up, whether its travellers see a price, and own net rates per area and class.
 */
export function RatePlanPanel({ partner, canEdit }: { partner: OpsPartner; canEdit: boolean }) {
  const plan = partner.rate_plan
  const action = usePartnerActionMutation(partner.id)
  const [kind, setKind] = useState<RatePlanKind>(plan.kind)
  const [discount, setDiscount] = useState(String(partner.discount_percent))
  const [netPercent, setNetPercent] = useState(plan.kind === 'net' ? String(plan.net_percent) : '0')
  const [markup, setMarkup] = useState(plan.kind === 'net' ? String(plan.markup_percent) : '0')
  const [hidePrices, setHidePrices] = useState(plan.kind === 'net' && plan.hide_prices)
  const [rates, setRates] = useState<RateRow[]>(
    plan.kind === 'net'
      ? plan.net_rates.map((r) => ({ ...r, net_percent: String(r.net_percent) }))
      : [],
  )
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [done, setDone] = useState<string>()

  const request = () => ({
    plan:
      kind === 'discount'
        ? { kind, discount_percent: wholeNumber(discount) }
        : {
            kind,
            net_percent: wholeNumber(netPercent),
            markup_percent: wholeNumber(markup),
            hide_prices: hidePrices,
            net_rates: rates.map((r) => ({ ...r, net_percent: wholeNumber(r.net_percent) })),
          },
    ...(reason.trim() ? { reason: reason.trim() } : {}),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setDone(undefined)
    const parsed = opsPartnerRatePlanRequestSchema.safeParse(request())
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message
      setErrors(found)
      return
    }
    setErrors({})
    action.mutate(
      { kind: 'rate-plan', ...parsed.data },
      {
        onSuccess: () => {
          setReason('')
          setDone('Saved: new quotes and bookings follow this plan; bookings made keep theirs.')
        },
      },
    )
  }

  const setRate = (index: number, change: Partial<RateRow>) =>
    setRates((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)))

  return (
    <section
      aria-labelledby="partner-rate-plan"
      className="mt-6 rounded-card bg-white p-6 shadow-card"
    >
      <h2 id="partner-rate-plan" className="text-lg font-bold text-ink-900">
        Rate plan
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        {ratePlanText(plan)}
        {partner.status === 'active' ? '.' : '. It applies once the partner is approved.'}
      </p>
      {canEdit ? (
        <form onSubmit={submit} noValidate className="mt-4 border-t border-ink-100 pt-4">
          <fieldset>
            <legend className="font-bold text-ink-900">Change the rate plan</legend>
            <div className="mt-2 flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="rate-plan-kind"
                  checked={kind === 'discount'}
                  onChange={() => setKind('discount')}
                />
                Public price less a discount
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="rate-plan-kind"
                  checked={kind === 'net'}
                  onChange={() => setKind('net')}
                />
                Net rates
              </label>
            </div>
          </fieldset>
          {kind === 'discount' ? (
            <TextField
              id="plan-discount"
              label="Discount off the public price (%)"
              inputMode="numeric"
              className="mt-3 w-48"
              value={discount}
              error={errors['plan.discount_percent']}
              onChange={(event) => setDiscount(event.target.value)}
            />
          ) : (
            <>
              <div className="mt-3 flex flex-wrap items-start gap-3">
                <TextField
                  id="plan-net-percent"
                  label="Net rate: % off the public price"
                  inputMode="numeric"
                  className="w-56"
                  value={netPercent}
                  error={errors['plan.net_percent']}
                  onChange={(event) => setNetPercent(event.target.value)}
                />
                <TextField
                  id="plan-markup"
                  label="Partner's mark-up (%)"
                  inputMode="numeric"
                  className="w-48"
                  value={markup}
                  error={errors['plan.markup_percent']}
                  onChange={(event) => setMarkup(event.target.value)}
                />
              </div>
              <Checkbox
                className="mt-3"
                label="Hide prices from travellers"
                description="Mails and the ride page show no price; the partner bills its travellers itself."
                checked={hidePrices}
                onChange={(event) => setHidePrices(event.target.checked)}
              />
              <h3 className="mt-4 font-bold text-ink-900">Own net rates per area and class</h3>
              <p className="text-sm text-ink-700">
                Where none is set, the net rate above applies. Use the catalogue&apos;s ids, such as
                new-york and sedan.
              </p>
              <ul className="mt-2 space-y-2">
                {rates.map((rate, index) => (
                  <li key={index} className="flex flex-wrap items-start gap-2">
                    <TextField
                      id={`rate-${index}-area`}
                      label="Area id"
                      className="w-40"
                      value={rate.area_id}
                      error={errors[`plan.net_rates.${index}.area_id`]}
                      onChange={(event) => setRate(index, { area_id: event.target.value })}
                    />
                    <TextField
                      id={`rate-${index}-class`}
                      label="Class id"
                      className="w-40"
                      value={rate.vehicle_class_id}
                      error={errors[`plan.net_rates.${index}.vehicle_class_id`]}
                      onChange={(event) => setRate(index, { vehicle_class_id: event.target.value })}
                    />
                    <TextField
                      id={`rate-${index}-percent`}
                      label="% off"
                      inputMode="numeric"
                      className="w-24"
                      value={rate.net_percent}
                      error={errors[`plan.net_rates.${index}.net_percent`]}
                      onChange={(event) => setRate(index, { net_percent: event.target.value })}
                    />
                    <Button
                      type="button"
                      variant="secondary"
                      className="mt-6"
                      onClick={() => setRates((rows) => rows.filter((_, i) => i !== index))}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
              <Button
                type="button"
                variant="secondary"
                className="mt-2"
                onClick={() =>
                  setRates((rows) => [
                    ...rows,
                    { area_id: '', vehicle_class_id: '', net_percent: '' },
                  ])
                }
              >
                Add a net rate
              </Button>
            </>
          )}
          <ChangeFooter
            reasonId="plan-reason"
            reason={reason}
            onReasonChange={setReason}
            saveLabel="Save rate plan"
            pending={action.isPending}
            done={done}
            error={action.error}
            failure="Failed to change the rate plan"
          />
        </form>
      ) : (
        <p className="mt-4 text-sm text-ink-700">Only an admin can change the rate plan.</p>
      )}
    </section>
  )
}
