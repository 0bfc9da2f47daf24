import { accountClosureMessages, RECORD_RETENTION_YEARS } from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PasswordField } from '@/components/ui/password-field'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import {
  accountCloseFailed,
  accountExportFailed,
  downloadPartnerAccount,
  useClosePartnerAccountMutation,
} from '../api/partner-account'
import { usePartnerAuth } from '../auth/partner-auth-context'

/**
 * An admin's own copy of the account, and closing it for good (decision 046). Closing asks for the
 * admin's password again; the API refuses it while rides are to come or money is owed, and says so.
 */
export function AccountDataSection() {
  const { logout } = usePartnerAuth()
  const [download, setDownload] = useState<'idle' | 'busy' | 'done' | Error>('idle')
  const [confirming, setConfirming] = useState(false)
  const [password, setPassword] = useState('')
  const close = useClosePartnerAccountMutation()
  const passwordError =
    close.error instanceof ApiError
      ? close.error.details.find((detail) => detail.path === 'password')?.message
      : undefined

  async function onDownload() {
    setDownload('busy')
    try {
      await downloadPartnerAccount()
      setDownload('done')
    } catch (error) {
      setDownload(error instanceof Error ? error : new Error(accountExportFailed))
    }
  }

  function onClose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    close.mutate(password, {
      // Every session of the account has ended: leave the portal as a sign-out does.
      onSuccess: () => void logout(),
    })
  }

  return (
    <section
      aria-labelledby="account-data-heading"
      className="mt-8 space-y-4 rounded-card bg-white p-6 shadow-card"
    >
      <h2 id="account-data-heading" className="text-lg font-bold text-ink-900">
        Your account’s data
      </h2>
      <p className="text-ink-700">
        Download everything we hold about this account: its details, team, sign-ins, API keys,
        webhooks and the bookings it made, as a JSON file.
      </p>
      <div>
        <Button variant="outline" loading={download === 'busy'} onClick={() => void onDownload()}>
          Download account data
        </Button>
      </div>
      {download === 'done' && <Alert tone="success">{accountClosureMessages.exported}</Alert>}
      {download instanceof Error && (
        <Alert tone="danger">{apiErrorMessage(download, accountExportFailed)}</Alert>
      )}

      <h3 className="pt-2 font-bold text-ink-900">Close the account</h3>
      <p className="text-ink-700">
        Closing is for good. Nobody can sign in any more, API keys and webhooks stop, and the
        logins, names and phone numbers of your team are erased at once. We keep your business
        details, bookings and invoices for {RECORD_RETENTION_YEARS} years, as the law asks of our
        accounts. An account with rides still to come or invoices to pay cannot close yet.
      </p>
      {!confirming ? (
        <div>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Close this account…
          </Button>
        </div>
      ) : (
        <form onSubmit={onClose} noValidate className="max-w-md space-y-4">
          <PasswordField
            label="Your password, to confirm"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError}
            required
          />
          {close.isError && !passwordError && (
            <Alert tone="danger">{apiErrorMessage(close.error, accountCloseFailed)}</Alert>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={close.isPending}>
              Close the account for good
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setConfirming(false)
                setPassword('')
                close.reset()
              }}
            >
              Keep the account
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
