import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const parisBeyondTheMetro: BlogArticleSummary = {
  id: 'paris-beyond-the-metro',
  slug: 'paris-beyond-the-metro',
  title: 'Paris Beyond the Métro: Airports, Stations and Day Trips',
  excerpt:
    'Charles de Gaulle or Orly, six main railway stations and Versailles on the doorstep: how to plan the car journeys of a Paris trip.',
  category: 'city-guides',
  tags: ['Paris', 'France', 'CDG', 'Day trips'],
  publishedAt: '2025-03-19',
  readTime: 3,
  image: '/images/blog/paris-beyond-the-metro.svg',
  featured: false,
  author: authors.layla,
}
