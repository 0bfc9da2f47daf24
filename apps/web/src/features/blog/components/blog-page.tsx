import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ArrowLeft } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button'
import { PageIntro } from '@/components/ui/page-intro'
import { paths } from '@/config/paths'
import { blogArticles } from '@/content/blog/articles'
import { blogCategories } from '@/content/blog/categories'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { BlogListView } from './blog-list-view'
import { NewsletterSignup } from './newsletter-signup'

export function BlogPage() {
  useDocumentTitle(t`Blog`)
  useMetaDescription(
    t`Airport arrival guides, city guides, business travel advice and Ridelane news, written by the people who run our rides.`,
  )
  return (
    <>
      <PageIntro eyebrow={t`Ridelane Journal`} title={t`Travel Notes & Guides`}>
        <ButtonLink to={paths.home} variant="ghost" size="sm" className="-ms-3">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Back to Home</Trans>
        </ButtonLink>
        <p className="mt-2">
          <Trans>
            Practical advice for getting from the arrivals hall to your hotel, planning a business
            trip on the ground, and finding your way around the cities we serve.
          </Trans>
        </p>
      </PageIntro>
      <BlogListView articles={blogArticles} categories={blogCategories} />
      <div className="mx-auto max-w-6xl px-gutter pb-section">
        <NewsletterSignup />
      </div>
    </>
  )
}
