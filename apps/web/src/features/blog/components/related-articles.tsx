import { Trans } from '@lingui/react/macro'
import type { BlogArticleSummary } from '@ridelane/domain'
import { useId } from 'react'
import { ArticleCard } from './article-card'

type RelatedArticlesProps = {
  articles: readonly BlogArticleSummary[]
  categoryName: (slug: string) => string
}

/** Up to three other articles of the same category. */
export function RelatedArticles({ articles, categoryName }: RelatedArticlesProps) {
  const headingId = useId()
  if (articles.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-2xl font-extrabold text-ink-900">
        <Trans>Related articles</Trans>
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id} className="flex">
            <ArticleCard
              article={article}
              categoryName={categoryName(article.category)}
              size="compact"
              className="w-full"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
