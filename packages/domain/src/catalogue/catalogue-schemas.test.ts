import { describe, expect, it } from 'vitest'
import { catalogueMessages as m } from './catalogue-messages'
import {
  cataloguePreviewSchema,
  serviceAreaChangeSchema,
  serviceAreaInputSchema,
  vehicleRateInputSchema,
} from './catalogue-schemas'

const area = {
  id: 'pune',
  name: 'Pune',
  country_code: 'in',
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
const rate = {
  base_fare_cents: 500,
  per_km_cents: 100,
  per_minute_cents: 20,
  minimum_fare_cents: 1500,
  hourly_rate_cents: 3000,
  daily_rate_cents: 20000,
}

const messageAt = (
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) => result.error?.issues.find((issue) => issue.path.join('.') === path)?.message

describe('service area schemas', () => {
  it('accepts an area and upper-cases its country', () => {
    const parsed = serviceAreaInputSchema.parse(area)
    expect(parsed.country_code).toBe('IN')
    expect(parsed.active).toBe(true)
  })

  it.each([
    ['radius_km', 0, m.radiusInvalid],
    ['night_surcharge_percent', 101, m.percentInvalid],
    ['round_trip_discount_percent', -1, m.percentInvalid],
    ['airport_fee_cents', 12.5, m.centsInvalid],
    ['airport_fee_cents', -1, m.centsInvalid],
    ['lead_time_hours', -1, m.leadTimeInvalid],
    ['timezone', 'Mars/Olympus', 'Enter a valid IANA time zone'],
    ['id', 'Pune City', m.areaIdInvalid],
    ['meet_greet_mode', 'sometimes', m.addOnModeInvalid],
    ['name', ' ', m.nameRequired],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(messageAt(serviceAreaInputSchema.safeParse({ ...area, [field]: value }), field)).toBe(
      message,
    )
  })

  it('needs at least one field to change', () => {
    expect(serviceAreaChangeSchema.safeParse({}).error?.issues[0]?.message).toBe(m.nothingToChange)
    expect(serviceAreaChangeSchema.parse({ active: false })).toEqual({ active: false })
  })
})

describe('vehicle rate schema', () => {
  it('defaults add-on modes to the area’s', () => {
    expect(vehicleRateInputSchema.parse(rate)).toMatchObject({
      meet_greet_mode: null,
      child_seat_mode: null,
      active: true,
    })
  })

  it('rejects negative or fractional cents', () => {
    expect(
      messageAt(vehicleRateInputSchema.safeParse({ ...rate, per_km_cents: -5 }), 'per_km_cents'),
    ).toBe(m.centsInvalid)
    expect(
      messageAt(
        vehicleRateInputSchema.safeParse({ ...rate, base_fare_cents: 1.5 }),
        'base_fare_cents',
      ),
    ).toBe(m.centsInvalid)
  })
})

describe('preview schema', () => {
  it('fills a sample trip’s defaults and checks unsaved values', () => {
    const parsed = cataloguePreviewSchema.parse({
      trip: { ride_type: 'one-way', pickup_local_time: '23:30', passengers: 2 },
    })
    expect(parsed.trip).toMatchObject({ distance_km: 20, duration_min: 30, round_trip: false })
    const bad = cataloguePreviewSchema.safeParse({
      trip: { ride_type: 'one-way', pickup_local_time: '23:30', passengers: 2 },
      area: { night_surcharge_percent: 150 },
    })
    expect(messageAt(bad, 'area.night_surcharge_percent')).toBe(m.percentInvalid)
  })
})
