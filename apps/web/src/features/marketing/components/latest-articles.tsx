import { blogArticles } from '@/content/blog/articles'
import { blogCategories } from '@/content/blog/categories'
import { ArticleTeaser } from './article-teaser'

const LATEST_COUNT = 3

/** The newest articles, loaded after first paint so their text stays out of the landing chunk. */
export default function LatestArticles() {
  const latest = blogArticles.slice(0, LATEST_COUNT)
  const categoryName = (slug: string) => blogCategories.find((c) => c.slug === slug)?.name ?? ''
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {latest.map((article) => (
        <li key={article.id} className="flex">
          <ArticleTeaser article={article} categoryName={categoryName(article.category)} />
        </li>
      ))}
    </ul>
  )
}
