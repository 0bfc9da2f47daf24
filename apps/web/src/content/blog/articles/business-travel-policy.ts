import type { BlogArticleSummary } from '@ridelane/domain'
import { authors } from '../authors'

export const businessTravelPolicy: BlogArticleSummary = {
  id: 'business-travel-policy',
  slug: 'business-travel-policy',
  title: 'Seven Rules for a Ground Transport Travel Policy',
  excerpt:
    'Flights and hotels get a policy; the ride from the airport often does not. Seven simple rules that keep employees safe and costs predictable.',
  category: 'business-travel',
  tags: ['Corporate', 'Travel policy', 'Invoices', 'Duty of care'],
  publishedAt: '2025-08-19',
  readTime: 4,
  image: '/images/blog/business-travel-policy.svg',
  featured: true,
  author: authors.daniel,
}
