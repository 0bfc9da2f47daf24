import { createBrowserRouter } from 'react-router'
import { routes } from './routes'

/**
 * Created only once the current page's lazy screens are loaded (start.tsx): a router made
 * earlier would start uninitialised, and its first render would not be the prerendered page.
 */
export function createAppRouter() {
  return createBrowserRouter(routes)
}
