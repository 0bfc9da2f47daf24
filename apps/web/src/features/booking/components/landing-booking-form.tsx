import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  defaultRideDetails,
  isTripComplete,
  pickupAddressDetailMissing,
  type RideDetails,
} from '@ridelane/domain'
import { Search } from 'lucide-react'
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { saveSearchFromLanding } from '../flow/booking-flow-storage'
import type { FormSnapshot } from '../flow/form-snapshot'
import { restoreFocus } from '../flow/restore-focus'
import { rideFromFormValues } from '../flow/ride-from-form'
import { RideFields } from './ride-fields'

export { loadPlaceFields } from './lazy-place-fields'

/**
 * The hero's 'Book Your Premium Ride' card: keeps the ride details, jumps to step 2 and opens the
 * wizard (docs/product.md#public-pages). `resume` carries on from the prerendered form.
 */
export function LandingBookingForm({ resume }: { resume?: FormSnapshot }) {
  const navigate = useNavigate()
  const form = useRef<HTMLFormElement>(null)
  const [ride, setRide] = useState<RideDetails>(() =>
    resume ? rideFromFormValues(resume.values) : defaultRideDetails,
  )
  // Taking over from the prerendered form: focus goes back where the traveller was, before
  // the next key press, so nothing typed is lost.
  const [resumedFocus] = useState(resume?.focus)
  useLayoutEffect(() => {
    if (form.current) restoreFocus(form.current, resumedFocus)
  }, [resumedFocus])
  const [pickupTimeZone, setPickupTimeZone] = useState<string | null>(null)
  const complete = isTripComplete(ride)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!complete) return
    saveSearchFromLanding(ride, pickupTimeZone)
    void navigate(paths.booking)
  }

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      aria-labelledby="landing-booking-title"
      className="rounded-card bg-white p-5 text-ink-900 shadow-raised sm:p-7"
    >
      <h2 id="landing-booking-title" className="text-xl font-bold">
        <Trans>Book Your Premium Ride</Trans>
      </h2>
      <div className="mt-4">
        <RideFields
          ride={ride}
          onRideChange={(next, zone) => {
            setRide(next)
            if (zone !== undefined) setPickupTimeZone(zone)
          }}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        size="lg"
        className="mt-5 w-full"
        disabled={!complete}
        aria-describedby={complete ? undefined : 'landing-booking-hint'}
      >
        <Search className="size-4" aria-hidden="true" />
        <Trans>Find Premium Vehicles</Trans>
      </Button>
      {!complete && (
        <p id="landing-booking-hint" className="mt-2 text-center text-xs text-ink-500">
          {pickupAddressDetailMissing(ride.pickup.type, ride.pickupAddressDetail)
            ? t`Add the exact pickup address to see vehicles.`
            : t`Pick your places from the suggestions and add a date and time to see vehicles.`}
        </p>
      )}
    </form>
  )
}
