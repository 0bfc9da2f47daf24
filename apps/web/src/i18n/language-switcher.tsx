import { t } from '@lingui/core/macro'
import { Languages } from 'lucide-react'
import { useLocation } from 'react-router'
import { languageNames, languages, localizedPath, type Language } from '@ridelane/domain'
import { cn } from '@/lib/cn'
import { pageLanguage } from './catalogues'

/** The cookie the site's root reads to send a returning visitor to their chosen language. */
const chosenLanguageCookie = 'ridelane_lang'

function rememberChoice(language: Language) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not text
  document.cookie = `${chosenLanguageCookie}=${language}; path=/; max-age=31536000; samesite=lax`
}

/**
 * The same page in another language. Each language is its own set of URLs (/hi/…), so these are
 * plain links: the page loads afresh with that language's messages, and the choice is remembered.
 * A page whose links the router's path does not give may name its own: `path` (within the
 * language), and `fragment`, the address's `#…` for a page that keeps it elsewhere once read (the
 * driver's job token, which the page takes off the address); the address's own otherwise.
 */
export function LanguageSwitcher({
  className,
  path,
  fragment = () => window.location.hash,
}: {
  className?: string
  path?: string
  fragment?: () => string
}) {
  const { pathname } = useLocation()
  const current = pageLanguage()
  const label = t`Language`
  return (
    <details className={cn('group relative', className)}>
      <summary
        className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-control px-2 text-sm font-medium text-ink-700 hover:bg-ink-50 hover:text-ink-900 [&::-webkit-details-marker]:hidden"
        aria-label={`${label}: ${languageNames[current]}`}
      >
        <Languages className="size-4" aria-hidden="true" />
        <span aria-hidden="true">{current.toUpperCase()}</span>
      </summary>
      <ul className="absolute end-0 z-50 mt-1 min-w-40 rounded-lg border border-ink-100 bg-white py-1 shadow-raised">
        {languages.map((language) => (
          <li key={language}>
            <a
              href={localizedPath(path ?? pathname, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={(event) => {
                rememberChoice(language)
                // The page's query and section come along (added now: the prerendered page's
                // link, made without them, must match what hydrates onto it).
                event.currentTarget.search = window.location.search
                event.currentTarget.hash = fragment()
              }}
              className="block px-4 py-2.5 text-sm text-ink-800 hover:bg-ink-50 aria-[current]:font-semibold"
            >
              {languageNames[language]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
