import { partnerStatusMessages, type OpsPartner } from '@ridelane/domain'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date-time'
import { usePartnerActionMutation } from '../api/partner-actions'

/**
 * Monthly invoicing for one partner (admins only): approve it for an active partner, or withdraw
 * it, each after a confirmation that says what changes.
 */
export function OnAccountControl({ partner }: { partner: OpsPartner }) {
  const action = usePartnerActionMutation(partner.id)
  const [confirming, setConfirming] = useState(false)
  const [done, setDone] = useState<string>()
  const heading = useRef<HTMLHeadingElement>(null)
  const onAccount = partner.on_account_since !== null
  const canApprove = partner.status === 'active'

  useEffect(() => {
    if (confirming) heading.current?.focus()
  }, [confirming])

  if (!onAccount && !canApprove) return null

  const change = () =>
    action.mutate(
      { kind: 'on-account', on_account: !onAccount },
      {
        onSuccess: () => {
          setConfirming(false)
          setDone(
            onAccount
              ? 'Monthly invoicing is withdrawn: new bookings are paid by card.'
              : 'The partner is now invoiced monthly.',
          )
        },
      },
    )

  return (
    <div className="mt-6 border-t border-ink-100 pt-4">
      <h3 className="font-bold text-ink-900">Monthly invoicing</h3>
      <p className="mt-1 text-sm text-ink-700">
        {onAccount
          ? `Invoiced monthly since ${formatDateTime(partner.on_account_since!)}.`
          : 'Pays each booking by card.'}
      </p>
      <div aria-live="polite">
        {done && (
          <Alert tone="success" className="mt-3">
            {done}
          </Alert>
        )}
      </div>
      {!confirming ? (
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => {
            setDone(undefined)
            setConfirming(true)
          }}
        >
          {onAccount ? 'Stop monthly invoicing' : 'Invoice monthly'}
        </Button>
      ) : (
        <div className="mt-3 rounded-control border border-ink-200 bg-ink-50 p-4">
          <h4 ref={heading} tabIndex={-1} className="font-bold text-ink-900 focus:outline-none">
            {onAccount ? 'Stop invoicing monthly?' : 'Invoice monthly?'}
          </h4>
          <p className="mt-1 text-sm text-ink-800">
            {onAccount
              ? partnerStatusMessages.onAccountWithdrawConfirm
              : partnerStatusMessages.onAccountApproveConfirm}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button loading={action.isPending} onClick={change}>
              {onAccount ? 'Yes, stop invoicing' : 'Yes, invoice monthly'}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep as it is
            </Button>
          </div>
        </div>
      )}
      {action.isError && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(action.error, 'Failed to change monthly invoicing')}
        </Alert>
      )}
    </div>
  )
}
