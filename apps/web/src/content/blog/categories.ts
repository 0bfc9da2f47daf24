import type { BlogCategory } from '@ridelane/domain'

/**
 * The six categories of docs/product.md#content; `count` is filled in from the articles that ship.
 */
export const blogCategories: BlogCategory[] = [
  {
    id: '1',
    name: 'Travel Tips',
    slug: 'travel-tips',
    description: 'Small habits that make every ride smoother.',
    count: 0,
  },
  {
    id: '2',
    name: 'Luxury Travel',
    slug: 'luxury-travel',
    description: 'Chauffeured travel for the occasions that matter.',
    count: 0,
  },
  {
    id: '3',
    name: 'Airport Guides',
    slug: 'airport-guides',
    description: 'From the gate to your car at the airports we serve.',
    count: 0,
  },
  {
    id: '4',
    name: 'Business Travel',
    slug: 'business-travel',
    description: 'Ground transport for teams, roadshows and travel managers.',
    count: 0,
  },
  {
    id: '5',
    name: 'City Guides',
    slug: 'city-guides',
    description: 'Getting around the cities in our service areas.',
    count: 0,
  },
  {
    id: '6',
    name: 'Company News',
    slug: 'company-news',
    description: 'What is new at Ridelane.',
    count: 0,
  },
]
