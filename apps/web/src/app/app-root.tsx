import { Outlet, ScrollRestoration } from 'react-router'
import { AppProviders } from './providers'

/** The router's top route: providers, scroll handling (including #anchors), then the page. */
export function AppRoot() {
  return (
    <AppProviders>
      <ScrollRestoration />
      <Outlet />
    </AppProviders>
  )
}

/** Shown for the instant the first lazily loaded page is on its way. */
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center text-ink-600" role="status">
      Loading...
    </div>
  )
}
