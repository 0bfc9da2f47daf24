import { LogOut } from 'lucide-react'
import { NavLink, Outlet } from 'react-router'
import { BrandLink } from '@/app/layouts/brand-link'
import { SkipLink } from '@/app/layouts/skip-link'
import { Button } from '@/components/ui/button'
import { providerPaths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { useProviderAuth } from '../auth/provider-auth-context'

export type PortalSection = { label: string; to: string; end: boolean }

/**
 * The portal's sections, in the order the navigation shows them. A new screen adds one entry
 * here and one route under the layout in app/routes.tsx.
 */
export const portalSections: PortalSection[] = [
  { label: 'Jobs', to: providerPaths.home, end: true },
  { label: 'Statement', to: providerPaths.statement, end: true },
  { label: 'Account', to: providerPaths.account, end: true },
]

/** The frame of every signed-in portal screen: the provider's name, the sections, Sign out. */
export function ProviderLayout({ sections = portalSections }: { sections?: PortalSection[] }) {
  const { account, signOut } = useProviderAuth()

  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <SkipLink />
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-gutter py-2 md:py-0">
          <div className="flex h-12 min-w-0 items-center gap-3 md:h-16">
            <BrandLink />
            <span className="truncate text-sm font-semibold text-ink-600">
              {account?.provider.name}
            </span>
          </div>
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </Button>
          <nav
            aria-label="Provider portal"
            className="order-last -mx-gutter w-[calc(100%+2*var(--spacing-gutter))] overflow-x-auto border-t border-ink-100 md:order-none md:mx-0 md:w-auto md:flex-1 md:border-0"
          >
            <ul className="flex md:gap-1">
              {sections.map((item) => (
                <li key={item.to} className="flex-1 md:flex-none">
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      cn(
                        'flex h-12 items-center justify-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap md:h-16',
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
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 pb-12 focus:outline-none">
        <div className="mx-auto max-w-4xl px-gutter pt-6 sm:pt-8">
          <Outlet />
        </div>
      </main>
    </div>
  )
}
