import { describe, expect, it } from 'vitest'
import {
  calculateVehiclePrice,
  isNightPickup,
  type AreaCharges,
  type PricedTrip,
  type VehicleRates,
} from './vehicle-price'

const rates: VehicleRates = {
  baseFareCents: 1000,
  perKmCents: 150,
  perMinuteCents: 40,
  minimumFareCents: 3000,
  hourlyRateCents: 6500,
  dailyRateCents: 40000,
}
const area: AreaCharges = {
  airportFeeCents: 800,
  nightSurchargePercent: 20,
  roundTripDiscountPercent: 10,
}
// 10:00 in New York: daytime.
const day: PricedTrip = {
  rideType: 'one-way',
  distanceKm: 20,
  durationMin: 30,
  pickupAt: '2026-07-01T10:00:00-04:00',
  timeZone: 'America/New_York',
  airportTrip: false,
}

describe('calculateVehiclePrice', () => {
  it('prices a one-way ride by base, distance and time', () => {
    // 1000 + 150 × 20 + 40 × 30 = 5200
    expect(calculateVehiclePrice(rates, area, day)).toEqual({
      priceType: 'fixed',
      priceCents: 5200,
      rideCents: 5200,
      airportFeeCents: 0,
      nightChargeCents: 0,
    })
  })

  it('charges at least the minimum fare', () => {
    const short = calculateVehiclePrice(rates, area, { ...day, distanceKm: 2, durationMin: 5 })
    expect(short.priceCents).toBe(3000)
  })

  it('adds the return leg less the round-trip discount', () => {
    const trip = { ...day, returnAt: '2026-07-03T12:00:00-04:00' }
    // 5200 + 5200 × 0.9 = 9880
    expect(calculateVehiclePrice(rates, area, trip).priceCents).toBe(9880)
  })

  it('prices hourly and multi-day hire by time', () => {
    const base = { ...day, distanceKm: null, durationMin: null }
    expect(calculateVehiclePrice(rates, area, { ...base, rideType: 'hourly', hours: 3 })).toEqual(
      expect.objectContaining({ priceType: 'hourly', priceCents: 19500 }),
    )
    expect(calculateVehiclePrice(rates, area, { ...base, rideType: 'multiday', days: 2 })).toEqual(
      expect.objectContaining({ priceType: 'daily', priceCents: 80000 }),
    )
  })

  it('adds the airport fee once per leg', () => {
    const oneWay = calculateVehiclePrice(rates, area, { ...day, airportTrip: true })
    expect(oneWay).toMatchObject({ priceCents: 6000, rideCents: 5200, airportFeeCents: 800 })
    const roundTrip = calculateVehiclePrice(rates, area, {
      ...day,
      airportTrip: true,
      returnAt: '2026-07-03T12:00:00-04:00',
    })
    expect(roundTrip).toMatchObject({ priceCents: 9880 + 1600, airportFeeCents: 1600 })
  })

  it('adds the night surcharge to a leg picked up at night, not to the airport fee', () => {
    const night = calculateVehiclePrice(rates, area, {
      ...day,
      airportTrip: true,
      pickupAt: '2026-07-01T23:00:00-04:00',
    })
    expect(night).toEqual({
      priceType: 'fixed',
      priceCents: 5200 + 1040 + 800,
      rideCents: 5200,
      airportFeeCents: 800,
      nightChargeCents: 1040,
    })
    const nightReturn = calculateVehiclePrice(rates, area, {
      ...day,
      returnAt: '2026-07-03T05:30:00-04:00',
    })
    // Only the return leg (4680) is at night: 20 % of it is 936.
    expect(nightReturn).toMatchObject({ priceCents: 9880 + 936, nightChargeCents: 936 })
  })

  it('rounds once, so the parts add up to the price', () => {
    const price = calculateVehiclePrice(rates, area, {
      ...day,
      distanceKm: 12.345,
      durationMin: 21.7,
      pickupAt: '2026-07-01T22:30:00-04:00',
    })
    // 1000 + 1851.75 + 868 = 3719.75; night 743.95; exact total 4463.70
    expect(price.priceCents).toBe(4464)
    expect(price.nightChargeCents).toBe(744)
    expect(price.rideCents + price.nightChargeCents + price.airportFeeCents).toBe(4464)
  })

  it('refuses a one-way ride without a distance', () => {
    expect(() => calculateVehiclePrice(rates, area, { ...day, distanceKm: null })).toThrow(
      RangeError,
    )
  })
})

describe('isNightPickup', () => {
  // Instants written in UTC so the pickup's zone, not the server's, decides.
  it.each([
    ['2026-07-01T16:29:00Z', false], // 21:59 in Kolkata (UTC+05:30)
    ['2026-07-01T16:30:00Z', true], // 22:00
    ['2026-07-02T02:29:00Z', true], // 07:59
    ['2026-07-02T02:30:00Z', false], // 08:00
  ])('reads %s on the Asia/Kolkata clock as night: %s', (instant, night) => {
    expect(isNightPickup(instant, 'Asia/Kolkata')).toBe(night)
  })

  it.each([
    ['2026-01-16T02:59:00Z', false], // 21:59 in New York (UTC−5 in winter)
    ['2026-01-16T03:00:00Z', true], // 22:00
    ['2026-01-16T12:59:00Z', true], // 07:59
    ['2026-01-16T13:00:00Z', false], // 08:00
  ])('reads %s on the America/New_York clock as night: %s', (instant, night) => {
    expect(isNightPickup(instant, 'America/New_York')).toBe(night)
  })

  it('prices the surcharge by the pickup zone’s clock', () => {
    const trip = { ...day, timeZone: 'Asia/Kolkata' }
    const at = (pickupAt: string) =>
      calculateVehiclePrice(rates, area, { ...trip, pickupAt }).nightChargeCents
    expect(at('2026-07-01T16:29:00Z')).toBe(0)
    expect(at('2026-07-01T16:30:00Z')).toBe(1040)
    expect(at('2026-07-02T02:29:00Z')).toBe(1040)
    expect(at('2026-07-02T02:30:00Z')).toBe(0)
  })
})
