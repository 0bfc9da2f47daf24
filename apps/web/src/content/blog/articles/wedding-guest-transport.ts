import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const weddingGuestTransport: BlogArticle = {
  id: 'wedding-guest-transport',
  slug: 'wedding-guest-transport',
  title: 'Moving Wedding Guests Without the Chaos',
  excerpt:
    'From the couple’s car to shuttles for two hundred guests: how to plan wedding transport, which vehicles to book, and when to book them.',
  category: 'luxury-travel',
  tags: ['Weddings', 'Events', 'Coach', 'Group travel'],
  publishedAt: '2025-01-28',
  readTime: 6,
  image: '/images/blog/wedding-guest-transport.svg',
  featured: false,
  author: authors.meera,
  content: `
<p>Weddings in India often run over several days and several venues; weddings elsewhere may be a single day with a church, a reception and a hotel. Either way, transport is the thing guests notice only when it fails.</p>
<h2>Start with a guest map</h2>
<p>List where guests are staying, where each event happens, and what time each one starts. Most transport plans fall out of that table: a shuttle loop between two hotels and a venue, plus a few cars for family and older guests.</p>
<h2>Pick vehicles by group size</h2>
<ul>
<li>The couple: a first-class sedan or a decorated business sedan.</li>
<li>Close family: business minivans, so each family travels together.</li>
<li>Guests: minibuses for up to 16, coaches for up to 55.</li>
<li>The after-party: a party bus for 15 to 25 guests who want to keep celebrating between venues.</li>
</ul>
<h2>Book early and know the cancellation terms</h2>
<p>Large vehicles are limited in peak wedding season, so book as soon as dates are fixed; we accept bookings up to 12 months ahead. For vehicles of 16 seats or more, a full refund needs at least five days' notice, half the fare is refunded between five and three days, and nothing after that. Single-day charters have their own notice periods, so check them before you sign off the plan.</p>
<h2>On the day</h2>
<p>Give one person the booking codes and the drivers' numbers. Smoking is not allowed in any vehicle and carries a cleaning fee, so let smokers know the stops are planned.</p>
`,
}
