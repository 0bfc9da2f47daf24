import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

type RideSectionProps = {
  title: string
  children: ReactNode
  id?: string
  className?: string
  /** Lets the page move focus here (the receipt, opened from the completion mail). */
  focusable?: boolean
}

/** One card of the ride page, named by its heading. */
export function RideSection({ title, children, id, className, focusable }: RideSectionProps) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={focusable ? -1 : undefined}
      className={cn(
        'rounded-card bg-white p-5 shadow-card focus:outline-2 focus:outline-accent-400 sm:p-6',
        className,
      )}
    >
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      <div className="mt-3 text-sm text-ink-700">{children}</div>
    </section>
  )
}

/** A label and its value, one row of a definition list. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-ink-100 py-2 last:border-0 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-ink-600">{label}</dt>
      <dd className="font-semibold break-words text-ink-900 sm:text-end">{children}</dd>
    </div>
  )
}
