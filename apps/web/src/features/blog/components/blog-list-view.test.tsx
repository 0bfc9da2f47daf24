import type { BlogArticleSummary, BlogCategory } from '@ridelane/domain'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { BlogListView } from './blog-list-view'

const categories: BlogCategory[] = [
  { id: '1', name: 'City Guides', slug: 'city-guides', description: '', count: 99 },
  { id: '2', name: 'Company News', slug: 'company-news', description: '', count: 99 },
  { id: '3', name: 'Travel Tips', slug: 'travel-tips', description: '', count: 99 },
]

function article(n: number, change: Partial<BlogArticleSummary> = {}): BlogArticleSummary {
  return {
    id: String(n),
    slug: `article-${n}`,
    title: `Ordinary article ${n}`,
    excerpt: 'Plain words',
    author: { name: 'Meera Iyer', avatar: '', bio: '' },
    category: 'city-guides',
    tags: ['general'],
    publishedAt: '2025-06-01',
    readTime: 3,
    image: '/x.svg',
    featured: false,
    ...change,
  }
}

const articles = [
  ...Array.from({ length: 12 }, (_, i) => article(i + 1)),
  article(13, { title: 'Heathrow arrivals', category: 'travel-tips' }),
  article(14, { excerpt: 'All about the Louvre', category: 'travel-tips' }),
  article(15, { tags: ['Singapore'], category: 'company-news' }),
]

function LocationProbe() {
  const { search } = useLocation()
  return <output aria-label="query string">{search}</output>
}

function renderList(url = '/blog') {
  const router = createMemoryRouter(
    [
      {
        path: '/blog',
        element: (
          <>
            <BlogListView articles={articles} categories={categories} />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const articleTitles = () =>
  within(screen.getAllByRole('list')[1]!)
    .getAllByRole('heading')
    .map((heading) => heading.textContent)

describe('BlogListView', () => {
  // jsdom has no layout, so scrolling to the grid after a page change is a no-op here.
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn()
  })

  it.each([
    ['HEATHROW', 'Heathrow arrivals'],
    ['louvre', 'Ordinary article 14'],
    ['singapore', 'Ordinary article 15'],
  ])('searches %j across title, excerpt and tags', async (query, title) => {
    renderList()
    await userEvent.type(screen.getByPlaceholderText('Search articles...'), query)
    expect(articleTitles()).toEqual([title])
    expect(screen.getByLabelText('query string')).toHaveTextContent(`?q=${query}`)
  })

  it('counts articles per category from the articles themselves', () => {
    renderList()
    const chips = screen.getByRole('list', { name: 'Categories' })
    expect(within(chips).getByRole('button', { name: 'All Articles 15' })).toBeInTheDocument()
    expect(within(chips).getByRole('button', { name: 'City Guides 12' })).toBeInTheDocument()
    expect(within(chips).getByRole('button', { name: 'Travel Tips 2' })).toBeInTheDocument()
    expect(within(chips).getByRole('button', { name: 'Company News 1' })).toBeInTheDocument()
  })

  it('filters by category and keeps it in the URL', async () => {
    renderList()
    await userEvent.click(screen.getByRole('button', { name: 'Travel Tips 2' }))
    expect(screen.getByRole('button', { name: 'Travel Tips 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(articleTitles()).toEqual(['Heathrow arrivals', 'Ordinary article 14'])
    expect(screen.getByLabelText('query string')).toHaveTextContent('?category=travel-tips')
  })

  it('pages six at a time and keeps the page in bounds', async () => {
    renderList()
    const pages = screen.getByRole('navigation', { name: 'Article pages' })
    expect(articleTitles()).toHaveLength(6)
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }))
    expect(articleTitles()).toHaveLength(3)
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled()
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }))
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('bounds a page number from the URL', () => {
    renderList('/blog?page=99')
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    expect(articleTitles()).toHaveLength(3)
  })

  it('shows the empty state and Clear Filters brings everything back', async () => {
    renderList('/blog?category=company-news')
    await userEvent.type(screen.getByPlaceholderText('Search articles...'), 'zeppelin')
    expect(screen.getByText('No articles found matching your criteria.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'All Articles 15' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(articleTitles()).toHaveLength(6)
    expect(screen.getByLabelText('query string')).toHaveTextContent(/^$/)
  })
})
