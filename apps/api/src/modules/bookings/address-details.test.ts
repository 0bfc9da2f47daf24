import {
  addressDetailMessages,
  type BookingCreatePayloadInput,
  type PriceCalculationRequestInput,
} from '@ridelane/domain'
import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings, mailOutbox } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { filled, translated } from '../../i18n/catalogue-test-kit'
import { calculate, localPickup } from '../pricing/price-request-test-kit'
import { bookingToken, postBooking, payAndComplete } from './test-fixtures'

// The exact address beside a city or district: required at the pickup, judged from the quote.

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

const TIME_ZONE = 'Europe/Paris'
const paris = { address: 'Paris, Île-de-France, France', lat: 48.8566, lng: 2.3522 }
const cdg = { address: 'Paris Charles de Gaulle Airport', lat: 49.0097, lng: 2.5479 }
const marais = { address: 'Le Marais, Paris, France', lat: 48.8592, lng: 2.3622 }

/** Prices a trip in Paris and returns what the wizard would book for its Sedan. */
async function quotedPayload(
  trip: Partial<PriceCalculationRequestInput>,
): Promise<BookingCreatePayloadInput> {
  const request: PriceCalculationRequestInput = {
    ride_type: 'one-way',
    pickup: paris,
    dropoff: cdg,
    booking_time: localPickup('10:00', TIME_ZONE),
    timezone: TIME_ZONE,
    passengers: 2,
    ...trip,
  }
  const priced = await calculate(app, request)
  expect(priced.statusCode).toBe(200)
  const quote = priced.json().data
  const sedan = quote.available_vehicles.find((v: { city_vehicle_id: string }) =>
    v.city_vehicle_id.endsWith(':sedan'),
  )
  return {
    quote_id: quote.quote_id,
    name: 'Amara Okafor',
    phone_number: '+33 6 12 34 56 78',
    email: 'amara@example.com',
    pickup_location: request.pickup.address,
    dropoff_location: request.dropoff?.address ?? '',
    pickup_time: request.booking_time,
    vehicle_id: sedan.city_vehicle_id,
    vehicle_name: sedan.vehicle_name,
    vehicle_price: sedan.price,
    timezone: TIME_ZONE,
  }
}

async function storedBooking(data: { id: string; access_token: string }) {
  const response = await app.inject({
    url: `/api/v1/bookings/${data.id}`,
    headers: bookingToken(data.access_token),
  })
  return response.json().data
}

const countBookings = async () => (await app.db.select().from(bookings)).length

