import { ComingNext, PageIntro } from '@/components/ui/page-intro'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function BlogPage() {
  useDocumentTitle('Blog')
  return (
    <>
      <PageIntro eyebrow="Ridelane Journal" title="Travel Notes & Guides">
        <p>
          Practical advice for getting from the arrivals hall to your hotel, planning a business
          trip on the ground, and finding your way around the cities we serve.
        </p>
      </PageIntro>
      <ComingNext title="Articles are on their way">
        <p>
          Featured stories, category filters, search and the full article list will appear here
          shortly.
        </p>
      </ComingNext>
    </>
  )
}
