import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const firstClassOnTheGround: BlogArticleSummary = {
  id: 'first-class-on-the-ground',
  slug: 'first-class-on-the-ground',
  title: 'What First Class on the Ground Really Means',
  excerpt:
    'Leather seats are the least of it. The details that separate a chauffeured first-class ride from an ordinary transfer, and when they are worth paying for.',
  category: 'luxury-travel',
  tags: ['First class', 'Chauffeur', 'VIP', 'Electric'],
  publishedAt: '2025-06-03',
  readTime: 3,
  image: '/images/blog/first-class-on-the-ground.svg',
  featured: false,
  author: authors.layla,
}
