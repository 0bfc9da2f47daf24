import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const londonThreeDays: BlogArticleSummary = {
  id: 'london-three-days',
  slug: 'london-three-days',
  title: 'London in Three Days with a Private Driver',
  excerpt:
    'A relaxed three-day plan for London that mixes walking, the Tube and a chauffeured day out to Windsor, with honest advice on when the car helps.',
  category: 'city-guides',
  tags: ['London', 'UK', 'Itinerary', 'Day trips'],
  publishedAt: '2025-04-14',
  readTime: 4,
  image: '/images/blog/london-three-days.svg',
  featured: false,
  author: authors.tom,
}
