import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type PageIntroProps = {
  eyebrow?: string
  title: string
  children?: ReactNode
  className?: string
}

/** The opening band of an inner page: a small label, the page's h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, children, className }: PageIntroProps) {
  return (
    <header className={cn('bg-ink-50 border-b border-ink-100', className)}>
      <div className="mx-auto max-w-5xl px-gutter py-12 sm:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-title">
          {title}
        </h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-ink-600">{children}</div>}
      </div>
    </header>
  )
}
