import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { config as configureZod } from 'zod/v4/core'
import { routes } from './app/routes'
import './styles.css'

// The site's CSP forbids eval. Without this, zod probes for it with `new Function`, and the
// browser reports each blocked probe as a CSP violation; validation works the same either way.
configureZod({ jitless: true })

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render Ridelane into.')

/**
 * Public pages arrive prerendered (docs/decisions/006-prerendering.md). Loading the current
 * page's lazy screens before the router exists lets the first render show that page at once,
 * replacing the prerendered markup with the same content instead of a loading screen.
 */
async function loadCurrentScreens() {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, { ...(await route.lazy()), lazy: undefined })
    }),
  )
}

void loadCurrentScreens().then(async () => {
  const { router } = await import('./app/router')
  const root = createRoot(container)
  // Replace the prerendered markup at once, so the page is live as soon as its code is here.
  flushSync(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  )
  // From here clicks and typing reach React; browser tests wait for this mark.
  document.documentElement.dataset.appReady = 'true'
})
