import { randomUUID } from 'node:crypto'
import {
  bookingPayloadFromFlow,
  fareForSelection,
  preferencesSchema,
  priceRequestFromRideDetails,
  rideDetailsSchema,
  vehicleOptionsFromQuote,
  wallClockInZone,
} from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookingToken } from './test-fixtures'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

const NEW_YORK = 'America/New_York'

describe('the wizard’s own calls, from a real quote to a booking', () => {
  it('books a late-night sedan at the price the wizard shows, night surcharge included', async () => {
    const { date } = wallClockInZone(new Date(Date.now() + 3 * 86_400_000), NEW_YORK)
    const rideDetails = rideDetailsSchema.parse({
      pickup: { address: 'JFK Airport', lat: 40.6413, lng: -73.7781 },
      dropoff: { address: 'Times Square', lat: 40.758, lng: -73.9855 },
      date,
      time: '23:30',
      passengers: 2,
    })
    const quoted = await app.inject({
      method: 'POST',
      url: '/api/v1/prices/calculate',
      payload: priceRequestFromRideDetails(rideDetails, NEW_YORK),
    })
    expect(quoted.statusCode).toBe(200)
    const quote = quoted.json().data
    const sedan = vehicleOptionsFromQuote(quote, { currency: 'USD', rate: 1 }).find((v) =>
      v.id.endsWith(':sedan'),
    )!
    const preferences = preferencesSchema.parse({
      meetGreet: true,
      childSeat: true,
      childSeatCount: 2,
    })
    const payload = bookingPayloadFromFlow({
      rideDetails,
      passengerDetails: {
        name: 'Lena Fischer',
        phone: '+49 30 1234567',
        email: 'lena@example.de',
        whatsapp: '',
        notes: '',
      },
      preferences,
      vehicle: sedan,
      quoteId: quote.quote_id,
      currency: 'USD',
      timeZone: NEW_YORK,
    })
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload,
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(created.statusCode).toBe(201)

    const { id, access_token } = created.json().data
    const booking = (
      await app.inject({ url: `/api/v1/bookings/${id}`, headers: bookingToken(access_token) })
    ).json().data
    const shown = fareForSelection({ vehicle: sedan, preferences, currency: 'USD', rate: 1 })
    expect(booking.total_price).toBe(shown.total)
    expect(booking.night_charge_applicable).toBe(true)
    expect(booking.night_charge_amount).toBeGreaterThan(0)
  })
})
