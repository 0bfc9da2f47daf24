import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const airportPickupTips: BlogArticleSummary = {
  id: 'airport-pickup-tips',
  slug: 'airport-pickup-tips',
  title: 'Airport Pickup Tips',
  excerpt:
    'Seven habits that get you from the aircraft door to the back seat quickly, whichever airport you land at.',
  category: 'travel-tips',
  tags: ['Airports', 'Arrivals', 'Meet & Greet', 'Flight tracking'],
  publishedAt: '2025-07-08',
  readTime: 4,
  image: '/images/blog/airport-pickup-tips.svg',
  featured: true,
  author: authors.tom,
}
