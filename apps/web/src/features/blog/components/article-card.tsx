import { plural } from '@lingui/core/macro'
import type { BlogArticleSummary } from '@ridelane/domain'
import { Clock } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { formatCalendarDate } from '@/i18n/format'

type ArticleCardProps = {
  article: BlogArticleSummary
  categoryName?: string
  /** The first featured article is shown large. */
  size?: 'large' | 'normal' | 'compact'
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** A teaser linking to the article: picture, category, title, excerpt and reading time. */
export function ArticleCard({
  article,
  categoryName,
  size = 'normal',
  headingLevel: Heading = 'h3',
  className,
}: ArticleCardProps) {
  const large = size === 'large'
  const readTime = article.readTime
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card',
        className,
      )}
    >
      <img
        src={article.image}
        alt=""
        width={1200}
        height={675}
        loading="lazy"
        decoding="async"
        className={cn('w-full object-cover', large ? 'aspect-[16/9]' : 'aspect-[16/8]')}
      />
      <div className={cn('flex flex-1 flex-col', large ? 'p-6 sm:p-8' : 'p-5')}>
        {categoryName && (
          <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
            {categoryName}
          </p>
        )}
        <Heading
          className={cn(
            'mt-2 font-bold text-ink-900 group-hover:underline',
            large ? 'text-2xl sm:text-3xl' : 'text-lg',
          )}
        >
          {/* The stretched link makes the whole card clickable with one link in the tab order. */}
          <Link
            to={paths.blogArticle(article.slug)}
            className="after:absolute after:inset-0 after:content-['']"
            lang="en"
          >
            {article.title}
          </Link>
        </Heading>
        {size !== 'compact' && (
          <p lang="en" className="mt-2 flex-1 text-ink-600">
            {article.excerpt}
          </p>
        )}
        <p className="mt-4 flex items-center gap-3 text-sm text-ink-500">
          <time dateTime={article.publishedAt}>{formatCalendarDate(article.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {plural(readTime, { one: '# min read', other: '# min read' })}
          </span>
        </p>
      </div>
    </article>
  )
}
