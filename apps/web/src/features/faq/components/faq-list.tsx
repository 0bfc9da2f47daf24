import type { FaqEntry } from '@ridelane/domain'
import { ChevronDown } from 'lucide-react'

/**
 * Questions that open and close independently, so several answers can be read side by side.
 * Native `details`/`summary`: the prerendered page answers a tap before its script has loaded,
 * and the browser keeps each item's open state (docs/product.md#content).
 */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <ul className="divide-y divide-ink-100 rounded-card border border-ink-100 bg-white shadow-card">
      {entries.map((entry) => (
        <li key={entry.question}>
          <details className="group">
            <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-ink-900 hover:bg-ink-50 sm:px-6 [&::-webkit-details-marker]:hidden">
              <h2>{entry.question}</h2>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="px-5 pb-5 text-ink-600 sm:px-6">
              <p>{entry.answer}</p>
            </div>
          </details>
        </li>
      ))}
    </ul>
  )
}
