import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const singaporeStopover: BlogArticle = {
  id: 'singapore-stopover',
  slug: 'singapore-stopover',
  title: 'A Singapore Stopover in Eight Hours',
  excerpt:
    'Changi makes long layovers tempting. With an eight-hour hourly hire you can see Marina Bay, Chinatown and the Botanic Gardens and still be back in good time.',
  category: 'city-guides',
  tags: ['Singapore', 'Changi', 'Layover', 'Hourly hire'],
  publishedAt: '2025-09-09',
  readTime: 4,
  image: '/images/blog/singapore-stopover.svg',
  featured: false,
  author: authors.layla,
  content: `
<p>Singapore Changi is a destination in itself, but a long layover is also a chance to see the city. Central Singapore is only about 20 to 30 minutes away by car, and immigration is usually quick.</p>
<h2>Before you leave the airport</h2>
<p>Check that your passport allows entry to Singapore without a visa, and confirm how much time your airline needs you back for check-in. Leave your large bags checked through if you can.</p>
<h2>An eight-hour plan</h2>
<ul>
<li><strong>Hour 1:</strong> clear immigration and meet your driver in the arrivals hall.</li>
<li><strong>Hours 2–3:</strong> Gardens by the Bay and the Marina Bay waterfront.</li>
<li><strong>Hour 4:</strong> lunch at a hawker centre such as Maxwell or Lau Pa Sat.</li>
<li><strong>Hour 5:</strong> Chinatown and the Buddha Tooth Relic Temple.</li>
<li><strong>Hour 6:</strong> the Singapore Botanic Gardens, a UNESCO World Heritage Site.</li>
<li><strong>Hours 7–8:</strong> back to Changi with time to spare.</li>
</ul>
<h2>Why hourly hire</h2>
<p>With an hourly booking the driver stays with you and your bags stay in the car. You do not need to think about the next taxi, and the fare is fixed before you set off.</p>
`,
}
