import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const roadshowPlanning: BlogArticle = {
  id: 'roadshow-planning',
  slug: 'roadshow-planning',
  title: 'Planning a Roadshow Day: Six Meetings, One Driver',
  excerpt:
    'Investor roadshows and sales days live or die on timing. How to plan an hourly hire that keeps a packed schedule on track.',
  category: 'business-travel',
  tags: ['Corporate', 'Hourly hire', 'Meetings', 'Planning'],
  publishedAt: '2025-05-06',
  readTime: 5,
  image: '/images/blog/roadshow-planning.svg',
  featured: false,
  author: authors.daniel,
  content: `
<p>A roadshow day is a chain of short meetings in different buildings, and every link depends on the one before it. A dedicated car and driver, booked by the hour, is the simplest way to keep the chain intact.</p>
<h2>Build the schedule around the map</h2>
<p>Group meetings by district and leave at least 30 minutes between them in a busy city. Ten minutes for the meeting to overrun, ten for the lift and the lobby, ten for the drive.</p>
<h2>Give the driver the whole plan</h2>
<p>Put every address, in order, in the notes to the driver, with a contact name for each building. Drivers know which entrances allow a car to stop and where they can wait.</p>
<h2>Choose the right vehicle</h2>
<p>For a team of three or four, a business minivan with facing seats turns the drive into a briefing room. For a solo executive, an electric business sedan is quiet enough for calls.</p>
<h2>Plan for the end of the day</h2>
<p>Hourly hire runs from 1 to 24 hours. Book enough hours to cover the drive to the airport or the dinner venue; extending a booking on the day depends on the driver's next job, so it is better to book a little more than you need.</p>
<h2>After the trip</h2>
<p>Invoices can be requested within 30 days, and partner accounts see every booking in their dashboard, which makes expense reports quick.</p>
`,
}
