import { toggleFaqItem, type FaqEntry } from '@ridelane/domain'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { cn } from '@/lib/cn'

/** Questions that open and close independently, so several answers can be read side by side. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set())
  const baseId = useId()
  return (
    <ul className="divide-y divide-ink-100 rounded-card border border-ink-100 bg-white shadow-card">
      {entries.map((entry, index) => {
        const expanded = open.has(index)
        const answerId = `${baseId}-answer-${index}`
        return (
          <li key={entry.question}>
            <h2>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => setOpen((current) => toggleFaqItem(current, index))}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink-900 hover:bg-ink-50 sm:px-6"
              >
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-ink-500 transition-transform motion-reduce:transition-none',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </h2>
            <div id={answerId} hidden={!expanded} className="px-5 pb-5 text-ink-600 sm:px-6">
              <p>{entry.answer}</p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
