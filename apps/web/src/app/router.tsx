import { createBrowserRouter } from 'react-router'
import { languagePrefix, type Language } from '@ridelane/domain'
import { routes } from './routes'

/**
 * Created only once the current page's lazy screens are loaded (start.tsx): a router made
 * earlier would start uninitialised, and its first render would not be the prerendered page.
 */
export function createAppRouter(language: Language) {
  // A language's pages live under its prefix (/hi/…): every route and link works within it as is.
  return createBrowserRouter(routes, { basename: languagePrefix(language) || '/' })
}
