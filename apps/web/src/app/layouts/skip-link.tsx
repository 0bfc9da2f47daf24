import { Trans } from '@lingui/react/macro'
import type { MouseEvent } from 'react'

/** Lets keyboard users jump past the header; moves focus itself so the router sees no hash change. */
export function SkipLink() {
  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    const main = document.getElementById('main')
    main?.focus()
    main?.scrollIntoView()
  }

  return (
    <a
      href="#main"
      onClick={skipToMain}
      className="sr-only z-50 rounded-control bg-ink-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      <Trans>Skip to content</Trans>
    </a>
  )
}
