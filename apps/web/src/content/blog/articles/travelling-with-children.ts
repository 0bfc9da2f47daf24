import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const travellingWithChildren: BlogArticle = {
  id: 'travelling-with-children',
  slug: 'travelling-with-children',
  title: 'Airport Transfers with Children: Car Seats and Calm Arrivals',
  excerpt:
    'Child seats, meet & greet and a vehicle with room to spare: how to make the ride after a long family flight the easy part of the trip.',
  category: 'travel-tips',
  tags: ['Families', 'Child seats', 'Meet & Greet', 'Arrivals'],
  publishedAt: '2025-03-04',
  readTime: 5,
  image: '/images/blog/travelling-with-children.svg',
  featured: false,
  author: authors.layla,
  content: `
<p>After a long flight with children, the last thing anyone needs is a search for the car. A few choices at booking time make the arrival much calmer.</p>
<h2>Request child seats when you book</h2>
<p>In service areas that offer them, child seats can be added in step three of the booking, from one to ten seats. Tell us the children's ages in the notes so the driver brings the right type. Where seats are not offered, the option does not appear, and you are welcome to bring your own.</p>
<h2>Add Meet &amp; Greet</h2>
<p>With a name board waiting in the arrivals hall, you do not need to find a pickup zone while holding a tired toddler. The driver helps with bags and leads the way.</p>
<h2>Go a size up</h2>
<p>Pushchairs, car seats and extra bags fill a boot quickly. An MPV with sliding doors is easier to load than a sedan, and children can climb in without squeezing past adults.</p>
<h2>Use the waiting time</h2>
<p>Airport pickups include 60 minutes of free waiting from the moment your flight lands. There is time for a nappy change and a snack before you head out.</p>
`,
}
