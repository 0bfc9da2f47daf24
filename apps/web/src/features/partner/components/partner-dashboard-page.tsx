import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePartnerAuth } from '../auth/partner-auth-context'
import { PartnerPageIntro, PartnerPanel } from './partner-page-intro'

export function PartnerDashboardPage() {
  useDocumentTitle('Partner Dashboard')
  const { partner } = usePartnerAuth()

  return (
    <>
      <PartnerPageIntro
        title="Partner Dashboard"
        actions={
          <>
            {/* SPEC.md §2: the dashboard's New Booking starts from the landing page. */}
            <ButtonLink to={paths.home}>New Booking</ButtonLink>
            <ButtonLink to={paths.partner.bookings} variant="outline">
              View Bookings
            </ButtonLink>
          </>
        }
      >
        <p>{partner ? `Welcome back, ${partner.email}.` : 'Welcome back.'}</p>
      </PartnerPageIntro>
      <PartnerPanel>
        <h2 className="text-lg font-bold">Your numbers at a glance</h2>
        <p className="mt-2 text-ink-600">
          Total bookings, confirmed and pending rides, revenue and your most recent bookings will
          appear here.
        </p>
      </PartnerPanel>
    </>
  )
}
