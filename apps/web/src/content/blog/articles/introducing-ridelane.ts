import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const introducingRidelane: BlogArticle = {
  id: 'introducing-ridelane',
  slug: 'introducing-ridelane',
  title: 'Introducing Ridelane: One Booking, Licensed Local Drivers',
  excerpt:
    'Why we built Ridelane, how we work with independent transport providers, and what travellers can expect from every ride.',
  category: 'company-news',
  tags: ['Ridelane', 'Announcement', 'Partners'],
  publishedAt: '2025-07-01',
  readTime: 4,
  image: '/images/blog/introducing-ridelane.svg',
  featured: false,
  author: authors.meera,
  content: `
<p>Ridelane started with a simple frustration: booking a reliable car from an airport you do not know is harder than booking the flight that gets you there. Today we are opening Ridelane to travellers and business partners.</p>
<h2>How Ridelane works</h2>
<p>We are a booking platform. The rides themselves are run by independent, licensed transport providers in each city. We check that they are licensed, set clear service standards, collect your payment as their limited agent and stand between you and the provider if anything goes wrong.</p>
<h2>What you get</h2>
<ul>
<li>A fixed fare shown before you pay, including tolls, airport fees, standard waiting, the driver, fuel and the vehicle.</li>
<li>Thirteen vehicle classes, from a three-seat sedan to a 55-seat coach, all under five years old.</li>
<li>Flight tracking, free waiting at airports and support around the clock.</li>
<li>No account needed to book.</li>
</ul>
<h2>For business partners</h2>
<p>Travel agencies, corporates, online travel agencies and affiliates can open a partner account for discounted pricing, a booking dashboard and invoices in one place.</p>
<h2>Where we are</h2>
<p>We cover more than 100 countries and over 1,000 airports, and we are adding providers every week. Our operations team is based in Indore, India.</p>
`,
}
