import { useDocumentTitle } from '@/hooks/use-document-title'
import { PartnerPageIntro, PartnerPanel } from './partner-page-intro'

export function PartnerProfilePage() {
  useDocumentTitle('Business Profile')
  return (
    <>
      <PartnerPageIntro title="Business Profile">
        <p>The company details that appear on your bookings and invoices.</p>
      </PartnerPageIntro>
      <PartnerPanel>
        <h2 className="text-lg font-bold">Business details</h2>
        <p className="mt-2 text-ink-600">
          Business name, admin contact, address, tax ID and website will be editable here.
        </p>
      </PartnerPanel>
    </>
  )
}
