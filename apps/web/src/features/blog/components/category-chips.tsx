import { t } from '@lingui/core/macro'
import { ALL_BLOG_CATEGORIES, type BlogCategory } from '@ridelane/domain'
import { cn } from '@/lib/cn'

type CategoryChipsProps = {
  categories: readonly BlogCategory[]
  totalCount: number
  selected: string
  onSelect: (slug: string) => void
}

/** All Articles plus one chip per category, each with its article count. */
export function CategoryChips({ categories, totalCount, selected, onSelect }: CategoryChipsProps) {
  const chips = [
    { slug: ALL_BLOG_CATEGORIES, name: t`All Articles`, count: totalCount },
    ...categories,
  ]
  return (
    <ul aria-label={t`Categories`} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const active = chip.slug === selected
        return (
          <li key={chip.slug}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(chip.slug)}
              className={cn(
                'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium',
                active
                  ? 'border-ink-900 bg-ink-900 text-white'
                  : 'border-ink-200 bg-white text-ink-700 hover:border-ink-400',
              )}
            >
              {chip.name}
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs',
                  active ? 'bg-white/20 text-white' : 'bg-ink-100 text-ink-700',
                )}
              >
                {chip.count}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
