import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const weddingGuestTransport: BlogArticleSummary = {
  id: 'wedding-guest-transport',
  slug: 'wedding-guest-transport',
  title: 'Moving Wedding Guests Without the Chaos',
  excerpt:
    'From the couple’s car to shuttles for two hundred guests: how to plan wedding transport, which vehicles to book, and when to book them.',
  category: 'luxury-travel',
  tags: ['Weddings', 'Events', 'Coach', 'Group travel'],
  publishedAt: '2025-01-28',
  readTime: 3,
  image: '/images/blog/wedding-guest-transport.svg',
  featured: false,
  author: authors.meera,
}
