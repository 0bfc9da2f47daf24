import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { relatedArticles } from '@ridelane/domain'
import { ArrowLeft, Clock } from 'lucide-react'
import { Suspense, use } from 'react'
import { useParams } from 'react-router'
import { ButtonLink } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { loadArticleBody, loadedArticleBody } from '@/content/blog/article-bodies'
import { blogArticles, findBlogArticle } from '@/content/blog/articles'
import { blogCategories } from '@/content/blog/categories'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { ArticleBody } from './article-body'
import { formatCalendarDate } from '@/i18n/format'
import { ArticleNotFound } from './article-not-found'
import { AuthorAvatar } from './author-avatar'
import { RelatedArticles } from './related-articles'

const categoryName = (slug: string) => blogCategories.find((c) => c.slug === slug)?.name ?? slug

export function BlogArticlePage() {
  const { slug = '' } = useParams()
  const article = findBlogArticle(slug)
  useDocumentTitle(article?.title ?? t`Article Not Found`)
  useMetaDescription(article?.excerpt ?? t`This article could not be found on the Ridelane blog.`)
  if (!article) return <ArticleNotFound />
  const { title, readTime } = article
  const authorName = article.author.name

  return (
    <article className="mx-auto max-w-3xl px-gutter py-10">
      <nav aria-label={t`Back`} className="flex flex-wrap gap-2">
        <ButtonLink to={paths.home} variant="ghost" size="sm" className="-ms-3">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Back to Home</Trans>
        </ButtonLink>
        <ButtonLink to={paths.blog} variant="ghost" size="sm">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Back to Blog</Trans>
        </ButtonLink>
      </nav>
      <header className="mt-6">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
          {categoryName(article.category)}
        </p>
        <h1
          lang="en"
          className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl"
        >
          {article.title}
        </h1>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-600">
          <span className="flex items-center gap-2 font-semibold text-ink-900">
            <AuthorAvatar author={article.author} />
            <span>{article.author.name}</span>
          </span>
          <time dateTime={article.publishedAt}>{formatCalendarDate(article.publishedAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {plural(readTime, { one: '# min read', other: '# min read' })}
          </span>
        </div>
      </header>
      <img
        src={article.image}
        alt={t`Illustration for ${title}`}
        width={1200}
        height={675}
        className="mt-8 aspect-[16/9] w-full rounded-card object-cover"
      />
      <Suspense
        fallback={
          <p role="status" className="mt-8 flex items-center gap-2 text-ink-600">
            <Spinner /> <Trans>Loading the article...</Trans>
          </p>
        }
      >
        <LoadedArticleBody slug={article.slug} />
      </Suspense>
      <ul aria-label={t`Tags`} className="mt-10 flex flex-wrap gap-2">
        {article.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-700">
            {tag}
          </li>
        ))}
      </ul>
      <aside
        aria-label={t`About the author`}
        className="mt-10 flex gap-4 rounded-card bg-ink-50 p-6"
      >
        <AuthorAvatar author={article.author} size="lg" />
        <div>
          <p className="font-bold text-ink-900">
            <Trans>About {authorName}</Trans>
          </p>
          <p className="mt-1 text-ink-600">{article.author.bio}</p>
        </div>
      </aside>
      <RelatedArticles
        articles={relatedArticles(article, blogArticles)}
        categoryName={categoryName}
      />
    </article>
  )
}

/**
 * The body arrives as its own chunk. On a prerendered article it is loaded before the page is
 * hydrated (the route's preload), so it renders in the same pass; on a visit from the blog list
 * the page waits for it here.
 */
function LoadedArticleBody({ slug }: { slug: string }) {
  const html = loadedArticleBody(slug) ?? use(loadArticleBody(slug))
  return <ArticleBody html={html ?? ''} />
}
