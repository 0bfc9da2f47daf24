import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const jfkArrivalsGuide: BlogArticleSummary = {
  id: 'jfk-arrivals-guide',
  slug: 'jfk-arrivals-guide',
  title: 'JFK Arrivals: Meeting Your Driver at New York’s Busiest Airport',
  excerpt:
    'How long immigration usually takes at JFK, where pre-booked cars meet passengers, and the timing that avoids paying for a driver to circle the terminals.',
  category: 'airport-guides',
  tags: ['New York', 'JFK', 'Arrivals', 'USA'],
  publishedAt: '2025-07-22',
  readTime: 4,
  image: '/images/blog/jfk-arrivals-guide.svg',
  featured: true,
  author: authors.daniel,
}
