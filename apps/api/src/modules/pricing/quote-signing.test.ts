import { describe, expect, it } from 'vitest'
import { compactTerms, type QuotedVehicleRecord } from './quote'
import { createQuoteSigner, VEHICLE_FIELDS, vehicleRow, vehicleRowsJson } from './quote-signing'

const sedan: QuotedVehicleRecord = {
  city_vehicle_id: 'new-york:sedan',
  vehicle_class_id: 'sedan',
  vehicle_name: 'Sedan',
  vehicle_model: 'Toyota Corolla or similar',
  vehicle_type: 'standard',
  vehicle_logo: '/images/fleet/sedan.svg',
  category: 'Sedan',
  passenger_capacity: 3,
  luggage_capacity: 2,
  price_type: 'fixed',
  price_cents: 10_542,
  ride_cents: 9_042,
  airport_fee_cents: 1_500,
  night_charge_cents: 0,
  meet_greet_mode: 'additional_charge',
  child_seat_mode: 'not_allowed',
  cancellation_terms: {
    transfer: [
      { hours_notice: 72, refund_percent: 100 },
      { hours_notice: 12, refund_percent: 50 },
    ],
    charter: [{ hours_notice: 48, refund_percent: 100 }],
    multiday: [{ hours_notice: 72, refund_percent: 100 }],
  },
}

describe('a quoted vehicle as a row of the signed quote', () => {
  it('holds every field of the record, in the order the quote names them', () => {
    // The refund tiers as compact rows of [hours, percent], read back by the record's schema.
    expect(vehicleRow(sedan)).toEqual(
      VEHICLE_FIELDS.map((field) =>
        field === 'cancellation_terms' ? compactTerms(sedan.cancellation_terms!) : sedan[field],
      ),
    )
    expect(vehicleRow(sedan).at(-1)).toEqual([
      [
        [72, 100],
        [12, 50],
      ],
      [[48, 100]],
      [[72, 100]],
    ])
    expect(VEHICLE_FIELDS).toHaveLength(Object.keys(sedan).length)
  })

  it('reads back as the vehicle it was signed from', () => {
    const signer = createQuoteSigner([{ kid: 'k1', secret: 'a-secret-long-enough-for-a-key-1234' }])
    const now = new Date()
    const token = signer.sign({
      id: '6f1d2c4e-9a4b-4d7e-8f00-1c2b3a4d5e6f',
      areaId: 'new-york',
      rideType: 'one-way',
      request: {} as never,
      pickupAt: new Date(now.getTime() + 86_400_000),
      timezone: 'America/New_York',
      distanceKm: 12.5,
      durationMin: 30,
      vehicles: [sedan],
      meetGreetMode: 'additional_charge',
      meetGreetChargeCents: 2_500,
      childSeatMode: 'not_allowed',
      childSeatChargeCents: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
    })
    const reading = signer.read(token, now)
    expect('quote' in reading && reading.quote.vehicles).toEqual([sedan])
  })
})

describe('the rows of a signed quote as JSON text', () => {
  const asJson = (vehicles: QuotedVehicleRecord[]) => JSON.stringify(vehicles.map(vehicleRow))

  it('is what JSON.stringify writes, quotes and non-Latin letters included', () => {
    const rows = vehicleRowsJson()
    const van = {
      ...sedan,
      city_vehicle_id: 'zürich:van',
      vehicle_name: 'Van "XL" \\ 8 seats',
      vehicle_model: 'Mercedes-Benz V-Klasse — oder ähnlich',
      price_cents: 0,
    }
    expect(rows([sedan, van])).toBe(asJson([sedan, van]))
    expect(rows([])).toBe('[]')
  })

  it('shows a catalogue change in the next quote, though it keeps the text of the last', () => {
    const rows = vehicleRowsJson()
    expect(rows([sedan])).toBe(asJson([sedan]))
    const renamed = { ...sedan, vehicle_model: 'Honda Accord or similar', price_cents: 11_000 }
    expect(rows([renamed])).toBe(asJson([renamed]))
    expect(rows([sedan])).toBe(asJson([sedan]))
  })
})
