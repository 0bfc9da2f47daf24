import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const londonThreeDays: BlogArticle = {
  id: 'london-three-days',
  slug: 'london-three-days',
  title: 'London in Three Days with a Private Driver',
  excerpt:
    'A relaxed three-day plan for London that mixes walking, the Tube and a chauffeured day out to Windsor, with honest advice on when the car helps.',
  category: 'city-guides',
  tags: ['London', 'UK', 'Itinerary', 'Day trips'],
  publishedAt: '2025-04-14',
  readTime: 7,
  image: '/images/blog/london-three-days.svg',
  featured: false,
  author: authors.tom,
  content: `
<p>Central London is compact, and much of it is best seen on foot. A private driver earns their keep at the edges of the trip: the airport transfer, a day out of town and the evening when everyone is too tired for the Underground.</p>
<h2>Day one: arrive and walk the river</h2>
<p>Book a transfer from Heathrow, Gatwick or St Pancras straight to your hotel. After checking in, walk the South Bank from Westminster Bridge to Tower Bridge. It is about an hour at a gentle pace, with the London Eye, Shakespeare's Globe and Borough Market along the way.</p>
<h2>Day two: Windsor and the countryside</h2>
<p>An eight-hour hire takes you to Windsor Castle in under an hour from the centre, with time for a riverside lunch and an afternoon in the Cotswolds or at Hampton Court Palace on the way back. This is the day when a car makes the most difference: trains to these places all leave from different stations.</p>
<h2>Day three: museums and a farewell dinner</h2>
<p>The British Museum, the National Gallery and the museums of South Kensington are all free to enter. Use the Tube between them, and book a car for the evening so you can get from dinner to the hotel without checking timetables.</p>
<h2>Practical notes</h2>
<ul>
<li>Central London has a congestion charge on weekdays; it is included in fares that need it.</li>
<li>Pickup windows outside busy stations are short, so be at the door at the booked time. The first 15 minutes of waiting are free.</li>
<li>Rides starting between 22:00 and 08:00 carry a night surcharge, shown before you pay.</li>
</ul>
`,
}
