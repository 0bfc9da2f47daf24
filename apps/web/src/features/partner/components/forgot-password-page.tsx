import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { AuthCard } from './auth-card'

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password')
  return (
    <AuthCard
      title="Forgot Your Password?"
      intro="Enter the email on your partner account and we will send you a link to choose a new password."
    >
      <p className="text-sm text-ink-600">The reset request form is being set up.</p>
      <ButtonLink to={paths.partner.auth} variant="outline" className="mt-6 w-full">
        Back to Sign In
      </ButtonLink>
    </AuthCard>
  )
}
