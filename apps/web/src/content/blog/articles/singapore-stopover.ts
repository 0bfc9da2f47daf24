import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const singaporeStopover: BlogArticleSummary = {
  id: 'singapore-stopover',
  slug: 'singapore-stopover',
  title: 'A Singapore Stopover in Eight Hours',
  excerpt:
    'Changi makes long layovers tempting. With an eight-hour hourly hire you can see Marina Bay, Chinatown and the Botanic Gardens and still be back in good time.',
  category: 'city-guides',
  tags: ['Singapore', 'Changi', 'Layover', 'Hourly hire'],
  publishedAt: '2025-09-09',
  readTime: 3,
  image: '/images/blog/singapore-stopover.svg',
  featured: false,
  author: authors.layla,
}
