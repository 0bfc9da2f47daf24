import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const electricBusinessSedans: BlogArticleSummary = {
  id: 'electric-business-sedans',
  slug: 'electric-business-sedans',
  title: 'Electric Business and First-Class Sedans Join the Fleet',
  excerpt:
    'Our business and first-class sedan classes now favour electric vehicles in the cities where providers run them. Here is what changes for you.',
  category: 'company-news',
  tags: ['Electric', 'Fleet', 'Sustainability', 'Business sedan'],
  publishedAt: '2025-09-23',
  readTime: 3,
  image: '/images/blog/electric-business-sedans.svg',
  featured: false,
  author: authors.tom,
}
