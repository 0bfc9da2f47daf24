import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorDefaults } from '@/lib/api-client'
import { usePartnerDashboardQuery } from '../api/get-partner-dashboard'
import { AffiliateCard } from './affiliate-card'
import { CreditCard } from './credit-card'
import { DashboardProfileCard } from './dashboard-profile-card'
import { DashboardStats } from './dashboard-stats'
import { LoadErrorPanel, LoadingPanel } from './load-state'
import { PartnerPageIntro } from './partner-page-intro'
import { RecentBookings } from './recent-bookings'

export function PartnerDashboardPage() {
  useDocumentTitle('Partner Dashboard')
  const dashboard = usePartnerDashboardQuery()

  return (
    <>
      <PartnerPageIntro
        title="Partner Dashboard"
        actions={
          <>
            {/* The partner's own wizard, with the discount and the guest's details
                (docs/product.md#partner-portal), not the public landing page. */}
            <ButtonLink to={paths.partner.newBooking}>New Booking</ButtonLink>
            <ButtonLink to={paths.partner.bookings} variant="outline">
              View Bookings
            </ButtonLink>
          </>
        }
      >
        <p>Your business details, booking numbers and latest rides in one place.</p>
      </PartnerPageIntro>
      {dashboard.isPending ? (
        <LoadingPanel label="Loading dashboard..." />
      ) : dashboard.isError ? (
        <LoadErrorPanel error={dashboard.error} fallback={apiErrorDefaults.loadDashboard} />
      ) : (
        <div className="mx-auto grid max-w-6xl gap-6 px-gutter py-8">
          <DashboardProfileCard profile={dashboard.data.profile} />
          <DashboardStats stats={dashboard.data.stats} />
          {dashboard.data.credit && <CreditCard credit={dashboard.data.credit} />}
          <AffiliateCard />
          <RecentBookings bookings={dashboard.data.recent_bookings} />
        </div>
      )}
    </>
  )
}
