import { Alert } from '@/components/ui/alert'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { useChangeOwnAccountMutation, useOwnAccountQuery } from '../api/ops-account'
import { OperatorPhoneForm } from './operator-phone-form'
import { OwnSessions } from './ops-sessions-page'

/**
 * /ops/account: the operator's mobile, where escalated rides are texted while they are on duty
 * (the switch in the console's header), and their live sessions.
 */
export function OpsAccountPage() {
  useDocumentTitle('Your account')
  const account = useOwnAccountQuery()
  const change = useChangeOwnAccountMutation()
  const operator = account.data?.operator

  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Your account</h1>
      <section
        aria-labelledby="phone-heading"
        className="mt-6 rounded-card bg-white p-6 shadow-card"
      >
        <h2 id="phone-heading" className="text-lg font-bold text-ink-900">
          Mobile for escalated rides
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          When automatic dispatch finds no provider for a ride, the admins on duty get a mail and a
          text with its link; with nobody on duty, every admin does. Switch yourself on or off duty
          at the top of any console page. You are{' '}
          {operator ? (operator.on_duty ? 'on duty' : 'off duty') : '…'} now.
        </p>
        {account.isError && (
          <Alert tone="danger" className="mt-4">
            {apiErrorMessage(account.error, 'Failed to load your account')}
          </Alert>
        )}
        {account.isPending && <p role="status">Loading...</p>}
        {operator && (
          <div className="mt-4">
            <OperatorPhoneForm
              phone={operator.phone}
              label="Mobile, with the country code"
              onSave={async (phone) => (await change.mutateAsync({ phone })).operator}
            />
          </div>
        )}
      </section>
      <OwnSessions />
    </>
  )
}
