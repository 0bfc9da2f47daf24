import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

type LandingSectionProps = {
  id?: string
  eyebrow: string
  title: string
  children: ReactNode
  className?: string
}

/** One anchored band of the landing page (docs/product.md#public-pages anchors: services,
 * solutions, fleet, about). */
export function LandingSection({ id, eyebrow, title, children, className }: LandingSectionProps) {
  const headingId = useId()
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-section', className)}>
      <div className="mx-auto max-w-6xl px-gutter">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
        <h2 id={headingId} className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900">
          {title}
        </h2>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}

type InfoCardProps = { title: string; icon?: ReactNode; children: ReactNode }

export function InfoCard({ title, icon, children }: InfoCardProps) {
  return (
    <li className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
      {icon && (
        <span className="mb-4 grid size-11 place-items-center rounded-control bg-accent-100 text-accent-700">
          {icon}
        </span>
      )}
      <h3 className="text-lg font-bold text-ink-900">{title}</h3>
      <p className="mt-2 text-ink-600">{children}</p>
    </li>
  )
}
