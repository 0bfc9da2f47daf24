import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  ALL_BLOG_CATEGORIES,
  blogPage,
  featuredArticles,
  filterBlogArticles,
  withArticleCounts,
  type BlogArticleSummary,
  type BlogCategory,
} from '@ridelane/domain'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { useBlogListParams } from '../hooks/use-blog-list-params'
import { ArticleCard } from './article-card'
import { BlogPagination } from './blog-pagination'
import { BlogSearchBox } from './blog-search-box'
import { CategoryChips } from './category-chips'
import { FeaturedArticles } from './featured-articles'

type BlogListViewProps = {
  articles: readonly BlogArticleSummary[]
  categories: readonly BlogCategory[]
}

/** Search, featured, category chips, the paged grid and its empty state
 * (docs/product.md#public-pages). */
export function BlogListView({ articles, categories }: BlogListViewProps) {
  const { query, category, page, setQuery, setCategory, setPage, clearFilters } =
    useBlogListParams()
  const gridHeadingId = useId()
  const counted = withArticleCounts(categories, articles)
  const categoryName = (slug: string) => counted.find((entry) => entry.slug === slug)?.name
  const matching = filterBlogArticles(articles, { query, category })
  const shown = blogPage(matching, page)
  const unfiltered = query.trim() === '' && category === ALL_BLOG_CATEGORIES
  const matchingCount = matching.length

  function goToPage(next: number) {
    setPage(next)
    document.getElementById(gridHeadingId)?.scrollIntoView({ block: 'start' })
  }

  return (
    <div className="mx-auto max-w-6xl px-gutter py-12">
      <BlogSearchBox value={query} onChange={setQuery} />
      <div className="mt-6">
        <CategoryChips
          categories={counted}
          totalCount={articles.length}
          selected={category}
          onSelect={setCategory}
        />
      </div>
      <div className="mt-10">
        {unfiltered && shown.page === 1 && (
          <FeaturedArticles articles={featuredArticles(articles)} categoryName={categoryName} />
        )}
        <h2 id={gridHeadingId} className="scroll-mt-24 text-xl font-extrabold text-ink-900">
          {unfiltered
            ? t`Latest articles`
            : plural(matchingCount, {
                one: '# matching articles',
                other: '# matching articles',
              })}
        </h2>
        {matching.length === 0 ? (
          <div className="mt-6 rounded-card border border-dashed border-ink-200 p-10 text-center">
            <p className="text-lg text-ink-700">
              <Trans>No articles found matching your criteria.</Trans>
            </p>
            <Button variant="outline" className="mt-5" onClick={clearFilters}>
              <Trans>Clear Filters</Trans>
            </Button>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.items.map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard
                  article={article}
                  categoryName={categoryName(article.category)}
                  className="w-full"
                />
              </li>
            ))}
          </ul>
        )}
        <BlogPagination page={shown.page} pageCount={shown.pageCount} onPage={goToPage} />
      </div>
    </div>
  )
}
