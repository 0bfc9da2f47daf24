import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const electricBusinessSedans: BlogArticle = {
  id: 'electric-business-sedans',
  slug: 'electric-business-sedans',
  title: 'Electric Business and First-Class Sedans Join the Fleet',
  excerpt:
    'Our business and first-class sedan classes now favour electric vehicles in the cities where providers run them. Here is what changes for you.',
  category: 'company-news',
  tags: ['Electric', 'Fleet', 'Sustainability', 'Business sedan'],
  publishedAt: '2025-09-23',
  readTime: 3,
  image: '/images/blog/electric-business-sedans.svg',
  featured: false,
  author: authors.tom,
  content: `
<p>From this autumn, when you book a Business Sedan or a First Class Sedan, the car sent will be electric wherever our local provider runs an electric model in that class.</p>
<h2>Why electric</h2>
<p>Electric cars are quiet, smooth and have no tailpipe emissions, which matters in dense city centres and around airports. Business travellers tell us the silence is the best part: calls sound better and a short nap is easier.</p>
<h2>What stays the same</h2>
<ul>
<li>The fare is fixed at booking, whatever the car runs on.</li>
<li>Luggage space and seating for each class are unchanged.</li>
<li>Drivers, waiting time and support follow the same standards.</li>
</ul>
<h2>Where it applies</h2>
<p>Electric models are already common in our London, Paris, Singapore and New York service areas and are growing in Dubai and India. Where no electric car is available, you still get a vehicle of the class you booked.</p>
`,
}
