import { matchRoutes, type Location, type RouteObject } from 'react-router'

/**
 * Loads the lazy screens of the routes that match a location, before a router exists, so the
 * first render is that page itself (as prerendered), not a loading screen.
 */
export async function loadScreensFor(routes: RouteObject[], location: Partial<Location> | string) {
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, { ...(await route.lazy()), lazy: undefined })
    }),
  )
}
