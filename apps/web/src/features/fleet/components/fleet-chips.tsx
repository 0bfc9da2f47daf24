import { t } from '@lingui/core/macro'
import { fleetSectionFromHash } from '@ridelane/domain'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import type { FleetShowcaseEntry } from '@/content/fleet'
import { useAfterHydration } from '@/hooks/use-after-hydration'
import { cn } from '@/lib/cn'
import { prefersReducedMotion } from '@/lib/motion'

/** Chips that jump to each vehicle section and put its id in the URL hash. */
export function FleetChips({ entries }: { entries: readonly FleetShowcaseEntry[] }) {
  const { hash } = useLocation()
  // The prerendered /fleet has no hash; the chip of the hash is marked once hydrated.
  const current = fleetSectionFromHash(useAfterHydration(hash, ''))
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (current) centreCurrentChip(list.current)
  }, [current])
  return (
    <nav
      aria-label={t`Vehicle classes`}
      className="sticky top-16 z-30 border-b border-ink-100 bg-white/95 backdrop-blur"
    >
      <ul ref={list} className="mx-auto flex max-w-6xl gap-2 overflow-x-auto px-gutter py-3">
        {entries.map((entry) => (
          <li key={entry.id} className="shrink-0">
            <Link
              to={{ hash: entry.id }}
              preventScrollReset
              aria-current={current === entry.id ? 'location' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap',
                current === entry.id
                  ? 'border-ink-900 bg-ink-900 text-white'
                  : 'border-ink-200 text-ink-700 hover:border-ink-400 hover:text-ink-900',
              )}
            >
              {entry.chip}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * On a narrow screen most chips sit off to the side: bring the current one to the middle of the
 * row. Only the row scrolls, so the page's own scroll to the section goes on undisturbed.
 */
function centreCurrentChip(row: HTMLUListElement | null) {
  const chip = row?.querySelector('[aria-current="location"]')
  if (!row || !chip || typeof row.scrollTo !== 'function') return
  const rowBox = row.getBoundingClientRect()
  const chipBox = chip.getBoundingClientRect()
  const offset = chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth'
  row.scrollTo({ left: row.scrollLeft + offset, behavior })
}
