import type { RideDetails } from '@ridelane/domain'
import { PlaceCombobox } from './place-combobox'

export type PlaceFieldsProps = {
  ride: RideDetails
  onRideChange: (ride: RideDetails, pickupTimeZone?: string | null) => void
}

/** Pickup, and dropoff for one-way rides. Loaded on its own, behind 'Loading map...'. */
export function PlaceFields({ ride, onRideChange }: PlaceFieldsProps) {
  return (
    <>
      <PlaceCombobox
        label="Pickup location"
        name="pickup"
        placeholder="Airport, city or landmark"
        location={ride.pickup}
        onChange={(pickup, place) => onRideChange({ ...ride, pickup }, place?.timezone ?? null)}
      />
      {ride.rideType === 'one-way' && (
        <PlaceCombobox
          label="Dropoff location"
          name="dropoff"
          placeholder="Where are you going?"
          location={ride.dropoff}
          onChange={(dropoff) => onRideChange({ ...ride, dropoff })}
        />
      )}
    </>
  )
}
