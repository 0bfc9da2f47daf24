import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const indiaCityTransfers: BlogArticleSummary = {
  id: 'india-city-transfers',
  slug: 'india-city-transfers',
  title: 'Delhi, Mumbai and Indore: Getting Around by Car',
  excerpt:
    'Three very different Indian cities, three different rhythms of traffic. Practical advice for airport transfers, day hire and multi-day trips.',
  category: 'city-guides',
  tags: ['India', 'Delhi', 'Mumbai', 'Indore', 'Multi-day hire'],
  publishedAt: '2025-02-24',
  readTime: 3,
  image: '/images/blog/india-city-transfers.svg',
  featured: false,
  author: authors.meera,
}
