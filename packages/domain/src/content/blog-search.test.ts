import { describe, expect, it } from 'vitest'
import type { BlogArticle, BlogCategory } from './blog'
import {
  blogPage,
  featuredArticles,
  filterBlogArticles,
  matchesBlogSearch,
  relatedArticles,
  withArticleCounts,
} from './blog-search'

function article(id: number, change: Partial<BlogArticle> = {}): BlogArticle {
  return {
    id: String(id),
    title: `Article ${id}`,
    slug: `article-${id}`,
    excerpt: 'An excerpt',
    content: '<p>Body</p>',
    author: { name: 'Priya Shah', avatar: '/a.webp', bio: 'Writer' },
    category: 'travel-tips',
    tags: ['tips'],
    publishedAt: '2025-06-01',
    readTime: 5,
    image: '/i.webp',
    featured: false,
    ...change,
  }
}

describe('matchesBlogSearch', () => {
  const a = article(1, {
    title: 'Heathrow Terminal Guide',
    excerpt: 'Find your driver fast',
    tags: ['Airports', 'London'],
  })

  it.each([
    ['heathrow', true],
    ['TERMINAL', true],
    ['driver', true],
    ['london', true],
    ['airports', true],
    ['paris', false],
    ['', true],
    ['  ', true],
  ])('%j → %s', (query, matches) => {
    expect(matchesBlogSearch(a, query)).toBe(matches)
  })

  it('does not search the content', () => {
    expect(matchesBlogSearch(article(2, { content: 'secret word' }), 'secret')).toBe(false)
  })
})

describe('filterBlogArticles', () => {
  const articles = [
    article(1, { category: 'city-guides', title: 'Paris by night' }),
    article(2, { category: 'travel-tips', title: 'Packing light' }),
    article(3, { category: 'city-guides', title: 'Dubai in a day' }),
  ]

  it('filters by category and search together', () => {
    expect(
      filterBlogArticles(articles, { query: '', category: 'city-guides' }).map((a) => a.id),
    ).toEqual(['1', '3'])
    expect(
      filterBlogArticles(articles, { query: 'dubai', category: 'all' }).map((a) => a.id),
    ).toEqual(['3'])
    expect(filterBlogArticles(articles, { query: 'dubai', category: 'travel-tips' })).toEqual([])
  })
})

describe('blogPage', () => {
  const articles = Array.from({ length: 13 }, (_, i) => article(i + 1))

  it('pages 6 at a time and bounds the page', () => {
    expect(blogPage(articles, 1).items).toHaveLength(6)
    expect(blogPage(articles, 3).items.map((a) => a.id)).toEqual(['13'])
    expect(blogPage(articles, 4).page).toBe(3)
    expect(blogPage(articles, 0).page).toBe(1)
    expect(blogPage(articles, 1).pageCount).toBe(3)
  })
})

describe('featuredArticles / relatedArticles', () => {
  const articles = [1, 2, 3, 4, 5].map((id) =>
    article(id, { featured: true, category: id === 5 ? 'company-news' : 'city-guides' }),
  )

  it('takes up to 3 featured', () => {
    expect(featuredArticles(articles).map((a) => a.id)).toEqual(['1', '2', '3'])
    expect(featuredArticles([article(9)])).toEqual([])
  })

  it('takes up to 3 others of the same category', () => {
    expect(relatedArticles(articles[0]!, articles).map((a) => a.id)).toEqual(['2', '3', '4'])
    expect(relatedArticles(articles[4]!, articles)).toEqual([])
  })
})

describe('withArticleCounts', () => {
  it('counts the shipped articles per category', () => {
    const categories: BlogCategory[] = [
      { id: '1', name: 'City Guides', slug: 'city-guides', description: '', count: 20 },
      { id: '2', name: 'Company News', slug: 'company-news', description: '', count: 6 },
    ]
    const articles = [
      article(1, { category: 'city-guides' }),
      article(2, { category: 'city-guides' }),
    ]
    expect(withArticleCounts(categories, articles).map((c) => c.count)).toEqual([2, 0])
  })
})
