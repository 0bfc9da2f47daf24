import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** An unknown slug: say so plainly and offer the way back. */
export function ArticleNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-gutter py-section text-center">
      <h1 className="text-title font-extrabold tracking-tight text-ink-900">Article Not Found</h1>
      <p className="mt-4 text-lg text-ink-600">
        We could not find that article. It may have been renamed or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.blog}>Back to Blog</ButtonLink>
        <ButtonLink to={paths.home} variant="outline">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  )
}
