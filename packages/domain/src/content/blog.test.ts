import { describe, expect, it } from 'vitest'
import {
  BLOG_FEATURED_MAX,
  BLOG_PAGE_SIZE,
  BLOG_RELATED_MAX,
  isBlogCategorySlug,
  type BlogArticle,
} from './blog'
import { blogArticleSchema, blogCategorySchema } from './blog-schemas'

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

describe('blog constants (docs/product.md#content)', () => {
  it('are 6 per page, 3 featured, 3 related', () => {
    expect([BLOG_PAGE_SIZE, BLOG_FEATURED_MAX, BLOG_RELATED_MAX]).toEqual([6, 3, 3])
  })
})

describe('blog schemas', () => {
  it('accept an article and refuse unknown categories', () => {
    expect(blogArticleSchema.safeParse(article(1)).success).toBe(true)
    expect(blogArticleSchema.safeParse({ ...article(1), category: 'gossip' }).success).toBe(false)
    expect(blogArticleSchema.safeParse({ ...article(1), slug: 'Not A Slug' }).success).toBe(false)
    expect(
      blogCategorySchema.safeParse({
        id: '1',
        name: 'Travel Tips',
        slug: 'travel-tips',
        description: '',
        count: 12,
      }).success,
    ).toBe(true)
  })
})

describe('isBlogCategorySlug', () => {
  it('knows the six categories and nothing else', () => {
    expect(isBlogCategorySlug('city-guides')).toBe(true)
    expect(isBlogCategorySlug('company-news')).toBe(true)
    expect(isBlogCategorySlug('all')).toBe(false)
    expect(isBlogCategorySlug('City-Guides')).toBe(false)
    expect(isBlogCategorySlug(null)).toBe(false)
  })
})
