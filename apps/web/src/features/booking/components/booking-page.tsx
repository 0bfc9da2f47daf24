import { PageIntro } from '@/components/ui/page-intro'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { BookingWizard } from './booking-wizard'

export function BookingPage() {
  useDocumentTitle('Book a Ride')
  return (
    <>
      <PageIntro
        eyebrow="No account needed"
        title="Book Your Ride"
        className="[&>div]:py-8 sm:[&>div]:py-10"
      >
        <p>Four short steps from pickup point to confirmed driver.</p>
      </PageIntro>
      <div className="mx-auto max-w-5xl px-gutter py-8">
        <BookingWizard audience="traveller" />
      </div>
    </>
  )
}
