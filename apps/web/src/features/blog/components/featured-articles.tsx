import { Trans } from '@lingui/react/macro'
import type { BlogArticleSummary } from '@ridelane/domain'
import { useId } from 'react'
import { ArticleCard } from './article-card'

type FeaturedArticlesProps = {
  articles: readonly BlogArticleSummary[]
  categoryName: (slug: string) => string | undefined
}

/** Up to three featured articles: the first large, the next two small beside it. */
export function FeaturedArticles({ articles, categoryName }: FeaturedArticlesProps) {
  const headingId = useId()
  const [first, ...others] = articles
  if (!first) return null
  return (
    <section aria-labelledby={headingId} className="mb-12">
      <h2 id={headingId} className="text-xl font-extrabold text-ink-900">
        <Trans>Featured</Trans>
      </h2>
      <div className="mt-5 grid gap-6 lg:grid-cols-3">
        <ArticleCard
          article={first}
          categoryName={categoryName(first.category)}
          size="large"
          className="lg:col-span-2"
        />
        <div className="grid gap-6">
          {others.map((article) => (
            <ArticleCard
              key={article.id}
              article={article}
              categoryName={categoryName(article.category)}
              size="compact"
            />
          ))}
        </div>
      </div>
    </section>
  )
}
