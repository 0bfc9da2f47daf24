import { useDocumentTitle } from '@/hooks/use-document-title'
import { PartnerPageIntro, PartnerPanel } from './partner-page-intro'

export function PartnerNewBookingPage() {
  useDocumentTitle('New Partner Booking')
  return (
    <>
      <PartnerPageIntro title="New Partner Booking">
        <p>Book a ride at your partner rate in the same four steps travellers use.</p>
      </PartnerPageIntro>
      <PartnerPanel>
        <h2 className="text-lg font-bold">Booking wizard</h2>
        <p className="mt-2 text-ink-600">
          Travel details, vehicle choice, passenger details and review will open here.
        </p>
      </PartnerPanel>
    </>
  )
}
