import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const dubaiAirportArrivals: BlogArticleSummary = {
  id: 'dubai-airport-arrivals',
  slug: 'dubai-airport-arrivals',
  title: 'Landing at Dubai International: From Gate to Car',
  excerpt:
    'Long walks, fast passport control and summer heat: what to expect after landing at DXB and how to make the pickup effortless.',
  category: 'airport-guides',
  tags: ['Dubai', 'DXB', 'Arrivals', 'UAE'],
  publishedAt: '2025-05-27',
  readTime: 3,
  image: '/images/blog/dubai-airport-arrivals.svg',
  featured: false,
  author: authors.layla,
}
