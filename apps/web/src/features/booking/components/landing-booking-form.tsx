import { defaultRideDetails, isTripComplete, type RideDetails } from '@ridelane/domain'
import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { saveSearchFromLanding } from '../flow/booking-flow-storage'
import { RideFields } from './ride-fields'

/**
 * The hero's 'Book Your Premium Ride' card: keeps the ride details, jumps to step 2 and opens
 * the wizard (SPEC.md §2 "Landing page").
 */
export function LandingBookingForm() {
  const navigate = useNavigate()
  const [ride, setRide] = useState<RideDetails>(defaultRideDetails)
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
      onSubmit={onSubmit}
      aria-labelledby="landing-booking-title"
      className="rounded-card bg-white p-5 text-ink-900 shadow-raised sm:p-7"
    >
      <h2 id="landing-booking-title" className="text-xl font-bold">
        Book Your Premium Ride
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
        Find Premium Vehicles
      </Button>
      {!complete && (
        <p id="landing-booking-hint" className="mt-2 text-center text-xs text-ink-500">
          Pick your places from the suggestions and add a date and time to see vehicles.
        </p>
      )}
    </form>
  )
}
