import { ComingNext, PageIntro } from '@/components/ui/page-intro'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function FleetPage() {
  useDocumentTitle('Fleet')
  return (
    <>
      <PageIntro eyebrow="Our vehicles" title="The Ridelane Fleet">
        <p>
          From a three-seat sedan for a solo airport run to a full coach for a conference crowd,
          every vehicle is under five years old and driven by a licensed professional.
        </p>
      </PageIntro>
      <ComingNext title="Vehicle details are coming">
        <p>
          Each class — sedans, SUVs, minivans, minibuses and coaches — will get its own section with
          seats, luggage space and features.
        </p>
      </ComingNext>
    </>
  )
}
