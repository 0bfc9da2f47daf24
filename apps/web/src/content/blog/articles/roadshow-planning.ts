import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const roadshowPlanning: BlogArticleSummary = {
  id: 'roadshow-planning',
  slug: 'roadshow-planning',
  title: 'Planning a Roadshow Day: Six Meetings, One Driver',
  excerpt:
    'Investor roadshows and sales days live or die on timing. How to plan an hourly hire that keeps a packed schedule on track.',
  category: 'business-travel',
  tags: ['Corporate', 'Hourly hire', 'Meetings', 'Planning'],
  publishedAt: '2025-05-06',
  readTime: 3,
  image: '/images/blog/roadshow-planning.svg',
  featured: false,
  author: authors.daniel,
}
