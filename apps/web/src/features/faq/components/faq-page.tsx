import { ButtonLink } from '@/components/ui/button'
import { ComingNext, PageIntro } from '@/components/ui/page-intro'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function FaqPage() {
  useDocumentTitle('FAQ')
  return (
    <>
      <PageIntro eyebrow="Help centre" title="Frequently Asked Questions">
        <p>
          Booking windows, waiting time at the airport, changes and refunds: the short answers to
          what travellers ask us most.
        </p>
      </PageIntro>
      <ComingNext title="Answers are being written up">
        <p>Every question will open on its own, so you can compare several answers at once.</p>
        <ButtonLink to={paths.booking} className="mt-4">
          Book a Ride
        </ButtonLink>
      </ComingNext>
    </>
  )
}
