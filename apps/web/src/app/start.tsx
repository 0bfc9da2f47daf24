import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { loadScreensFor } from './load-screens'
import { routes } from './routes'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render Ridelane into.')

void Promise.all([import('./router'), loadScreensFor(routes, window.location)]).then(
  ([{ createAppRouter }]) => {
    const router = createAppRouter()
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
  },
)
