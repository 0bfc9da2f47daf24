import type { ReactNode } from 'react'

type AuthCardProps = { title: string; intro: ReactNode; children: ReactNode }

/** The centred card that frames the partner sign-in, sign-up and password screens. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <div className="bg-ink-50 px-gutter py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-card bg-white p-6 shadow-card sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
          Ridelane for Business
        </p>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-ink-900">{title}</h1>
        <div className="mt-2 text-ink-600">{intro}</div>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}
