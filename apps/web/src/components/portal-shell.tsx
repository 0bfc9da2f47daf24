import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { SkipLink } from '@/app/layouts/skip-link'
import { cn } from '@/lib/cn'

/**
 * The frame of a signed-in portal (partner portal, provider portal, operator console): skip link,
 * a white header bar holding what `header` gives, and the main landmark the skip link jumps to.
 */
export function PortalShell({
  headerClassName,
  header,
  children,
}: {
  headerClassName: string
  header: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <SkipLink />
      <header className="border-b border-ink-100 bg-white">
        <div className={headerClassName}>{header}</div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 pb-12 focus:outline-none">
        {children}
      </main>
    </div>
  )
}

export type PortalSection = { label: string; to: string; end: boolean }

type PortalNavProps = {
  /** The navigation landmark's name: 'Partner portal', 'Provider portal', 'Operator console'. */
  label: string
  sections: PortalSection[]
  /** Added to the nav, the list, each item and each link, for how a portal lays out its rows. */
  className?: string
  listClassName: string
  itemClassName?: string
  linkClassName: string
  /** The sections take a row of their own at every width (a console with many of them). */
  ownRow?: boolean
}

/**
 * A portal's sections as tabs: on phones a row of its own below the header's other parts, from
 * md up inline between them (or, with `ownRow`, still a row of their own); the current section
 * is underlined.
 */
export function PortalNav({
  label,
  sections,
  className,
  listClassName,
  itemClassName,
  linkClassName,
  ownRow = false,
}: PortalNavProps) {
  return (
    <nav
      aria-label={label}
      className={cn(
        'order-last -mx-gutter w-[calc(100%+2*var(--spacing-gutter))] border-t border-ink-100',
        !ownRow && 'md:order-none md:mx-0 md:w-auto md:flex-1 md:border-0',
        className,
      )}
    >
      <ul className={listClassName}>
        {sections.map((item) => (
          <li key={item.to} className={itemClassName}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'flex h-12 items-center justify-center border-b-2 text-sm font-semibold',
                  !ownRow && 'md:h-16',
                  linkClassName,
                  isActive
                    ? 'border-accent-400 text-ink-900'
                    : 'border-transparent text-ink-600 hover:text-ink-900',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
