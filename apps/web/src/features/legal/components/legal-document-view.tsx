import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { languageOfPath } from '@ridelane/domain'
import { Link, useLocation } from 'react-router'
import { PageIntro } from '@/components/ui/page-intro'
import { LEGAL_EFFECTIVE_ISO, type LegalPart } from '@/content/legal/legal-document'
import { copyrightLine } from '@/content/site'
import { pageLanguage } from '@/i18n/catalogues'
import { formatCalendarDate } from '@/i18n/format'
import { LegalBlockView } from './legal-block-view'

type LegalDocumentViewProps = { title: string; intro: string; parts: readonly LegalPart[] }

/** In a translation, the line that names the English text as the one that binds, with a link to
 * it (a plain link: the English page loads its own messages). */
function EnglishPrevails() {
  const { pathname } = useLocation()
  if (pageLanguage() === 'en') return null
  const englishPath = languageOfPath(pathname).path
  return (
    <p className="mt-3 rounded-control border border-ink-200 bg-white px-3 py-2 text-base text-ink-700">
      <Trans>
        This is a translation for your convenience. If it differs from the{' '}
        <a href={englishPath} hrefLang="en" lang="en" className="font-medium underline">
          English text
        </a>
        , the English text prevails.
      </Trans>
    </p>
  )
}

/** A policy page: effective date, table of contents, numbered sections, copyright line. */
export function LegalDocumentView({ title, intro, parts }: LegalDocumentViewProps) {
  const multiPart = parts.length > 1
  const effective = formatCalendarDate(LEGAL_EFFECTIVE_ISO)
  return (
    <>
      <PageIntro eyebrow={t`Legal`} title={title}>
        <p>
          <Trans>
            Effective <time dateTime={LEGAL_EFFECTIVE_ISO}>{effective}</time>
          </Trans>
        </p>
        <EnglishPrevails />
        <p className="mt-2 text-base">{intro}</p>
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-10 px-gutter py-12 lg:grid-cols-[16rem_1fr]">
        <nav
          aria-label={t`Table of contents`}
          className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2 className="text-sm font-semibold tracking-wide text-ink-900 uppercase">
            <Trans>Contents</Trans>
          </h2>
          {parts.map((part) => (
            <div key={part.id} className="mt-3">
              {multiPart && <p className="text-sm font-semibold text-ink-700">{part.title}</p>}
              <ol className="mt-2 space-y-1 text-sm">
                {part.sections.map((section) => (
                  <li key={section.id}>
                    <Link
                      to={{ hash: section.id }}
                      className="text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline"
                    >
                      {section.number}. {section.title}
                    </Link>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </nav>
        <div className="min-w-0 text-ink-700">
          {parts.map((part) => (
            <section key={part.id} aria-labelledby={`${part.id}-title`} className="mb-12">
              <h2 id={`${part.id}-title`} className="text-2xl font-extrabold text-ink-900">
                {part.title}
              </h2>
              {part.sections.map((section) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                  <h3 id={`${section.id}-title`} className="mt-8 text-lg font-bold text-ink-900">
                    {section.number}. {section.title}
                  </h3>
                  {section.body.map((block, index) => (
                    <LegalBlockView key={index} block={block} />
                  ))}
                </section>
              ))}
            </section>
          ))}
          <footer className="border-t border-ink-100 pt-6 text-sm text-ink-600">
            <p>{i18n._(copyrightLine)}</p>
            <p className="mt-1">
              <Trans>
                {title}, effective {effective}. Ridelane Mobility, Indore, India.
              </Trans>
            </p>
          </footer>
        </div>
      </div>
    </>
  )
}
