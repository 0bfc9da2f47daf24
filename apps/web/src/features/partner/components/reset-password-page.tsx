import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { AuthCard } from './auth-card'

/** /partner/reset-password and /reset-password; the emailed link carries ?token= (SPEC.md §2). */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password')
  const token = useSearchParams()[0].get('token')

  return (
    <AuthCard title="Set a New Password" intro="Choose a new password for your partner account.">
      {token ? (
        <p className="text-sm text-ink-600">The new-password form is being set up.</p>
      ) : (
        <Alert tone="danger">Invalid or missing token</Alert>
      )}
      <ButtonLink to={paths.partner.auth} variant="outline" className="mt-6 w-full">
        Go to Sign In
      </ButtonLink>
    </AuthCard>
  )
}
