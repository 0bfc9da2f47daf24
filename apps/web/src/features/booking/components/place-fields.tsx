import { t } from '@lingui/core/macro'
import {
  asksForAddressDetail,
  hasCoordinates,
  type RideDetails,
  type TripLocation,
} from '@ridelane/domain'
import { AddressDetailField } from './address-detail-field'
import { PlaceCombobox } from '@/components/place-combobox'

export type PlaceFieldsProps = {
  ride: RideDetails
  onRideChange: (ride: RideDetails, pickupTimeZone?: string | null) => void
}

const pointOf = (location: TripLocation) =>
  hasCoordinates(location) ? { lat: location.lat, lng: location.lng } : null

/**
 * Pickup, and dropoff for one-way rides, each with its exact address once a city or district is
 * picked. Loaded on its own, behind 'Loading map...'.
 */
export function PlaceFields({ ride, onRideChange }: PlaceFieldsProps) {
  return (
    <>
      <div className="grid content-start gap-3">
        <PlaceCombobox
          label={t`Pickup location`}
          name="pickup"
          placeholder={t`Airport, city or landmark`}
          location={ride.pickup}
          near={ride.rideType === 'one-way' ? pointOf(ride.dropoff) : null}
          onChange={(pickup, place) => onRideChange({ ...ride, pickup }, place?.timezone ?? null)}
        />
        {asksForAddressDetail(ride.pickup.type) && (
          <AddressDetailField
            end="pickup"
            value={ride.pickupAddressDetail}
            onChange={(pickupAddressDetail) => onRideChange({ ...ride, pickupAddressDetail })}
          />
        )}
      </div>
      {ride.rideType === 'one-way' && (
        <div className="grid content-start gap-3">
          <PlaceCombobox
            label={t`Dropoff location`}
            name="dropoff"
            placeholder={t`Where are you going?`}
            location={ride.dropoff}
            near={pointOf(ride.pickup)}
            onChange={(dropoff) => onRideChange({ ...ride, dropoff })}
          />
          {asksForAddressDetail(ride.dropoff.type) && (
            <AddressDetailField
              end="dropoff"
              value={ride.dropoffAddressDetail}
              onChange={(dropoffAddressDetail) => onRideChange({ ...ride, dropoffAddressDetail })}
            />
          )}
        </div>
      )}
    </>
  )
}
