import { i18n } from '@lingui/core'
import { Link } from 'react-router'
import type { FooterLink } from '@/content/site'

type FooterColumnProps = { title: string; links: readonly FooterLink[]; linkClass: string }

/** A titled list of links in the footer. */
export function FooterColumn({ title, links, linkClass }: FooterColumnProps) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.label.id}>
            <Link to={link.to} className={linkClass}>
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
