import { paginate } from '../pagination/pagination'
import {
  ALL_BLOG_CATEGORIES,
  BLOG_FEATURED_MAX,
  BLOG_PAGE_SIZE,
  BLOG_RELATED_MAX,
  type BlogArticleSummary,
  type BlogCategory,
} from './blog'

type Searchable = Pick<BlogArticleSummary, 'title' | 'excerpt' | 'tags'>

/** Case-insensitive over title, excerpt and tags; an empty query matches all
 * (docs/product.md#content). */
export function matchesBlogSearch(article: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  return [article.title, article.excerpt, ...article.tags].some((text) =>
    text.toLowerCase().includes(needle),
  )
}

export type BlogFilter = { query: string; category: string }
/** What Clear Filters returns to (docs/product.md#content). */
export function filterBlogArticles<T extends BlogArticleSummary>(
  articles: readonly T[],
  filter: BlogFilter,
): T[] {
  return articles.filter(
    (article) =>
      (filter.category === ALL_BLOG_CATEGORIES || article.category === filter.category) &&
      matchesBlogSearch(article, filter.query),
  )
}

/** One page of the article grid: 6 per page, page bounded between 1 and the page count. */
export function blogPage<T>(articles: readonly T[], page: number) {
  return paginate(articles, page, BLOG_PAGE_SIZE)
}

export function featuredArticles<T extends BlogArticleSummary>(articles: readonly T[]): T[] {
  return articles.filter((article) => article.featured).slice(0, BLOG_FEATURED_MAX)
}

/** Up to 3 other articles of the same category. */
export function relatedArticles<T extends BlogArticleSummary>(
  article: BlogArticleSummary,
  articles: readonly T[],
): T[] {
  return articles
    .filter((other) => other.category === article.category && other.id !== article.id)
    .slice(0, BLOG_RELATED_MAX)
}

/** Categories with `count` taken from the articles that ship. */
export function withArticleCounts(
  categories: readonly BlogCategory[],
  articles: readonly Pick<BlogArticleSummary, 'category'>[],
): BlogCategory[] {
  return categories.map((category) => ({
    ...category,
    count: articles.filter((article) => article.category === category.slug).length,
  }))
}
