import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const businessTravelPolicy: BlogArticle = {
  id: 'business-travel-policy',
  slug: 'business-travel-policy',
  title: 'Seven Rules for a Ground Transport Travel Policy',
  excerpt:
    'Flights and hotels get a policy; the ride from the airport often does not. Seven simple rules that keep employees safe and costs predictable.',
  category: 'business-travel',
  tags: ['Corporate', 'Travel policy', 'Invoices', 'Duty of care'],
  publishedAt: '2025-08-19',
  readTime: 6,
  image: '/images/blog/business-travel-policy.svg',
  featured: true,
  author: authors.daniel,
  content: `
<p>Ground transport is often the last part of a trip to get a written policy, and the first to cause expense-report arguments. These rules come from the travel managers we work with.</p>
<h2>1. Pre-book airport transfers</h2>
<p>A pre-booked car with a fixed fare removes the two worst moments of a business trip: haggling at a taxi rank after a night flight, and an unexpected surge price. It also means someone knows where your traveller is.</p>
<h2>2. Always include the flight number</h2>
<p>With a flight number the pickup follows the flight, delays of up to three hours are absorbed automatically, and there are 60 minutes of free waiting from arrival.</p>
<h2>3. Match the vehicle to the job, not the title</h2>
<p>A sedan is fine for one person with a carry-on. A business sedan is worth it on client days. For three or more colleagues, one minivan is usually cheaper than two cars and gets everyone to the meeting together.</p>
<h2>4. Book 24 hours ahead when you can</h2>
<p>Bookings are accepted up to 12 months ahead, and we recommend at least 24 hours' notice. It gives the widest choice of vehicles and lets you use the free change if plans move.</p>
<h2>5. Know the cancellation rules</h2>
<p>Cars with up to seven seats are refunded in full when cancelled at least 24 hours before pickup. Larger vehicles need longer notice: 48 hours for 8 to 14 seats and five days for 16 seats or more. Put this in the policy so no one is surprised.</p>
<h2>6. Collect invoices in one place</h2>
<p>A partner account keeps every booking in one list. Ask for invoices within 30 days of the ride.</p>
<h2>7. Name a contact for disruptions</h2>
<p>Travellers should know whom to call when a flight is cancelled. Our support team answers around the clock; your own travel desk should know the booking codes.</p>
`,
}
