import { useLocation, useNavigate } from 'react-router'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { returnPathAfterSignIn } from '../auth/require-partner'
import { AuthCard } from './auth-card'
import { SignInForm } from './sign-in-form'

/** /partner/auth. Sign-up joins sign-in here behind a Sign In / Sign Up toggle (SPEC.md §2). */
export function PartnerAuthPage() {
  useDocumentTitle('Partner Sign In')
  const navigate = useNavigate()
  const location = useLocation()

  function goToReturnPath() {
    navigate(returnPathAfterSignIn(location.state), { replace: true })
  }

  return (
    <AuthCard
      title="Partner Sign In"
      intro="Sign in to book at partner rates and follow your bookings from the dashboard."
    >
      <SignInForm onSignedIn={goToReturnPath} />
    </AuthCard>
  )
}
