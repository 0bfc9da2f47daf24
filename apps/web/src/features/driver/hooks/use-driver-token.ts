import { useLayoutEffect, useState } from 'react'
import { driverTokenFromFragment, readDriverToken, rememberDriverToken } from '../driver-token'

/**
 * The job's token: from the address's fragment on the first load, else the one this tab kept.
 * A token from the fragment is kept and taken off the address, out of the history.
 */
export function useDriverToken(): string | null {
  const [token] = useState(() => {
    const fromLink = driverTokenFromFragment(window.location.hash)
    if (fromLink) rememberDriverToken(fromLink)
    return fromLink ?? readDriverToken()
  })
  useLayoutEffect(() => {
    if (!window.location.hash) return
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  }, [])
  return token
}
