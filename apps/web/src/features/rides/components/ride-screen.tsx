import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { RideView } from '@ridelane/domain'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useRenderedInTurn } from '@/hooks/use-rendered-in-turn'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { LOAD_RIDE_ERROR, useRideQuery } from '../api/get-ride'
import { POLL_WHILE_OFFLINE_MS, useRideLiveUpdates, type LiveStatus } from '../api/ride-stream'
import type { RideAccess } from '../ride-access'
import { useRideUpdated } from '../hooks/use-ride-updated'
import { CancelRideDialog } from './cancel-ride-dialog'
import { ChangeRidePanel } from './change-ride-panel'
import { RideCancellation, RideFare } from './ride-fare'
import { driverComingStatuses, RideDriver, RideMeeting } from './ride-driver'
import { RideSkeleton } from './ride-skeleton'
import { RECEIPT_SECTION_ID, RideCalendar, RideReceipt, RideSupport } from './ride-support'
import { RideYourData } from './ride-your-data'
import { LiveLine, RideTimeline, StatusBadge } from './ride-timeline'
import { RidePassenger, RideTrip } from './ride-trip'

const frame = 'mx-auto max-w-6xl px-gutter py-6 sm:py-10'

// The forms bring react-hook-form, zod and the place search: chunks of their own. The rating
// form is fetched only for a ride that can be (or was) rated; the change panel fetches its form
// when the traveller starts a change.
const RateRideCard = lazy(() =>
  import('./rate-ride-card').then((m) => ({ default: m.RateRideCard })),
)

/** No such booking, or not this caller's: the same answer either way (the API's 404). */
function NotOpened({ partner }: { partner: boolean }) {
  return (
    <div className={frame}>
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
        <Trans>We could not open this booking</Trans>
      </h1>
      <p className="mt-3 max-w-prose text-ink-700">
        {partner
          ? t`It is not one of the bookings of your partner account.`
          : t`The link may have run out, or it belongs to another booking. Find your booking again with its code and the email you booked with.`}
      </p>
      <ButtonLink
        to={partner ? paths.partner.bookings : paths.manage}
        variant="secondary"
        className="mt-6"
      >
        {partner ? t`Your Bookings` : t`Find my booking`}
      </ButtonLink>
    </div>
  )
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={frame}>
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
        <Trans>Your booking</Trans>
      </h1>
      <Alert tone="danger" className="mt-4 max-w-prose">
        {apiErrorMessage(error, i18n._(LOAD_RIDE_ERROR))}
      </Alert>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}

/** Moves focus to the receipt once, when the address asks for it (`?receipt=1`). */
function useReceiptFocus(ready: boolean) {
  const [search] = useSearchParams()
  const wanted = search.get('receipt') === '1'
  const done = useRef(false)
  useEffect(() => {
    if (!ready || !wanted || done.current) return
    done.current = true
    const section = document.getElementById(RECEIPT_SECTION_ID)
    section?.focus()
    section?.scrollIntoView?.({ block: 'start' })
  }, [ready, wanted])
}

/** The ride page's content for one view of the ride. */
export function RideDetails({
  ride,
  access,
  live,
}: {
  ride: RideView
  access: RideAccess
  live: LiveStatus
}) {
  const onUpdated = useRideUpdated(access)
  const driverComing = ride.driver !== null && driverComingStatuses.has(ride.booking_status)
  // The top of the page (the code, the status, the driver and the trip) is drawn at once; the
  // rest follows in three parts, each in a task of its own, so a slow phone answers a tap between
  // them: the left column's, then the right column's in two.
  const shown = useRenderedInTurn(3)
  useReceiptFocus(shown === 3)
  const bookedBy = ride.booked_by
  const costCentre = ride.cost_centre
  const reference = ride.booking_reference
  return (
    <div className={frame}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            <Trans>Your booking</Trans>
          </p>
          <h1 className="font-mono text-2xl font-extrabold tracking-widest text-ink-900 sm:text-3xl">
            {ride.booking_code}
          </h1>
          {ride.viewer === 'partner' && bookedBy && (
            <p className="mt-1 text-sm break-all text-ink-700">
              <Trans>Booked by {bookedBy}</Trans>
            </p>
          )}
          {ride.viewer === 'partner' && (costCentre || reference) && (
            <p className="mt-1 text-sm break-all text-ink-700">
              {[costCentre && t`Cost centre ${costCentre}`, reference && t`Reference ${reference}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
        <div className="grid justify-items-start gap-1 sm:justify-items-end">
          <p aria-live="polite">
            <span className="sr-only">{t`Status:`} </span>
            <StatusBadge status={ride.booking_status} />
          </p>
          <LiveLine live={live} />
        </div>
      </header>
      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid gap-4">
          {/* While the driver is coming, the driver leads: who, which car, how far, a call away. */}
          {driverComing && <RideDriver ride={ride} />}
          {driverComing && <RideMeeting ride={ride} />}
          <RideTrip ride={ride} />
          {!driverComing && <RideDriver ride={ride} />}
          {!driverComing && <RideMeeting ride={ride} />}
          {shown >= 1 && (
            <>
              <RidePassenger ride={ride} />
              <ChangeRidePanel ride={ride} access={access} onUpdated={onUpdated} />
              <RideTimeline ride={ride} />
            </>
          )}
        </div>
        {shown >= 2 && (
          <div className="grid gap-4">
            {(ride.can_rate || ride.rating) && (
              <Suspense fallback={null}>
                <RateRideCard ride={ride} access={access} onUpdated={onUpdated} />
              </Suspense>
            )}
            <RideCancellation
              ride={ride}
              action={<CancelRideDialog ride={ride} access={access} onUpdated={onUpdated} />}
            />
            <RideFare ride={ride} />
            {shown === 3 && (
              <>
                <RideReceipt ride={ride} access={access} />
                <RideCalendar access={access} />
                <RideSupport ride={ride} />
                <RideYourData ride={ride} access={access} />
              </>
            )}
          </div>
        )}
      </div>
    </div>
  )
}

/**
 * Loads the ride for `access` and keeps it current: refetched on each event of its live stream,
 * polled every 10 s while the stream is down.
 */
export function RideScreen({ access }: { access: RideAccess }) {
  const live = useRideLiveUpdates(access)
  const ride = useRideQuery(access, live === 'offline' ? POLL_WHILE_OFFLINE_MS : false)

  // A traveller's ref is the booking code; a partner's is the booking's id, not for showing.
  if (ride.isPending)
    return <RideSkeleton code={access.token ? access.ref.toUpperCase() : undefined} />
  if (ride.isError && !ride.data) {
    const { error } = ride
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) {
      return <NotOpened partner={access.token === null} />
    }
    return <LoadFailed error={error} onRetry={() => void ride.refetch()} />
  }
  return <RideDetails ride={ride.data} access={access} live={live} />
}
