import { partnerMessages } from '@ridelane/domain'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { AuthCard } from './auth-card'
import { ResetPasswordFormView } from './reset-password-form'

/** /partner/reset-password and /reset-password; the emailed link carries ?token=
 * (docs/product.md#partner-portal). */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password')
  const token = useSearchParams()[0].get('token')?.trim() ?? ''
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
