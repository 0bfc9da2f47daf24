import { zodResolver } from '@hookform/resolvers/zod'
import {
  MAX_AFFILIATE_COMMISSION_PERCENT,
  opsPartnerCommissionSchema,
  type OpsPartner,
  type OpsPartnerCommission,
} from '@ridelane/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { usePartnerActionMutation } from '../api/partner-actions'
import { showServerFieldErrors } from '../registry/server-field-errors'

/**
 * The partner's affiliate commission (admins only): what its widget's bookings earn it. The first
 * percent above 0 gives it a referral code (docs/decisions/030-partner-business-tools.md).
 */
export function CommissionForm({ partner }: { partner: OpsPartner }) {
  const action = usePartnerActionMutation(partner.id)
  const [done, setDone] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OpsPartnerCommission>({
    resolver: zodResolver(opsPartnerCommissionSchema),
    defaultValues: { commission_percent: partner.affiliate_commission_percent },
  })
  const submit = handleSubmit(async (values) => {
    setFailure(undefined)
    setDone(undefined)
    try {
      const saved = await action.mutateAsync({ kind: 'commission', ...values })
      const code = saved.partner.referral_code
      setDone(
        values.commission_percent > 0
          ? `Referred bookings now earn ${values.commission_percent} %. Referral code: ${code}.`
          : 'Referred bookings no longer earn a commission.',
      )
    } catch (error) {
      if (!showServerFieldErrors(error, ['commission_percent'], setError)) {
        setFailure(apiErrorMessage(error, 'Failed to change the commission'))
      }
    }
  })

  return (
    <div className="mt-6 border-t border-ink-100 pt-4">
      <h3 className="font-bold text-ink-900">Affiliate widget</h3>
      <p className="mt-1 text-sm text-ink-700">
        {partner.referral_code
          ? `Referral code ${partner.referral_code}. `
          : 'No referral code yet: a commission above 0 gives the partner one. '}
        Bookings already referred keep the percent they were made with.
      </p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-start gap-3">
        <TextField
          id="affiliate-commission"
          label="Commission (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_AFFILIATE_COMMISSION_PERCENT}
          step={1}
          className="w-44"
          error={errors.commission_percent?.message}
          {...register('commission_percent', { valueAsNumber: true })}
        />
        <Button type="submit" loading={isSubmitting} className="mt-7">
          Save commission
        </Button>
      </form>
      <div aria-live="polite" className="mt-3">
        {done && <Alert tone="success">{done}</Alert>}
        {failure && <Alert tone="danger">{failure}</Alert>}
      </div>
    </div>
  )
}
