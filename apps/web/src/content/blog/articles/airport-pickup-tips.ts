import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const airportPickupTips: BlogArticle = {
  id: 'airport-pickup-tips',
  slug: 'airport-pickup-tips',
  title: 'Airport Pickup Tips',
  excerpt:
    'Seven habits that get you from the aircraft door to the back seat quickly, whichever airport you land at.',
  category: 'travel-tips',
  tags: ['Airports', 'Arrivals', 'Meet & Greet', 'Flight tracking'],
  publishedAt: '2025-07-08',
  readTime: 5,
  image: '/images/blog/airport-pickup-tips.svg',
  featured: true,
  author: authors.tom,
  content: `
<p>Most airport pickups go wrong in the same few ways: a flight number typed with a mistake, a phone left in flight mode, or a traveller and a driver waiting at two different doors. None of these need happen. Here is what we ask every traveller to do.</p>
<h2>1. Add your flight number when you book</h2>
<p>The flight number is optional in our booking form, but it is the single most useful thing you can give us. With it, your driver follows the flight rather than the clock. If you land early, they are already on their way; if you land late, your pickup time moves with the flight, by up to three hours, at no charge.</p>
<h2>2. Choose a realistic pickup time</h2>
<p>Immigration, baggage reclaim and customs take time. As a starting point, set your pickup about one hour after an international landing and 30 minutes after a domestic one. You also have 60 minutes of free waiting counted from the moment your flight arrives, so a slow passport queue will not cost you anything.</p>
<h2>3. Keep your phone on and reachable</h2>
<p>Switch off flight mode as soon as you are allowed to. Your driver's name, number and meeting point are sent to your email and WhatsApp before the ride, and the driver will try to reach you if they cannot see you.</p>
<h2>4. Know the meeting point before you land</h2>
<p>With Meet &amp; Greet, the driver waits inside the arrivals hall with a name board. Without it, the meeting point is normally the designated pickup area for pre-booked cars. Read the confirmation message on the plane, not on the kerb.</p>
<h2>5. Tell us about extra luggage</h2>
<p>The standard allowance is one 24-inch suitcase per passenger. Golf bags, skis, pushchairs and a second large case each need space, so enter the real count in the luggage field. If the bags will not fit the class you chose, we would rather tell you before you fly.</p>
<h2>6. Book child seats in advance</h2>
<p>Drivers can only bring a child seat that was requested. Where a service area offers seats, you can add them in step three of the booking.</p>
<h2>7. Save the support address</h2>
<p>If something is not right, write to our support team with your booking code. A human reads every message, around the clock.</p>
`,
}
