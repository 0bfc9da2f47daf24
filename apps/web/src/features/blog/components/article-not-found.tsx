import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** An unknown slug: say so plainly and offer the way back. */
export function ArticleNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-gutter py-section text-center">
      <h1 className="text-title font-extrabold tracking-tight text-ink-900">
        <Trans>Article Not Found</Trans>
      </h1>
      <p className="mt-4 text-lg text-ink-600">
        <Trans>
          We could not find that article. It may have been renamed or the link may be mistyped.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.blog}>
          <Trans>Back to Blog</Trans>
        </ButtonLink>
        <ButtonLink to={paths.home} variant="outline">
          <Trans>Back to Home</Trans>
        </ButtonLink>
      </div>
    </section>
  )
}
