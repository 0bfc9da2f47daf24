import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { AppProviders } from './providers'

/** The router's top route: providers, scroll handling (including #anchors), then the page. */
export function AppRoot() {
  useEffect(() => {
    // React has the page: clicks and typing reach it from here. Browser tests wait for this mark.
    document.documentElement.dataset.appReady = 'true'
  }, [])
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
      <Trans>Loading...</Trans>
    </div>
  )
}
