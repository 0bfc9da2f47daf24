import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const newYorkByCar: BlogArticle = {
  id: 'new-york-by-car',
  slug: 'new-york-by-car',
  title: 'New York by Car: When a Driver Beats the Subway',
  excerpt:
    'The subway is brilliant for many trips. Here is when a private car makes more sense in New York, and how to plan an hourly hire that actually saves time.',
  category: 'city-guides',
  tags: ['New York', 'USA', 'Hourly hire', 'City guide'],
  publishedAt: '2025-08-05',
  readTime: 6,
  image: '/images/blog/new-york-by-car.svg',
  featured: false,
  author: authors.daniel,
  content: `
<p>Few cities are as easy to cross by train as New York. Yet many of our New York bookings come from people who know the subway well. They book a car when the trip has luggage, several stops, small children or a schedule that cannot slip.</p>
<h2>Trips where a car wins</h2>
<ul>
<li><strong>Airport runs</strong> to and from JFK, LaGuardia and Newark, especially with suitcases.</li>
<li><strong>Outer-borough and suburban visits</strong>, where a train journey means two changes and a long walk.</li>
<li><strong>Days with many stops</strong>: property viewings, client visits or a shopping day, where the driver waits outside.</li>
<li><strong>Late nights</strong>, when trains run less often and you would rather be dropped at the door.</li>
</ul>
<h2>Hourly hire, used well</h2>
<p>Booking by the hour (from 1 to 24 hours) keeps the same car and driver with you all day. Write your plan in the notes to the driver, with addresses in order, and the driver will suggest a sensible route. Remember that Midtown traffic moves slowly at rush hour; grouping stops by neighbourhood saves more time than any shortcut.</p>
<h2>A sample day</h2>
<p>Morning pickup on the Upper West Side, a walk in Central Park while the driver waits at the east side, lunch in the West Village, the 9/11 Memorial in the afternoon, and a ride across the Brooklyn Bridge to DUMBO for the skyline at sunset. Six hours in a sedan covers it comfortably.</p>
<h2>Good to know</h2>
<p>Standard waiting for a non-airport pickup is 15 minutes free, so be ready at the kerb. Tolls on bridges and tunnels are included in the fare you see when booking.</p>
`,
}
