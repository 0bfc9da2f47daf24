import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { languagePrefix } from '@ridelane/domain'
import { documentLanguage, loadMessages, pageLanguage, startLanguage } from '@/i18n/catalogues'
import { loadScreensFor } from './load-screens'
import { routes } from './routes'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render Ridelane into.')

const language = pageLanguage()
startLanguage(language)
// The plain shell (spa.html) is English; a page under /hi/… or /ar/… says what it is.
Object.assign(document.documentElement, documentLanguage(language))

void Promise.all([
  import('./router'),
  loadMessages([], language),
  loadScreensFor(routes, window.location, languagePrefix(language) || '/'),
]).then(([{ createAppRouter }]) => {
  const router = createAppRouter(language)
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  // In a transition: React's own renderer would work in short slices; Preact, which the
  // browser runs (docs/decisions/050-preact-in-the-browser.md), renders at once.
  startTransition(() => {
    if (!container.hasChildNodes()) {
      createRoot(container).render(app)
      return
    }
    // A prerendered public page (docs/decisions/006-prerendering.md): React adopts the markup
    // in place. Should it ever differ, React renders the page afresh; that is worth a warning
    // in the console, not an error in front of the visitor.
    hydrateRoot(container, app, {
      onRecoverableError: (error) =>
        console.warn('Ridelane re-rendered a prerendered page:', error),
    })
  })
})
