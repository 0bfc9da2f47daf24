import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const luggageAllowanceExplained: BlogArticle = {
  id: 'luggage-allowance-explained',
  slug: 'luggage-allowance-explained',
  title: 'Will My Bags Fit? Luggage Allowances Explained',
  excerpt:
    'One 24-inch suitcase per passenger is the rule of thumb. How to count bags, what counts as oversized, and how to pick a vehicle that fits everything.',
  category: 'travel-tips',
  tags: ['Luggage', 'Vehicle choice', 'Families'],
  publishedAt: '2025-04-01',
  readTime: 4,
  image: '/images/blog/luggage-allowance-explained.svg',
  featured: false,
  author: authors.meera,
  content: `
<p>The most common reason a ride starts badly is luggage that does not fit. It is also the easiest to avoid.</p>
<h2>The standard allowance</h2>
<p>Each passenger may bring one suitcase of up to 24 inches (about 60 cm) plus a small cabin bag or handbag. The luggage figures on our fleet page assume cases of that size.</p>
<h2>Counting honestly</h2>
<ul>
<li>A 28- or 32-inch case counts as more than one standard suitcase.</li>
<li>Golf bags, skis, surfboards, bicycles and large pushchairs are oversized.</li>
<li>A folded wheelchair fits most MPVs and minivans; tell us in the notes.</li>
</ul>
<h2>Choosing the vehicle</h2>
<p>If the bag count is close to the limit for a class, go one size up. A family of four with four large cases and a pushchair will be far more comfortable in an MPV than in a sedan, and often the difference in fare is small.</p>
<h2>Telling the driver</h2>
<p>Enter the number of bags in the booking's luggage field (0 to 10) and describe anything unusual in the notes. If you arrive with more luggage than booked and it does not fit safely, the driver may not be able to carry it.</p>
`,
}
