import type { OpsPartner } from '@ridelane/domain'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { usePartnerActionMutation } from '../api/partner-actions'
import { CommissionForm } from './commission-form'
import { DiscountForm } from './discount-form'
import { OnAccountControl } from './on-account-control'

/** What an admin can do with a partner in its current state. */
export function PartnerActionsPanel({ partner }: { partner: OpsPartner }) {
  const action = usePartnerActionMutation(partner.id)
  const [done, setDone] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const [reason, setReason] = useState('')
  const confirmHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus()
  }, [confirming])

  const { status } = partner
  return (
    <section aria-labelledby="partner-actions" className="rounded-card bg-white p-6 shadow-card">
      <h2 id="partner-actions" className="text-lg font-bold text-ink-900">
        Actions
      </h2>
      <div className="mt-3 space-y-4" aria-live="polite">
        {done && <Alert tone="success">{done}</Alert>}
      </div>
      {status === 'email_unconfirmed' && (
        <p className="mt-3 text-ink-700">
          This partner has not confirmed its email yet. It can be approved once it has.
        </p>
      )}
      {status === 'pending_approval' && (
        <div className="mt-4">
          <DiscountForm
            id="approve-discount"
            label="Discount (%)"
            submitLabel="Approve partner"
            defaultPercent={10}
            onSave={async (values) => {
              await action.mutateAsync({ kind: 'approve', ...values })
              setDone(`Approved with a ${values.discount_percent} % discount.`)
            }}
          />
        </div>
      )}
      {(status === 'active' || status === 'suspended') && (
        <div className="mt-4">
          <DiscountForm
            id="change-discount"
            label="Discount for new quotes (%)"
            submitLabel="Save discount"
            defaultPercent={partner.discount_percent}
            onSave={async (values) => {
              await action.mutateAsync({ kind: 'discount', ...values })
              setDone(`The discount for new quotes is now ${values.discount_percent} %.`)
            }}
          />
          <p className="mt-2 text-sm text-ink-700">
            Bookings already made keep the discount they were made with.
          </p>
        </div>
      )}
      <OnAccountControl partner={partner} />
      <CommissionForm partner={partner} />
      {status === 'suspended' && (
        <div className="mt-6">
          <Button
            variant="outline"
            loading={action.isPending && action.variables?.kind === 'reactivate'}
            onClick={() =>
              action.mutate(
                { kind: 'reactivate' },
                { onSuccess: () => setDone('The partner is active again and can sign in.') },
              )
            }
          >
            Reactivate partner
          </Button>
        </div>
      )}
      {status !== 'suspended' && !confirming && (
        <div className="mt-6">
          <Button
            variant="outline"
            onClick={() => {
              setDone(undefined)
              setConfirming(true)
            }}
          >
            Suspend partner
          </Button>
        </div>
      )}
      {status !== 'suspended' && confirming && (
        <div className="mt-6 rounded-control border border-danger-600/30 bg-danger-50 p-4">
          <h3
            ref={confirmHeading}
            tabIndex={-1}
            className="font-bold text-danger-700 focus:outline-none"
          >
            Suspend this partner?
          </h3>
          <p className="mt-1 text-sm text-ink-800">
            It is signed out at once and cannot sign in or book until it is reactivated.
          </p>
          <TextField
            id="suspend-reason"
            label="Reason (optional)"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            className="mt-3"
          />
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              loading={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'suspend', reason: reason.trim() || undefined },
                  {
                    onSuccess: () => {
                      setConfirming(false)
                      setReason('')
                      setDone('The partner is suspended and signed out.')
                    },
                  },
                )
              }
            >
              Yes, suspend
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {action.isError &&
        !(action.variables?.kind === 'approve' || action.variables?.kind === 'discount') && (
          <Alert tone="danger" className="mt-4">
            {apiErrorMessage(action.error, 'Failed to change the partner')}
          </Alert>
        )}
    </section>
  )
}
