import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * `value` in every render except while React takes over a prerendered page (and while the build
 * prerenders it), where it is `prerendered`: what the build rendered. For what only the browser
 * knows — the URL's query or hash, a stored sign-in — so the page hydrates onto its prerendered
 * markup as it is, then shows the browser's value (docs/decisions/006-prerendering.md). When the
 * two are equal (`Object.is`), nothing renders twice.
 */
export function useAfterHydration<T>(value: T, prerendered: T): T {
  return useSyncExternalStore(
    subscribe,
    () => value,
    () => prerendered,
  )
}
