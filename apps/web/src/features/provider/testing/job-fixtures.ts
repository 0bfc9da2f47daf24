import type { ProviderJob, ProviderJobDetail } from '@ridelane/domain'

// Tests only: provider jobs as the API answers them (packages/domain provider/provider-jobs.ts).

export const JOB_ID = '6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b'
export const OFFER_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
export const DRIVER = {
  id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Luis Ortega',
  phone: '+12125550199',
}
export const VEHICLE = {
  id: '2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d6e',
  vehicle_class_id: 'sedan',
  make_model: 'Toyota Corolla',
  colour: 'Black',
  plate: 'T 600 123C',
  seats: 4,
}
export const VAN = {
  id: '3d4e5f60-7182-4c9d-8e1f-2a3b4c5d6e7f',
  vehicle_class_id: 'van',
  make_model: 'Ford Transit',
  colour: 'White',
  plate: 'V 12 ABC',
  seats: 8,
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

/** An open offer of a Times Square → JFK sedan at 10:00 New York time. */
export function buildJob(overrides: Partial<ProviderJob> = {}): ProviderJob {
  return {
    booking_id: JOB_ID,
    booking_code: 'RL-7K2M9Q',
    booking_status: 'confirmed',
    ride_type: 'one-way',
    pickup_time: '2030-01-15T15:00:00.000Z',
    timezone: 'America/New_York',
    pickup_date_local: '2030-01-15',
    pickup_time_local: '10:00',
    pickup_location: 'Times Square, Manhattan, NY',
    pickup_address_detail: '',
    dropoff_location: 'JFK Airport, Queens, NY',
    dropoff_address_detail: 'Terminal 4',
    duration_hours: null,
    vehicle_class_id: 'sedan',
    vehicle_name: 'Sedan',
    passengers: 2,
    luggage_count: 1,
    child_seat_count: 0,
    meet_greet: false,
    earnings: { fare: 100, commission_percent: 15, payout: 85, currency: 'USD' },
    offer: { id: OFFER_ID, status: 'open', expires_at: inMinutes(29) },
    driver: null,
    vehicle: null,
    ...overrides,
  }
}

/** The job's page of an open offer: no traveller yet, may be accepted or declined. */
export function buildOfferDetail(overrides: Partial<ProviderJobDetail> = {}): ProviderJobDetail {
  return {
    ...buildJob(),
    traveller: null,
    can_accept: true,
    can_decline: true,
    can_assign: false,
    ...overrides,
  }
}

/** The job's page of a ride the provider holds, without a driver yet. */
export function buildHeldDetail(overrides: Partial<ProviderJobDetail> = {}): ProviderJobDetail {
  return buildOfferDetail({
    booking_status: 'assigned',
    offer: { id: OFFER_ID, status: 'accepted', expires_at: inMinutes(29) },
    traveller: {
      name: 'Amara Okafor',
      phone_number: '+12125550147',
      flight_number: 'BA 117',
      flight: null,
      driver_instructions: null,
    },
    can_accept: false,
    can_decline: false,
    can_assign: true,
    ...overrides,
  })
}
