import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const parisBeyondTheMetro: BlogArticle = {
  id: 'paris-beyond-the-metro',
  slug: 'paris-beyond-the-metro',
  title: 'Paris Beyond the Métro: Airports, Stations and Day Trips',
  excerpt:
    'Charles de Gaulle or Orly, six main railway stations and Versailles on the doorstep: how to plan the car journeys of a Paris trip.',
  category: 'city-guides',
  tags: ['Paris', 'France', 'CDG', 'Day trips'],
  publishedAt: '2025-03-19',
  readTime: 5,
  image: '/images/blog/paris-beyond-the-metro.svg',
  featured: false,
  author: authors.layla,
  content: `
<p>Inside the city, the Métro is quick and frequent. The car journeys that matter in Paris are the ones that start or end outside it: the airports, the main railway stations with heavy luggage, and the day trips.</p>
<h2>Charles de Gaulle and Orly</h2>
<p>Charles de Gaulle lies about 25 km north-east of the centre, and the drive takes 45 minutes to over an hour. Orly, to the south, is usually closer to 30 to 40 minutes. CDG's Terminal 2 is split into several halls (2A to 2G) that are far apart, so always give us the hall as well as the terminal.</p>
<h2>Railway stations</h2>
<p>Paris has six main stations, and travellers often arrive at one and leave from another. Gare du Nord for the Eurostar, Gare de Lyon for the south, Montparnasse for the west. A transfer between them with luggage is one of the most useful short bookings you can make.</p>
<h2>Day trips worth a driver</h2>
<ul>
<li><strong>Versailles:</strong> around 40 minutes away. Go early and see the gardens before the crowds.</li>
<li><strong>Giverny:</strong> Monet's gardens, about an hour and a quarter away, open from spring to autumn.</li>
<li><strong>Champagne:</strong> Reims and Épernay are around two hours away, a long but rewarding day in a comfort sedan or an MPV for a group.</li>
</ul>
<h2>Timing</h2>
<p>Paris traffic is heaviest on weekday mornings and evenings and on Friday afternoons before holiday weekends. Departing for the airport, allow three to four hours before an international flight.</p>
`,
}
