import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const travellingWithChildren: BlogArticleSummary = {
  id: 'travelling-with-children',
  slug: 'travelling-with-children',
  title: 'Airport Transfers with Children: Car Seats and Calm Arrivals',
  excerpt:
    'Child seats, meet & greet and a vehicle with room to spare: how to make the ride after a long family flight the easy part of the trip.',
  category: 'travel-tips',
  tags: ['Families', 'Child seats', 'Meet & Greet', 'Arrivals'],
  publishedAt: '2025-03-04',
  readTime: 3,
  image: '/images/blog/travelling-with-children.svg',
  featured: false,
  author: authors.layla,
}
