import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { usePartnerAuth } from '@/features/partner'
import { useAfterHydration } from '@/hooks/use-after-hydration'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { useNoIndex } from '@/hooks/use-no-index'
import { prepareDateFormatsWhenIdle } from '@/lib/format-date-time'
import { startRideRead } from '../api/get-ride'
import { useRideToken } from '../hooks/use-ride-token'
import { readRideToken, tokenFromFragment } from '../ride-token'
import { RideSkeleton } from './ride-skeleton'

// The ride's screen is its own chunk: the frame below paints first, from the build's HTML on a
// slow connection (docs/decisions/040-ride-page-frame.md), and the screen follows.
const RideScreen = lazy(() => loadScreen().then((m) => ({ default: m.RideScreen })))

const loadScreen = () => import('./ride-screen')

/**
 * What the ride page needs before it is drawn, started beside the page's own code: the screen's
 * chunk and, when this tab holds the ride's token, the ride itself (the route's preload).
 */
export function preloadRide(code: string): Promise<unknown> {
  const token = tokenFromFragment(window.location.hash) ?? readRideToken(code)
  if (token) {
    startRideRead({ ref: code, token })
    prepareDateFormatsWhenIdle()
  }
  return loadScreen()
}

/** Opened with no token in the link or this tab, and no partner signed in. */
function NoAccess() {
  return (
    <div className="mx-auto max-w-6xl px-gutter py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
        <Trans>Open your booking</Trans>
      </h1>
      <p className="mt-3 max-w-prose text-ink-700">
        <Trans>
          This page needs the link from your confirmation email, or your booking code and the email
          you booked with.
        </Trans>
      </p>
      <ButtonLink to={paths.manage} variant="secondary" className="mt-6">
        <Trans>Find my booking</Trans>
      </ButtonLink>
    </div>
  )
}

function TravellerRide({ code }: { code: string }) {
  const token = useRideToken(code)
  const partner = usePartnerAuth()
  const frame = <RideSkeleton code={code.toUpperCase()} />
  if (!token && partner.status === 'loading') return frame
  if (!token && partner.status !== 'logged-in') return <NoAccess />
  // A partner who follows a booking code link sees it with their own session.
  return (
    <Suspense fallback={frame}>
      <RideScreen access={{ ref: code, token }} />
    </Suspense>
  )
}

/** /rides/:code, the traveller's ride page (docs/product.md#screens). */
export function RidePage() {
  const { code = '' } = useParams()
  const shown = code.toUpperCase()
  useDocumentTitle(t`Booking ${shown}`)
  useMetaDescription(t`Follow your Ridelane ride: your driver, the pickup and what you paid.`)
  useNoIndex()
  // The build prerenders the frame with a stand-in code that the server swaps for the real one;
  // the token lives in the address's fragment and this tab, which only the browser can read.
  const hydrated = useAfterHydration(true, false)
  if (!hydrated) return <RideSkeleton code={shown} />
  // Another code is another ride, with its own token.
  return <TravellerRide key={code} code={code} />
}
