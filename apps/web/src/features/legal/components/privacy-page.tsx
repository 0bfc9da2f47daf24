import { ComingNext, PageIntro } from '@/components/ui/page-intro'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy')
  return (
    <>
      <PageIntro eyebrow="Effective 1 July 2025" title="Privacy Policy">
        <p>
          How Ridelane collects, uses and protects the details you share when you book a ride or run
          a partner account.
        </p>
      </PageIntro>
      <ComingNext title="The full policy is on its way">
        <p>Each section of the policy will be listed here with a table of contents.</p>
      </ComingNext>
    </>
  )
}
