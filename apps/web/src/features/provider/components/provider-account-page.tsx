import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useProviderAuth } from '../auth/provider-auth-context'
import { AutomaticDispatchSection } from '../dispatch/automatic-dispatch-section'
import { TwoFactorPanel } from './two-factor-panel'

/**
 * /provider/account: who is signed in, for which provider, their two-step sign-in, and the
 * provider's automatic dispatch per area.
 */
export function ProviderAccountPage() {
  useDocumentTitle('Your account')
  const { account, signOut } = useProviderAuth()
  if (!account) return null
  const { user, provider } = account

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
        Your account
      </h1>
      <section
        aria-labelledby="account-heading"
        className="mt-6 rounded-card bg-white p-5 shadow-card sm:p-6"
      >
        <h2 id="account-heading" className="sr-only">
          Details
        </h2>
        <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm font-semibold text-ink-600">Name</dt>
          <dd className="-mt-3 text-ink-900 sm:mt-0">{user.name}</dd>
          <dt className="text-sm font-semibold text-ink-600">Email</dt>
          <dd className="-mt-3 break-all text-ink-900 sm:mt-0">{user.email}</dd>
          <dt className="text-sm font-semibold text-ink-600">Provider</dt>
          <dd className="-mt-3 text-ink-900 sm:mt-0">{provider.name}</dd>
        </dl>
      </section>
      <TwoFactorPanel enabled={user.two_factor_enabled} />
      <AutomaticDispatchSection />
      <Button
        variant="outline"
        size="lg"
        className="mt-6 w-full sm:w-auto"
        onClick={() => void signOut()}
      >
        Sign out
      </Button>
    </>
  )
}
