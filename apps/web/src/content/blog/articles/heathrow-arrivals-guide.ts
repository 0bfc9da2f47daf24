import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const heathrowArrivalsGuide: BlogArticleSummary = {
  id: 'heathrow-arrivals-guide',
  slug: 'heathrow-arrivals-guide',
  title: 'Heathrow Arrivals Without the Stress',
  excerpt:
    'Terminals 2 to 5, eGates, and why a pre-booked car often beats the train into central London when you have luggage.',
  category: 'airport-guides',
  tags: ['London', 'Heathrow', 'Arrivals', 'UK'],
  publishedAt: '2025-06-18',
  readTime: 4,
  image: '/images/blog/heathrow-arrivals-guide.svg',
  featured: true,
  author: authors.tom,
}
