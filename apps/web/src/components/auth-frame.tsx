import { useEffect, useRef, type ReactNode } from 'react'
import { BrandLink } from '@/app/layouts/brand-link'
import { SkipLink } from '@/app/layouts/skip-link'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { cn } from '@/lib/cn'

type AuthFrameProps = {
  /** The small line above the heading that names the portal: 'Provider portal', 'Operator console'. */
  portal: string
  title: string
  /** Tighter header and padding on phones, for screens used mostly on a phone (the provider portal). */
  phoneFirst?: boolean
  children: ReactNode
}

/** The plain frame of the provider portal's and the operator console's sign-in and password screens. */
export function AuthFrame({ portal, title, phoneFirst = false, children }: AuthFrameProps) {
  useDocumentTitle(title)
  // Each step of a flow changes the heading; focus follows it, so keyboard and screen reader
  // users start the new step at its top rather than on a button that has gone.
  const heading = useRef<HTMLHeadingElement>(null)
  const firstTitle = useRef(title)
  useEffect(() => {
    if (title !== firstTitle.current) heading.current?.focus()
  }, [title])
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <SkipLink />
      <header className="border-b border-ink-100 bg-white">
        <div
          className={cn(
            'mx-auto flex max-w-6xl items-center px-gutter',
            phoneFirst ? 'h-14 sm:h-16' : 'h-16',
          )}
        >
          <BrandLink />
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'flex-1 px-gutter focus:outline-none sm:py-16',
          phoneFirst ? 'py-6' : 'py-10',
        )}
      >
        <div
          className={cn(
            'mx-auto max-w-md rounded-card bg-white shadow-card sm:p-8',
            phoneFirst ? 'p-5' : 'p-6',
          )}
        >
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{portal}</p>
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
