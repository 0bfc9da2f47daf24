import { useLayoutEffect, useState } from 'react'
import { readRideToken, rememberRideToken, tokenFromFragment } from '../ride-token'

/**
 * The token of the ride `code`: from the address's fragment on the first load (a ride link,
 * `/rides/{code}#<token>`), else the one this tab kept. A token from the fragment is kept for
 * the code and taken off the address with history.replaceState, so it stays out of the history
 * and of anything that copies the address.
 */
export function useRideToken(code: string): string | null {
  const [token] = useState(() => {
    const fromLink = tokenFromFragment(window.location.hash)
    if (fromLink) rememberRideToken(code, fromLink)
    return fromLink ?? readRideToken(code)
  })

  useLayoutEffect(() => {
    if (!window.location.hash) return
    const { pathname, search } = window.location
    // The router's own entry state is kept, so back and forward still work.
    window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  }, [])

  return token
}
