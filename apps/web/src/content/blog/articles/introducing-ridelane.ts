import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const introducingRidelane: BlogArticleSummary = {
  id: 'introducing-ridelane',
  slug: 'introducing-ridelane',
  title: 'Introducing Ridelane: One Booking, Licensed Local Drivers',
  excerpt:
    'Why we built Ridelane, how we work with independent transport providers, and what travellers can expect from every ride.',
  category: 'company-news',
  tags: ['Ridelane', 'Announcement', 'Partners'],
  publishedAt: '2025-07-01',
  readTime: 3,
  image: '/images/blog/introducing-ridelane.svg',
  featured: false,
  author: authors.meera,
}
