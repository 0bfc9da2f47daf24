import type { ReactNode } from 'react'

type PartnerPageIntroProps = { title: string; children: ReactNode; actions?: ReactNode }

/** The heading band of a partner portal screen. */
export function PartnerPageIntro({ title, children, actions }: PartnerPageIntroProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-gutter pt-10 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">{title}</h1>
        <div className="mt-2 text-ink-600">{children}</div>
      </div>
      {actions && <div className="flex gap-3">{actions}</div>}
    </div>
  )
}
