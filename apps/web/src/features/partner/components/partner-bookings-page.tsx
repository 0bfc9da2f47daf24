import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { PartnerPageIntro, PartnerPanel } from './partner-page-intro'

export function PartnerBookingsPage() {
  useDocumentTitle('Your Bookings')
  return (
    <>
      <PartnerPageIntro
        title="Your Bookings"
        actions={<ButtonLink to={paths.partner.newBooking}>New Booking</ButtonLink>}
      >
        <p>Every ride booked under your partner account, newest first.</p>
      </PartnerPageIntro>
      <PartnerPanel>
        <h2 className="text-lg font-bold">Booking history</h2>
        <p className="mt-2 text-ink-600">
          Pickup, drop-off, fare and status of each booking will be listed here, ten to a page.
        </p>
      </PartnerPanel>
    </>
  )
}
