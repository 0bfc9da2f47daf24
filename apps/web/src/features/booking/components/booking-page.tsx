import { ComingNext, PageIntro } from '@/components/ui/page-intro'
import { useDocumentTitle } from '@/hooks/use-document-title'

const bookingSteps = [
  'Travel Details',
  'Choose Your Vehicle',
  'Booking Details',
  'Review & Payment',
]

export function BookingPage() {
  useDocumentTitle('Book a Ride')
  return (
    <>
      <PageIntro eyebrow="No account needed" title="Book Your Ride">
        <p>Four short steps from pickup point to confirmed driver.</p>
      </PageIntro>
      <ComingNext title="The booking wizard opens soon">
        <ol className="mt-2 grid gap-2 sm:grid-cols-4">
          {bookingSteps.map((step, index) => (
            <li key={step} className="rounded-control bg-ink-50 px-3 py-2 text-sm">
              <span className="font-semibold text-ink-900">Step {index + 1}</span>
              <span className="block">{step}</span>
            </li>
          ))}
        </ol>
      </ComingNext>
    </>
  )
}
