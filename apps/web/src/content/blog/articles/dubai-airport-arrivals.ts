import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const dubaiAirportArrivals: BlogArticle = {
  id: 'dubai-airport-arrivals',
  slug: 'dubai-airport-arrivals',
  title: 'Landing at Dubai International: From Gate to Car',
  excerpt:
    'Long walks, fast passport control and summer heat: what to expect after landing at DXB and how to make the pickup effortless.',
  category: 'airport-guides',
  tags: ['Dubai', 'DXB', 'Arrivals', 'UAE'],
  publishedAt: '2025-05-27',
  readTime: 4,
  image: '/images/blog/dubai-airport-arrivals.svg',
  featured: false,
  author: authors.layla,
  content: `
<p>Dubai International is one of the busiest airports in the world for international passengers, and it feels like it. Terminal 3, home to Emirates, is enormous; Terminals 1 and 2 serve most other airlines. The good news is that the airport is well signposted and passport control is usually efficient.</p>
<h2>Expect a long walk</h2>
<p>From a remote gate in Terminal 3 to the arrivals hall can take twenty minutes on foot and by the airport train. Add baggage reclaim and an hour after landing is a sensible pickup time. Your driver tracks the flight, and you have 60 minutes of free waiting from arrival.</p>
<h2>Meeting your driver</h2>
<p>Meet &amp; Greet drivers wait in the arrivals hall with a name board. Without it, your driver sends you a meeting point in the pickup area outside arrivals. In summer the temperature outside can pass 40 °C, so wait indoors until the driver confirms they are at the kerb.</p>
<h2>Getting to the city</h2>
<p>Downtown Dubai is about 20 minutes away outside rush hour, Dubai Marina about 35 to 45. If you are continuing to Abu Dhabi, book a one-way transfer with the full address; the drive takes around an hour and a half.</p>
<h2>A note on luggage</h2>
<p>Shopping trips mean heavier return journeys. One 24-inch suitcase per passenger is the standard allowance, so if you are flying home with more than you arrived with, choose a bigger vehicle for the ride back.</p>
`,
}
