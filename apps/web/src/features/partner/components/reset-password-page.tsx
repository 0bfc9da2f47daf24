import { partnerMessages } from '@ridelane/domain'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { AuthCard } from './auth-card'
import { ResetPasswordFormView } from './reset-password-form'

/**
 * The token from `#token=…`, what the mail sends: a fragment never reaches a server log, a proxy
 * or a Referer. `?token=…` is still read, for links mailed before the change.
 */
function resetToken({ hash, search }: { hash: string; search: string }): string {
  const token = new URLSearchParams(hash.slice(1)).get('token')
  return (token ?? new URLSearchParams(search).get('token'))?.trim() ?? ''
}

/** /partner/reset-password and /reset-password (docs/product.md#partner-portal). */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password')
  const token = resetToken(useLocation())
  const [done, setDone] = useState(false)

  return (
    <AuthCard title="Set a New Password" intro="Choose a new password for your partner account.">
      {done ? (
        <Alert tone="success">{partnerMessages.passwordResetDone}</Alert>
      ) : token ? (
        <ResetPasswordFormView token={token} onReset={() => setDone(true)} />
      ) : (
        <Alert tone="danger">{partnerMessages.tokenMissing}</Alert>
      )}
      <ButtonLink
        to={paths.partner.auth}
        variant={done ? 'primary' : 'outline'}
        className="mt-6 w-full"
      >
        Go to Sign In
      </ButtonLink>
    </AuthCard>
  )
}
