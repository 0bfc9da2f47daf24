import { fleetSectionFromHash } from '@ridelane/domain'
import { Link, useLocation } from 'react-router'
import type { FleetShowcaseEntry } from '@/content/fleet'
import { useAfterHydration } from '@/hooks/use-after-hydration'
import { cn } from '@/lib/cn'

/** Chips that jump to each vehicle section and put its id in the URL hash. */
export function FleetChips({ entries }: { entries: readonly FleetShowcaseEntry[] }) {
  const { hash } = useLocation()
  // The prerendered /fleet has no hash; the chip of the hash is marked once hydrated.
  const current = fleetSectionFromHash(useAfterHydration(hash, ''))
  return (
    <nav
      aria-label="Vehicle classes"
      className="sticky top-16 z-30 border-b border-ink-100 bg-white/95 backdrop-blur"
    >
      <ul className="mx-auto flex max-w-6xl gap-2 overflow-x-auto px-gutter py-3">
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
