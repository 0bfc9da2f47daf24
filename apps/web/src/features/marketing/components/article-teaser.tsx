import { plural } from '@lingui/core/macro'
import type { BlogArticleSummary } from '@ridelane/domain'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

type ArticleTeaserProps = { article: BlogArticleSummary; categoryName: string }

/** A landing-page teaser: the whole card is one link to the article. */
export function ArticleTeaser({ article, categoryName }: ArticleTeaserProps) {
  const readTime = article.readTime
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
      <img
        src={article.image}
        alt=""
        width={1200}
        height={675}
        loading="lazy"
        decoding="async"
        className="aspect-[16/8] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
          {categoryName}
        </p>
        <h3 className="mt-2 text-lg font-bold text-ink-900">
          <Link
            to={paths.blogArticle(article.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 text-ink-600">{article.excerpt}</p>
        <p className="mt-auto pt-4 text-sm text-ink-500">
          {plural(readTime, { one: '# min read', other: '# min read' })}
        </p>
      </div>
    </article>
  )
}
