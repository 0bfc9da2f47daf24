import { ComingNext, PageIntro } from '@/components/ui/page-intro'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function TermsPage() {
  useDocumentTitle('Terms of Service')
  return (
    <>
      <PageIntro eyebrow="Effective 1 July 2025" title="Terms of Service">
        <p>
          The agreement between you, Ridelane as booking facilitator, and the licensed transport
          providers who carry out your ride.
        </p>
      </PageIntro>
      <ComingNext title="The full terms are on their way">
        <p>General terms and the supplemental rider terms will be published here.</p>
      </ComingNext>
    </>
  )
}
