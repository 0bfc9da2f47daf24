import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'

const helpfulLinks = [
  { label: msg`Home`, to: paths.home },
  { label: msg`Blog`, to: paths.blog },
  { label: msg`Fleet`, to: paths.fleet },
  { label: msg`FAQ`, to: paths.faq },
] as const

export function NotFoundPage() {
  useDocumentTitle(t`Page Not Found`)
  useMetaDescription(
    t`This page could not be found. Find your way back to Ridelane’s home page, blog, fleet or FAQ.`,
  )
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-gutter py-section text-center">
      <p className="text-7xl font-extrabold text-accent-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-title font-extrabold tracking-tight text-ink-900">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-4 text-lg text-ink-600">
        <Trans>
          This road doesn&apos;t lead anywhere. The page may have moved, or the address may have a
          typo.
        </Trans>
      </p>
      <nav aria-label={t`Helpful links`} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {helpfulLinks.map((link, index) => (
            <li key={link.to}>
              <ButtonLink to={link.to} variant={index === 0 ? 'primary' : 'outline'}>
                {i18n._(link.label)}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
