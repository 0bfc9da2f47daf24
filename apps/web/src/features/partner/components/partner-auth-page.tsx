import { useState } from 'react'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePartnerAuth } from '../auth/partner-auth-context'
import { returnPathAfterSignIn } from '../auth/require-partner'
import { AuthCard } from './auth-card'
import { authPanelId, authTabId, AuthModeTabs, type AuthMode } from './auth-mode-tabs'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

const screens = {
  signin: {
    title: 'Partner Sign In',
    intro: 'Sign in to book at partner rates and follow your bookings from the dashboard.',
  },
  signup: {
    title: 'Become a Ridelane Partner',
    intro: 'Open a business account in a minute; add your company details once you are in.',
  },
} as const

/** /partner/auth: sign in or sign up behind one toggle (docs/product.md#partner-portal). */
export function PartnerAuthPage() {
  // ?mode=signup (the footer's partner links) opens on the Sign Up tab.
  const [searchParams] = useSearchParams()
  const [mode, setMode] = useState<AuthMode>(() =>
    searchParams.get('mode') === 'signup' ? 'signup' : 'signin',
  )
  const screen = screens[mode]
  useDocumentTitle(screen.title)
  const navigate = useNavigate()
  const location = useLocation()
  const { status } = usePartnerAuth()
  const returnPath = returnPathAfterSignIn(location.state)

  function goToReturnPath() {
    void navigate(returnPath, { replace: true })
  }

  // Already signed in (a footer link, a bookmark): nothing to do here.
  if (status === 'logged-in') return <Navigate to={returnPath} replace />

  return (
    <AuthCard title={screen.title} intro={screen.intro}>
      <AuthModeTabs mode={mode} onChange={setMode} />
      <div
        role="tabpanel"
        id={authPanelId(mode)}
        aria-labelledby={authTabId(mode)}
        className="mt-6"
      >
        {mode === 'signin' ? (
          <SignInForm key="signin" onSignedIn={goToReturnPath} />
        ) : (
          <SignUpForm key="signup" onSignedIn={goToReturnPath} />
        )}
      </div>
    </AuthCard>
  )
}
