import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import {
  brand,
  contactDetails,
  copyrightLine,
  footerServices,
  footerSolutions,
  socialNetworks,
  supportEmail,
} from '@/content/site'
import { BrandLink } from './brand-link'
import { FooterColumn } from './footer-column'

const linkClass = 'rounded-sm text-ink-200 underline-offset-4 hover:text-white hover:underline'

export function SiteFooter() {
  return (
    <footer id="footer" className="surface-dark bg-ink-950 text-ink-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-gutter py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <BrandLink onDark />
          <p className="mt-4 max-w-sm text-sm leading-6">{i18n._(brand.tagline)}</p>
          <ul aria-label={t`Social media`} className="mt-6 flex flex-wrap gap-2">
            {socialNetworks.map((network) => (
              <li key={network}>
                {/* docs/product.md#public-pages: the social buttons lead nowhere yet, so they say so. */}
                <button
                  type="button"
                  disabled
                  title={t`${network}: coming soon`}
                  className="rounded-full border border-ink-700 px-3 py-1 text-xs text-ink-300 disabled:cursor-not-allowed"
                >
                  {network}
                  <span className="sr-only"> {t`(coming soon)`}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={t`Services`} links={footerServices} linkClass={linkClass} />
        <FooterColumn title={t`Solutions`} links={footerSolutions} linkClass={linkClass} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            <Trans>Help</Trans>
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <Link to={paths.faq} className={linkClass}>
                <Trans>FAQ</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.manage} className={linkClass}>
                <Trans>Find my booking</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.myData} className={linkClass}>
                <Trans>Your data</Trans>
              </Link>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-accent-400" aria-hidden="true" />
              <a href={`mailto:${supportEmail}`} className={linkClass}>
                {supportEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-accent-400" aria-hidden="true" />
              <a href={`tel:${contactDetails.phone.replace(/\s/g, '')}`} className={linkClass}>
                {contactDetails.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <address className="not-italic">{contactDetails.address}</address>
            </li>
            <li className="text-ink-300">{i18n._(contactDetails.hours)}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-ink-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-gutter py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{i18n._(copyrightLine)}</p>
          <ul className="flex gap-6">
            <li>
              <Link to={paths.privacy} className={linkClass}>
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className={linkClass}>
                <Trans>Terms of Service</Trans>
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
