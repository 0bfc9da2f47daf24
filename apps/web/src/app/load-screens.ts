import { matchRoutes, type Location, type Params, type RouteObject } from 'react-router'

/** A route's `handle` may name what its screen needs on the first render besides its code. */
export type ScreenHandle = { preload?: (params: Params) => Promise<unknown> }

/**
 * Loads the lazy screens of the routes that match a location, and what they preload, before a
 * router exists, so the first render is that page itself (as prerendered), not a loading screen.
 */
export async function loadScreensFor(
  routes: RouteObject[],
  location: Partial<Location> | string,
  basename = '/',
) {
  const matches = matchRoutes(routes, location, basename) ?? []
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const handle = route.handle as ScreenHandle | undefined
      await Promise.all([
        typeof route.lazy === 'function' &&
          route.lazy().then((screen) => Object.assign(route, { ...screen, lazy: undefined })),
        handle?.preload?.(params),
      ])
    }),
  )
}
