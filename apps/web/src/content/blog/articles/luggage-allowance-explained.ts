import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const luggageAllowanceExplained: BlogArticleSummary = {
  id: 'luggage-allowance-explained',
  slug: 'luggage-allowance-explained',
  title: 'Will My Bags Fit? Luggage Allowances Explained',
  excerpt:
    'One 24-inch suitcase per passenger is the rule of thumb. How to count bags, what counts as oversized, and how to pick a vehicle that fits everything.',
  category: 'travel-tips',
  tags: ['Luggage', 'Vehicle choice', 'Families'],
  publishedAt: '2025-04-01',
  readTime: 4,
  image: '/images/blog/luggage-allowance-explained.svg',
  featured: false,
  author: authors.meera,
}
