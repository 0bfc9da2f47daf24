import type { BlogArticle } from '@ridelane/domain'
import { authors } from '../authors'

export const firstClassOnTheGround: BlogArticle = {
  id: 'first-class-on-the-ground',
  slug: 'first-class-on-the-ground',
  title: 'What First Class on the Ground Really Means',
  excerpt:
    'Leather seats are the least of it. The details that separate a chauffeured first-class ride from an ordinary transfer, and when they are worth paying for.',
  category: 'luxury-travel',
  tags: ['First class', 'Chauffeur', 'VIP', 'Electric'],
  publishedAt: '2025-06-03',
  readTime: 4,
  image: '/images/blog/first-class-on-the-ground.svg',
  featured: false,
  author: authors.layla,
  content: `
<p>Our first-class sedans are the top of the range in each city: flagship saloons, often electric, driven by the most experienced chauffeurs our providers have. But the car is only part of the experience.</p>
<h2>The driver</h2>
<p>First-class chauffeurs are chosen for experience and discretion. They dress formally, know the city's hotels and venues, and understand that a quiet ride is sometimes the whole point.</p>
<h2>The welcome</h2>
<p>Meet &amp; Greet is the norm at this level: a name board in the arrivals hall, help with bags, and a walk to a car that is already cool or warm as the weather needs.</p>
<h2>The small things</h2>
<ul>
<li>Chilled water in the rear cabin.</li>
<li>Phone chargers for common devices.</li>
<li>Reclining rear seats on many models.</li>
<li>A driver who opens the door and checks the seat for forgotten items.</li>
</ul>
<h2>When it is worth it</h2>
<p>For a guest of honour, a wedding couple or a client you want to impress, first class sets the tone before anyone says a word. For a quick solo transfer, a business sedan gives most of the comfort for less.</p>
`,
}
