import { useEffect, useRef, type ReactNode } from 'react'
import { BrandLink } from '@/app/layouts/brand-link'
import { SkipLink } from '@/app/layouts/skip-link'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** The plain, phone-first frame of the portal's sign-in, set-password and forgot-password screens. */
export function ProviderAuthFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  // A new step changes the heading; focus follows it so keyboard and screen reader users start
  // the step at its top rather than on a button that has gone.
  const heading = useRef<HTMLHeadingElement>(null)
  const firstTitle = useRef(title)
  useEffect(() => {
    if (title !== firstTitle.current) heading.current?.focus()
  }, [title])
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <SkipLink />
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center px-gutter sm:h-16">
          <BrandLink />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 px-gutter py-6 focus:outline-none sm:py-16">
        <div className="mx-auto max-w-md rounded-card bg-white p-5 shadow-card sm:p-8">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            Provider portal
          </p>
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-2 text-2xl font-extrabold tracking-tight text-ink-900 focus:outline-none"
          >
            {title}
          </h1>
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  )
}
