import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const newYorkByCar: BlogArticleSummary = {
  id: 'new-york-by-car',
  slug: 'new-york-by-car',
  title: 'New York by Car: When a Driver Beats the Subway',
  excerpt:
    'The subway is brilliant for many trips. Here is when a private car makes more sense in New York, and how to plan an hourly hire that actually saves time.',
  category: 'city-guides',
  tags: ['New York', 'USA', 'Hourly hire', 'City guide'],
  publishedAt: '2025-08-05',
  readTime: 3,
  image: '/images/blog/new-york-by-car.svg',
  featured: false,
  author: authors.daniel,
}
