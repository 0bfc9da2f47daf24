import { ALL_BLOG_CATEGORIES, isBlogCategorySlug } from '@ridelane/domain'
import { useSearchParams } from 'react-router'
import { useAfterHydration } from '@/hooks/use-after-hydration'

/**
 * The blog list's search, category and page live in the URL query (?q=&category=&page=),
 * so a refresh, a shared link or the back button shows the same list.
 */
export function useBlogListParams() {
  const [urlParams, setParams] = useSearchParams()
  // The prerendered /blog is the unfiltered list; a query applies once the page is hydrated.
  // Compared as a string, so an unfiltered visit (equal to the build's '') renders only once.
  const params = new URLSearchParams(useAfterHydration(urlParams.toString(), ''))
  const query = params.get('q') ?? ''
  const requested = params.get('category')
  const category = isBlogCategorySlug(requested) ? requested : ALL_BLOG_CATEGORIES
  const page = Number.parseInt(params.get('page') ?? '1', 10) || 1

  function update(next: { q?: string; category?: string; page?: number }, replace = false) {
    const merged = { q: query, category, page, ...next }
    const search = new URLSearchParams()
    if (merged.q) search.set('q', merged.q)
    if (merged.category !== ALL_BLOG_CATEGORIES) search.set('category', merged.category)
    if (merged.page > 1) search.set('page', String(merged.page))
    setParams(search, { replace, preventScrollReset: true })
  }

  return {
    query,
    category,
    page,
    /** Typing replaces the history entry rather than adding one per keystroke. */
    setQuery: (q: string) => update({ q, page: 1 }, true),
    setCategory: (next: string) => update({ category: next, page: 1 }),
    setPage: (next: number) => update({ page: next }),
    clearFilters: () => update({ q: '', category: ALL_BLOG_CATEGORIES, page: 1 }),
  }
}
