import { useLayoutEffect, useState } from 'react'
import { driverTokenFromFragment, readDriverToken, rememberDriverToken } from '../driver-token'

/** The token of a link in the address, kept for this tab, or null when the address has none. */
function takeTokenFromAddress(): string | null {
  const fromLink = driverTokenFromFragment(window.location.hash)
  if (fromLink) rememberDriverToken(fromLink)
  if (window.location.hash) {
    // Off the address and out of the history, so the token is not shared with a screenshot.
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  }
  return fromLink
}

/**
 * The job's token: from the address's fragment, else the one this tab kept. A second job link
 * opened in the same tab changes only the fragment (no reload), so the page follows each new
 * fragment as it arrives instead of keeping the job it opened first (issue 30).
 */
export function useDriverToken(): string | null {
  const [token, setToken] = useState(
    () => driverTokenFromFragment(window.location.hash) ?? readDriverToken(),
  )
  useLayoutEffect(() => {
    const follow = () => {
      const fromLink = takeTokenFromAddress()
      if (fromLink) setToken(fromLink)
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])
  return token
}
