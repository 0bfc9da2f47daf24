import type { DriverJob } from '@ridelane/domain'

export const DRIVER_TOKEN = 'driver-link-token'

/** A job as GET /driver/job answers it: an airport pickup with meet & greet, not yet started. */
export function buildJob(overrides: Partial<DriverJob> = {}): DriverJob {
  return {
    booking_code: '7KQ4M2XD',
    status: 'assigned',
    pickup_time: '2030-01-15T15:30:00.000Z',
    timezone: 'America/New_York',
    ride_type: 'one-way',
    duration_hours: null,
    round_trip_time: null,
    pickup: {
      address: 'JFK Airport, Queens, NY',
      detail: 'Terminal 4',
      navigation_url: 'https://www.google.com/maps/dir/?api=1&destination=40.6413,-73.7781',
      point: { lat: 40.6413, lng: -73.7781 },
    },
    dropoff: {
      address: 'The Plaza, 768 5th Ave, New York',
      detail: '',
      navigation_url: 'https://www.google.com/maps/dir/?api=1&destination=40.7645,-73.9744',
      point: { lat: 40.7645, lng: -73.9744 },
    },
    pickup_at_airport: true,
    passenger: {
      name: 'Amara Okafor',
      phone: '+1 (212) 555-0147',
      passengers: 2,
      luggage_count: 3,
      child_seat_count: 1,
    },
    flight_number: 'BA 117',
    flight: null,
    name_sign: 'Amara Okafor',
    notes: 'Two large suitcases',
    vehicle: { make_model: 'Toyota Camry', colour: 'White', plate: 'NYC 4821' },
    next_steps: ['driver_en_route'],
    no_show_from: null,
    free_waiting_minutes: 60,
    waiting: null,
    share_location: false,
    driver_point: null,
    undo_until: null,
    ...overrides,
  }
}
