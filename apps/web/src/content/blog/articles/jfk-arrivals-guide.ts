import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const jfkArrivalsGuide: BlogArticle = {
  id: 'jfk-arrivals-guide',
  slug: 'jfk-arrivals-guide',
  title: 'JFK Arrivals: Meeting Your Driver at New York’s Busiest Airport',
  excerpt:
    'How long immigration usually takes at JFK, where pre-booked cars meet passengers, and the timing that avoids paying for a driver to circle the terminals.',
  category: 'airport-guides',
  tags: ['New York', 'JFK', 'Arrivals', 'USA'],
  publishedAt: '2025-07-22',
  readTime: 6,
  image: '/images/blog/jfk-arrivals-guide.svg',
  featured: true,
  author: authors.daniel,
  content: `
<p>John F. Kennedy International is spread over several separate terminals linked by the AirTrain, and it is in the middle of a large rebuild. Signs change, walkways move, and a pickup that worked last year may not work this year. A little preparation saves a lot of walking.</p>
<h2>Check your terminal the day you fly</h2>
<p>Airlines at JFK have been moving between terminals as new buildings open. Your airline's app shows the arrival terminal; add it to the notes for your driver if it differs from what you expected. Our drivers check it too, but two checks are better than one.</p>
<h2>Allow time for immigration</h2>
<p>Passport control for international arrivals can take anything from fifteen minutes to well over an hour at peak times in the late afternoon. That is why we suggest a pickup time about one hour after an international landing. Your 60 minutes of free waiting start when the flight arrives, so a long queue is covered.</p>
<h2>Where your driver meets you</h2>
<ul>
<li><strong>With Meet &amp; Greet:</strong> the driver waits in the arrivals hall after customs, holding a board with your name, and walks you to the car.</li>
<li><strong>Without Meet &amp; Greet:</strong> you receive the driver's number and a meeting point at the terminal's pickup area for pre-arranged cars. Call or message when you have your bags.</li>
</ul>
<h2>Traffic into Manhattan</h2>
<p>The drive to Midtown usually takes 45 to 75 minutes and can take longer on weekday evenings. If you have a meeting, land with room to spare. The fare you see when booking is fixed, so traffic changes how long you sit in the car, not what you pay.</p>
<h2>Flying home from JFK</h2>
<p>For departures, book your pickup three to four hours before an international flight. Security lines at JFK vary a lot, and the AirTrain does not help if you arrive at the wrong terminal.</p>
`,
}
