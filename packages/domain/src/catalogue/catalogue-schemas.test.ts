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
    ['free_waiting_airport_minutes', 241, m.freeWaitingInvalid],
    ['free_waiting_other_minutes', -1, m.freeWaitingInvalid],
    ['free_waiting_other_minutes', 7.5, m.freeWaitingInvalid],
    ['waiting_charge_cents_per_block', -100, m.centsInvalid],
    ['no_show_radius_meters', 20, m.noShowRadiusInvalid],
    ['no_show_radius_meters', 5001, m.noShowRadiusInvalid],
    ['arrival_buffer_minutes', 300, m.arrivalBufferInvalid],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(messageAt(serviceAreaInputSchema.safeParse({ ...area, [field]: value }), field)).toBe(
      message,
    )
  })

  it('gives a new area the default waiting policy unless told otherwise', () => {
    expect(serviceAreaInputSchema.parse(area)).toMatchObject({
      free_waiting_airport_minutes: 60,
      free_waiting_other_minutes: 15,
      waiting_charge_cents_per_block: 1000,
      no_show_radius_meters: 300,
      arrival_buffer_minutes: 60,
    })
    const own = serviceAreaInputSchema.parse({
      ...area,
      free_waiting_other_minutes: 20,
      waiting_charge_cents_per_block: 800,
    })
    expect(own).toMatchObject({
      free_waiting_other_minutes: 20,
      waiting_charge_cents_per_block: 800,
    })
  })

  it('changes only the waiting fields sent, with no defaults', () => {
    expect(serviceAreaChangeSchema.parse({ no_show_radius_meters: 500 })).toEqual({
      no_show_radius_meters: 500,
    })
  })

  it('needs at least one field to change', () => {
    expect(serviceAreaChangeSchema.safeParse({}).error?.issues[0]?.message).toBe(m.nothingToChange)
    expect(serviceAreaChangeSchema.parse({ active: false })).toEqual({ active: false })
  })
})

describe('vehicle rate schema', () => {
  it('defaults add-on modes and the waiting charge to the area’s', () => {
    expect(vehicleRateInputSchema.parse(rate)).toMatchObject({
      meet_greet_mode: null,
      child_seat_mode: null,
      waiting_charge_cents_per_block: null,
      active: true,
    })
    expect(
      vehicleRateInputSchema.parse({ ...rate, waiting_charge_cents_per_block: 2500 }),
    ).toMatchObject({ waiting_charge_cents_per_block: 2500 })
    expect(
      messageAt(
        vehicleRateInputSchema.safeParse({ ...rate, waiting_charge_cents_per_block: -1 }),
        'waiting_charge_cents_per_block',
      ),
    ).toBe(m.centsInvalid)
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