describe('the exact address of a city or district pickup', () => {
  it('is required when the quoted pickup is a city, and nothing is stored without it', async () => {
    const payload = await quotedPayload({ pickup: { ...paris, type: 'city' } })
    const before = await countBookings()
    for (const detail of [undefined, '', '   ']) {
      const response = await postBooking(app, { ...payload, pickup_address_detail: detail })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        success: false,
        error: {
          code: 'BAD_REQUEST',
          message: addressDetailMessages.pickupRequired,
          details: [
            { path: 'pickup_address_detail', message: addressDetailMessages.pickupRequired },
          ],
        },
      })
    }
    expect(await countBookings()).toBe(before)
  })

  it('is required for a district pickup too, whatever the payload claims', async () => {
    const payload = await quotedPayload({ pickup: { ...marais, type: 'district' } })
    const response = await postBooking(app, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details[0].path).toBe('pickup_address_detail')
  })

  it('is kept beside the quoted places, shown in the booking and the email, at the same price', async () => {
    const payload = await quotedPayload({
      pickup: { ...paris, type: 'city' },
      dropoff: { ...marais, type: 'district' },
    })
    const response = await postBooking(app, {
      ...payload,
      pickup_address_detail: '  Hôtel Lutetia, 45 Boulevard Raspail, room 412 ',
      dropoff_address_detail: '8 Rue des Rosiers <door code 4512>',
    })
    expect(response.statusCode).toBe(201)
    const created = response.json().data
    const booking = await storedBooking(created)
    expect(booking).toMatchObject({
      pickup_location: paris.address,
      pickup_address_detail: 'Hôtel Lutetia, 45 Boulevard Raspail, room 412',
      dropoff_location: marais.address,
      dropoff_address_detail: '8 Rue des Rosiers <door code 4512>',
      vehicle_price: payload.vehicle_price,
      total_price: payload.vehicle_price,
    })

    const completed = await payAndComplete(app, created, {
      completion: { timezone: TIME_ZONE },
    })
    expect(completed.statusCode).toBe(200)
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${created.booking_code}`))
    const textLines = mail!.textBody.split('\n')
    expect(textLines).toContain(`Pickup: “${paris.address}”`)
    expect(textLines).toContain('Pickup address: “Hôtel Lutetia, 45 Boulevard Raspail, room 412”')
    expect(textLines).toContain('Drop-off address: “8 Rue des Rosiers <door code 4512>”')
    expect(mail!.htmlBody).toMatch(
      /<th[^>]*>Pickup address<\/th><td[^>]*>“Hôtel Lutetia, 45 Boulevard Raspail, room 412”<\/td>/,
    )
    expect(mail!.htmlBody).toContain('8 Rue des Rosiers &lt;door code 4512&gt;')
    expect(mail!.htmlBody).not.toContain('<door')
  })

  it('is not needed for an airport pickup, nor when the quote does not say what the place is', async () => {
    for (const pickup of [{ ...cdg, type: 'airport' as const }, cdg]) {
      const payload = await quotedPayload({ pickup, dropoff: paris })
      const response = await postBooking(app, payload)
      expect(response.statusCode).toBe(201)
      const booking = await storedBooking(response.json().data)
      expect(booking).toMatchObject({ pickup_address_detail: '', dropoff_address_detail: '' })
    }
  })

  it('keeps no dropoff detail on a ride without a dropoff', async () => {
    const payload = await quotedPayload({
      ride_type: 'hourly',
      pickup: { ...paris, type: 'city' },
      dropoff: undefined,
      duration: 3,
    })
    const response = await postBooking(app, {
      ...payload,
      pickup_address_detail: '12 Rue de Rivoli',
      dropoff_address_detail: 'Somewhere else',
    })
    expect(response.statusCode).toBe(201)
    expect(await storedBooking(response.json().data)).toMatchObject({
      pickup_address_detail: '12 Rue de Rivoli',
      dropoff_address_detail: '',
    })
  })

  it('refuses a detail on more than one line or longer than the limit', async () => {
    const payload = await quotedPayload({ pickup: { ...paris, type: 'city' } })
    const twoLines = await postBooking(app, {
      ...payload,
      pickup_address_detail: '12 Rue de Rivoli\nBcc: someone@example.com',
    })
    expect(twoLines.statusCode).toBe(400)
    expect(twoLines.json().error.details).toContainEqual({
      path: 'pickup_address_detail',
      message: addressDetailMessages.oneLine,
    })
    const long = await postBooking(app, { ...payload, dropoff_address_detail: 'x'.repeat(201) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.details).toContainEqual({
      path: 'dropoff_address_detail',
      message: 'Keep the exact address to 200 characters',
    })
  })

  // Reads the Spanish from the domain's catalogue: it fails until the translators have put the
  // length's message in packages/domain/locales/es/domain.po.
  it('says in Spanish that a detail is too long or on two lines, with the figure', async () => {
    const payload = await quotedPayload({ pickup: { ...paris, type: 'city' } })
    const spanish = { 'accept-language': 'es' }
    const long = await postBooking(
      app,
      { ...payload, dropoff_address_detail: 'x'.repeat(201) },
      spanish,
    )
    expect(long.statusCode).toBe(400)
    const { message, values } = addressDetailMessages.tooLong
    expect(long.json().error.details).toContainEqual({
      path: 'dropoff_address_detail',
      message: filled('es', message, values),
    })
    const twoLines = await postBooking(
      app,
      { ...payload, pickup_address_detail: '12 Rue de Rivoli\nBcc: someone@example.com' },
      spanish,
    )
    expect(twoLines.json().error.details).toContainEqual({
      path: 'pickup_address_detail',
      message: translated('es', addressDetailMessages.oneLine),
    })
  })
})
