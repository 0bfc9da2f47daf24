import { LogOut } from 'lucide-react'
import { Outlet } from 'react-router'
import { PortalNav, PortalShell } from '@/components/portal-shell'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { usePartnerAuth } from '@/features/partner/auth/partner-auth-context'
import { PartnerStatusBanner } from '@/features/partner/components/partner-status-banner'
import { BrandLink } from './brand-link'

const partnerNavigation = [
  { label: 'Dashboard', to: paths.partner.dashboard, end: true },
  { label: 'Bookings', to: paths.partner.bookings, end: false },
  { label: 'Statements', to: paths.partner.statements, end: true },
  { label: 'Profile', to: paths.partner.profile, end: true },
  { label: 'Widget', to: paths.partner.widget, end: true },
  { label: 'Team', to: paths.partner.team, end: true, adminOnly: true },
  { label: 'API keys', to: paths.partner.apiKeys, end: true, adminOnly: true },
  { label: 'API guide', to: paths.partner.apiGuide, end: true, adminOnly: true },
  { label: 'Webhooks', to: paths.partner.webhooks, end: true, adminOnly: true },
]

/** The partner portal's frame (docs/product.md#partner-portal): its sections and Logout above every
 * screen. */
export function PartnerLayout() {
  const { logout, viewer } = usePartnerAuth()
  // Bookers see no admin-only sections (the API refuses them those calls too).
  const sections = partnerNavigation.filter(
    (section) => !section.adminOnly || viewer?.role === 'admin',
  )

  return (
    <PortalShell
      headerClassName="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-gutter"
      header={
        <>
          <div className="flex h-16 items-center">
            <BrandLink />
          </div>
          {/* On phones the sections drop to their own row, below the brand and Logout. */}
          <PortalNav
            label="Partner portal"
            sections={sections}
            listClassName="grid grid-cols-3 md:flex md:gap-1"
            linkClassName="px-3"
          />
          <Button variant="outline" size="sm" onClick={() => void logout()}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </Button>
        </>
      }
    >
      <PartnerStatusBanner />
      <Outlet />
    </PortalShell>
  )
}
