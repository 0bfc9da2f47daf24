import { isOneOf } from '../validation/one-of'
import type { BlogCategorySlug } from './blog-schemas'

// docs/product.md#public-pages.
export const BLOG_PAGE_SIZE = 6
export const BLOG_FEATURED_MAX = 3
export const BLOG_RELATED_MAX = 3
/** The category chip that shows every article. */
export const ALL_BLOG_CATEGORIES = 'all'

export const blogCategorySlugs = [
  'travel-tips',
  'luxury-travel',
  'airport-guides',
  'business-travel',
  'city-guides',
  'company-news',
] as const
/** True for the slug of one of the six categories (docs/product.md#content), e.g. from a URL. */
export function isBlogCategorySlug(value: unknown): value is BlogCategorySlug {
  return isOneOf(blogCategorySlugs, value)
}

// The schemas live apart (blog-schemas.ts) so a page that only lists articles does not load zod.
export type {
  BlogArticle,
  BlogArticleSummary,
  BlogAuthor,
  BlogCategory,
  BlogCategorySlug,
} from './blog-schemas'
