import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False while React takes over a prerendered page (and while the build prerenders it), true in
 * every other render. A part of a page that depends on what only the browser knows — the URL's
 * query or hash, a stored sign-in — renders as the build did until this turns true, so the page
 * hydrates onto the prerendered markup as it is (docs/decisions/006-prerendering.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
