import type { App } from '../../app'

// Helpers for this feature's API tests only; nothing in the app imports this file.

export const areaBody = {
  id: 'pune',
  name: 'Pune',
  country_code: 'IN',
  timezone: 'Asia/Kolkata',
  center_lat: 18.52,
  center_lng: 73.85,
  radius_km: 40,
  average_speed_kmh: 30,
  airport_fee_cents: 500,
  night_surcharge_percent: 20,
  round_trip_discount_percent: 10,
  lead_time_hours: 4,
  meet_greet_mode: 'additional_charge',
  meet_greet_charge_cents: 300,
  child_seat_mode: 'included',
  child_seat_charge_cents: 0,
}

export const rateBody = {
  base_fare_cents: 2000,
  per_km_cents: 300,
  per_minute_cents: 100,
  minimum_fare_cents: 6000,
  hourly_rate_cents: 9000,
  daily_rate_cents: 60000,
}

export const sampleTrip = {
  ride_type: 'one-way',
  distance_km: 10,
  duration_min: 20,
  pickup_local_time: '10:00',
  passengers: 2,
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT'
export function call(app: App, token: string, method: Method, url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  })
}
