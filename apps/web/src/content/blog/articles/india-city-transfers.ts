import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const indiaCityTransfers: BlogArticle = {
  id: 'india-city-transfers',
  slug: 'india-city-transfers',
  title: 'Delhi, Mumbai and Indore: Getting Around by Car',
  excerpt:
    'Three very different Indian cities, three different rhythms of traffic. Practical advice for airport transfers, day hire and multi-day trips.',
  category: 'city-guides',
  tags: ['India', 'Delhi', 'Mumbai', 'Indore', 'Multi-day hire'],
  publishedAt: '2025-02-24',
  readTime: 7,
  image: '/images/blog/india-city-transfers.svg',
  featured: false,
  author: authors.meera,
  content: `
<p>In India a car with a driver is the normal way for visitors and business travellers to get around, and it is good value compared with many other countries. Each city has its own habits, though.</p>
<h2>Delhi</h2>
<p>Indira Gandhi International's Terminal 3 handles most international flights. The drive to Connaught Place or Aerocity hotels is short, but Gurugram and Noida can take over an hour at peak times. Delhi is also the starting point for the Golden Triangle: a multi-day hire of five to seven days takes you to Agra and Jaipur with the same driver throughout.</p>
<h2>Mumbai</h2>
<p>Chhatrapati Shivaji Maharaj International sits between the southern business districts and the northern suburbs. Distances look small on a map but traffic is heavy: South Mumbai can take an hour or more in the evening. The coastal road and the sea link help, and your driver will know the current fastest route.</p>
<h2>Indore</h2>
<p>Indore, where our own operations team is based, is calmer. Devi Ahilya Bai Holkar Airport is about 20 minutes from the centre. Popular day trips include Ujjain for the Mahakaleshwar temple, about an hour away, and Mandu and Maheshwar for history and the Narmada river.</p>
<h2>Tips for India</h2>
<ul>
<li>For groups, a Tempo Traveller seats up to twelve with luggage space and is often cheaper than two cars.</li>
<li>Multi-day hire runs from 2 to 30 days. Put your route and overnight stops in the notes so the provider can plan the driver's rest days.</li>
<li>Service hours are 08:00 to 22:00; rides outside them carry a night surcharge, shown in the fare before you pay.</li>
</ul>
`,
}
