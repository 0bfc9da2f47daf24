import { wallClockInZone, zonedDateTimeToIso } from '@ridelane/domain'

const zone = 'America/New_York'

/** JFK to Times Square, one way, three days ahead at 10:00 New York time. */
export function priceRequest() {
  const { date } = wallClockInZone(new Date(Date.now() + 3 * 86_400_000), zone)
  return {
    ride_type: 'one-way',
    pickup: { address: 'JFK Airport', lat: 40.6413, lng: -73.7781 },
    dropoff: { address: 'Times Square', lat: 40.758, lng: -73.9855 },
    booking_time: zonedDateTimeToIso(date, '10:00', zone),
    timezone: zone,
    passengers: 2,
  }
}
