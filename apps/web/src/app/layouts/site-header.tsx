import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { mainNavigation } from '@/content/site'
import { LanguageSwitcher } from '@/i18n/language-switcher'
import { PartnerNavButton } from '@/features/partner/components/partner-nav-button'
import { BrandLink } from './brand-link'
import { MobileMenu } from './mobile-menu'

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-gutter">
        <BrandLink />
        <nav aria-label={t`Main`} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to + item.label.id}>
                <Link
                  to={item.to}
                  className="rounded-control px-3 py-2 text-sm font-medium text-ink-700 hover:bg-ink-50 hover:text-ink-900"
                >
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <div className="hidden md:block">
            <PartnerNavButton />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
