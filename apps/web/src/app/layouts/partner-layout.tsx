import { ArrowLeft, LogOut } from 'lucide-react'
import { Outlet, useLocation } from 'react-router'
import { Button, ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { usePartnerAuth } from '@/features/partner/auth/partner-auth-context'
import { BrandLink } from './brand-link'
import { SkipLink } from './skip-link'

/** The partner portal's frame (SPEC.md §2): Back to Dashboard and Logout above every screen. */
export function PartnerLayout() {
  const { logout } = usePartnerAuth()
  const onDashboard = useLocation().pathname === paths.partner.dashboard

  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <SkipLink />
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-gutter">
          <BrandLink />
          <nav aria-label="Partner" className="flex items-center gap-2">
            {!onDashboard && (
              <ButtonLink to={paths.partner.dashboard} variant="ghost" size="sm">
                <ArrowLeft className="size-4" aria-hidden="true" />
                Back to Dashboard
              </ButtonLink>
            )}
            <Button variant="outline" size="sm" onClick={() => void logout()}>
              <LogOut className="size-4" aria-hidden="true" />
              Logout
            </Button>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  )
}
