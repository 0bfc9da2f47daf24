import { LogOut } from 'lucide-react'
import { NavLink, Outlet } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { usePartnerAuth } from '@/features/partner/auth/partner-auth-context'
import { PartnerStatusBanner } from '@/features/partner/components/partner-status-banner'
import { cn } from '@/lib/cn'
import { BrandLink } from './brand-link'
import { SkipLink } from './skip-link'

const partnerNavigation = [
  { label: 'Dashboard', to: paths.partner.dashboard, end: true },
  { label: 'Bookings', to: paths.partner.bookings, end: false },
  { label: 'Profile', to: paths.partner.profile, end: true },
]

/** The partner portal's frame (docs/product.md#partner-portal): its sections and Logout above every
 * screen. */
export function PartnerLayout() {
  const { logout } = usePartnerAuth()

  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <SkipLink />
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-gutter">
          <div className="flex h-16 items-center">
            <BrandLink />
          </div>
          {/* On phones the sections drop to their own row, below the brand and Logout. */}
          <nav
            aria-label="Partner portal"
            className="order-last -mx-gutter w-[calc(100%+2*var(--spacing-gutter))] border-t border-ink-100 md:order-none md:mx-0 md:w-auto md:flex-1 md:border-0"
          >
            <ul className="grid grid-cols-3 md:flex md:gap-1">
              {partnerNavigation.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      cn(
                        'flex h-12 items-center justify-center border-b-2 px-3 text-sm font-semibold md:h-16',
                        isActive
                          ? 'border-accent-400 text-ink-900'
                          : 'border-transparent text-ink-600 hover:text-ink-900',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Button variant="outline" size="sm" onClick={() => void logout()}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 pb-12 focus:outline-none">
        <PartnerStatusBanner />
        <Outlet />
      </main>
    </div>
  )
}
