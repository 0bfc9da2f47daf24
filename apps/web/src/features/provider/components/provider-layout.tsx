import { LogOut } from 'lucide-react'
import { Outlet } from 'react-router'
import { BrandLink } from '@/app/layouts/brand-link'
import { PortalNav, PortalShell, type PortalSection } from '@/components/portal-shell'
import { Button } from '@/components/ui/button'
import { providerPaths } from '@/config/paths'
import { useProviderAuth } from '../auth/provider-auth-context'

/**
 * The portal's sections, in the order the navigation shows them. A new screen adds one entry
 * here and one route under the layout in app/routes.tsx.
 */
export const portalSections: PortalSection[] = [
  { label: 'Jobs', to: providerPaths.home, end: true },
  { label: 'Drivers', to: providerPaths.drivers, end: true },
  { label: 'Statement', to: providerPaths.statement, end: true },
  { label: 'Account', to: providerPaths.account, end: true },
]

/** The frame of every signed-in portal screen: the provider's name, the sections, Sign out. */
export function ProviderLayout({ sections = portalSections }: { sections?: PortalSection[] }) {
  const { account, signOut } = useProviderAuth()

  return (
    <PortalShell
      headerClassName="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-gutter py-2 md:py-0"
      header={
        <>
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
          <PortalNav
            label="Provider portal"
            sections={sections}
            className="overflow-x-auto"
            listClassName="flex md:gap-1"
            itemClassName="flex-1 md:flex-none"
            linkClassName="px-4 whitespace-nowrap"
          />
        </>
      }
    >
      <div className="mx-auto max-w-4xl px-gutter pt-6 sm:pt-8">
        <Outlet />
      </div>
    </PortalShell>
  )
}
