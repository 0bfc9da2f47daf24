import { ArrowLeft } from 'lucide-react'
import { useParams } from 'react-router'
import { ButtonLink } from '@/components/ui/button'
import { ComingNext, PageIntro } from '@/components/ui/page-intro'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'

function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

export function BlogArticlePage() {
  const { slug = '' } = useParams()
  const title = titleFromSlug(slug) || 'Article'
  useDocumentTitle(title)
  return (
    <>
      <PageIntro eyebrow="Ridelane Journal" title={title}>
        <ButtonLink to={paths.blog} variant="ghost" size="sm" className="-ml-3">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Blog
        </ButtonLink>
      </PageIntro>
      <ComingNext title="This article is being prepared">
        <p>The full story, its author and related reading will be published here.</p>
      </ComingNext>
    </>
  )
}
