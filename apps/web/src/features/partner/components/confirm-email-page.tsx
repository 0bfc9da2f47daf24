import { partnerStatusMessages } from '@ridelane/domain'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { useConfirmEmailMutation } from '../api/confirm-email'
import { AuthCard } from './auth-card'

/** The token from `#token=…`: the fragment never reaches a server log or a Referer. */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? ''
}

/** /partner/confirm-email: opened from the sign-up mail (docs/decisions/019-partner-approval.md). */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirm Your Email')
  const token = tokenFromHash(useLocation().hash)
  const confirm = useConfirmEmailMutation()
  const sent = useRef(false)

  useEffect(() => {
    // Once only: the link works a single time, and a second call would report it as used.
    if (!token || sent.current) return
    sent.current = true
    confirm.mutate(token)
  }, [token, confirm])

  return (
    <AuthCard title="Confirm Your Email" intro="We check the link from your sign-up email.">
      {!token && <Alert tone="danger">{partnerStatusMessages.confirmLinkInvalid}</Alert>}
      {token && (confirm.isPending || confirm.isIdle) && (
        <p role="status" className="text-ink-700">
          Confirming your email...
        </p>
      )}
      {confirm.isSuccess && <Alert tone="success">{confirm.data.message}</Alert>}
      {confirm.isError && (
        <Alert tone="danger">
          {apiErrorMessage(confirm.error, partnerStatusMessages.confirmLinkInvalid)}
        </Alert>
      )}
      <ButtonLink to={paths.partner.dashboard} variant="outline" className="mt-6 w-full">
        Go to the partner portal
      </ButtonLink>
    </AuthCard>
  )
}
