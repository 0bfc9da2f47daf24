import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const heathrowArrivalsGuide: BlogArticle = {
  id: 'heathrow-arrivals-guide',
  slug: 'heathrow-arrivals-guide',
  title: 'Heathrow Arrivals Without the Stress',
  excerpt:
    'Terminals 2 to 5, eGates, and why a pre-booked car often beats the train into central London when you have luggage.',
  category: 'airport-guides',
  tags: ['London', 'Heathrow', 'Arrivals', 'UK'],
  publishedAt: '2025-06-18',
  readTime: 5,
  image: '/images/blog/heathrow-arrivals-guide.svg',
  featured: true,
  author: authors.tom,
  content: `
<p>Heathrow handles arrivals through four terminals: 2, 3, 4 and 5. Each has its own arrivals hall and its own short-stay car park, which is where pre-booked drivers usually wait. Knowing which one you land at is half the battle.</p>
<h2>Passport control and eGates</h2>
<p>Holders of many passports, including those of the UK, the EU, the USA, Canada, Australia and Japan, can use the automatic eGates, which usually move quickly. Other travellers queue at the desks, which can take much longer after several long-haul flights land together in the early morning. Set your pickup about an hour after landing and let the free 60-minute wait absorb the rest.</p>
<h2>Meeting your driver</h2>
<p>With Meet &amp; Greet, your driver stands at the arrivals barrier with a name board. Otherwise, they will message you the meeting point, usually on a level of the short-stay car park a few minutes' walk from the hall. Follow the signs for the car park, not for taxis.</p>
<h2>Car or train?</h2>
<p>The Heathrow Express and the Elizabeth line are fast if you are travelling light and staying near Paddington or a line station. With children, several suitcases or a destination outside the centre, a car is usually simpler: no stairs, no changes, and you are dropped at the door. For groups of four or more, a minivan can cost less per person than train tickets.</p>
<h2>Going back to Heathrow</h2>
<p>The M4 and M25 can slow down without warning. For an international departure, plan to be collected three to four hours before the flight, and tell us the terminal in the notes.</p>
`,
}
