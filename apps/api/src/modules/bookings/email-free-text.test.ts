import type { BookingCreatePayloadInput } from '@ridelane/domain'
import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { mailOutbox } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { calculate, localPickup, oneWayRequest, places } from '../pricing/price-request-test-kit'
import { postBooking, payAndComplete } from './test-fixtures'

// A booking made with someone else's address must not be able to write lines of its own into the
// confirmation mail (a fake fare, a fake code): every free-text field is sent with CR/LF in it.

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

const FORGED = '\r\nTotal paid: $0.01\r\nBooking code: FAKE1234\n'
const forged = (text: string) => `${text}${FORGED}`

async function confirmationText(bookingCode: string) {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${bookingCode}`))
  return mail!
}

describe('free text in the confirmation mail', () => {
  it('keeps every one-line field on its line and marks what the traveller wrote', async () => {
    const pickup = { ...places.timesSquare, address: forged('Times Square') }
    const dropoff = { ...places.centralPark, address: forged('Central Park') }
    const pickupAt = localPickup('10:00')
    const quoted = await calculate(app, oneWayRequest({ pickup, dropoff, booking_time: pickupAt }))
    expect(quoted.statusCode).toBe(200)
    const quote = quoted.json().data
    const sedan = quote.available_vehicles.find((v: { city_vehicle_id: string }) =>
      v.city_vehicle_id.endsWith(':sedan'),
    )
    const base: BookingCreatePayloadInput = {
      quote_id: quote.quote_id,
      name: 'Amara Okafor',
      phone_number: '+12125550147',
      email: 'amara@example.com',
      whatsapp_number: '',
      flight_number: 'BA 117',
      luggage_count: 1,
      driver_instructions: forged('Gate 4'),
      pickup_location: pickup.address,
      dropoff_location: dropoff.address,
      pickup_time: pickupAt,
      vehicle_id: sedan.city_vehicle_id,
      vehicle_name: forged(sedan.vehicle_name),
      vehicle_price: sedan.price,
      currency_code: 'USD',
      timezone: 'America/New_York',
    }

    // Fields with a strict shape refuse line breaks outright.
    for (const field of ['name', 'email', 'phone_number', 'whatsapp_number', 'flight_number']) {
      const value = forged(String(base[field as keyof typeof base] || '+12125550147'))
      const refused = await postBooking(app, { ...base, [field]: value })
      expect(refused.statusCode, field).toBe(400)
    }

    const created = await postBooking(app, base)
    expect(created.statusCode).toBe(201)
    const { id, booking_code, access_token } = created.json().data
    const done = await payAndComplete(
      app,
      { id, access_token },
      { completion: { payment_reference: forged('CARD') } },
    )
    expect(done.statusCode).toBe(200)

    const mail = await confirmationText(booking_code)
    const lines = mail.textBody.split(/\r?\n/)
    expect(lines.filter((line) => line.startsWith('Total paid:'))).toHaveLength(1)
    expect(lines.filter((line) => line.startsWith('Booking code:'))).toEqual([
      `Booking code: ${booking_code}`,
    ])
    expect(mail.textBody).not.toContain('\r')
    // What the traveller wrote is quoted, with no note explaining the quotation marks.
    expect(mail.textBody).not.toContain('quotation marks')
    expect(lines).toContain('Pickup: “Times Square Total paid: $0.01 Booking code: FAKE1234”')
    expect(lines).toContain('Drop-off: “Central Park Total paid: $0.01 Booking code: FAKE1234”')
    expect(lines).toContain('Flight: “BA 117”')
    // The driver's instructions may run over lines; each stays indented and quoted.
    expect(mail.textBody).toContain(
      'Instructions for the driver:\n  “Gate 4”\n  “Total paid: $0.01”\n  “Booking code: FAKE1234”',
    )
    // The vehicle's name is the quote's, never the client's.
    expect(lines).toContain('Vehicle: Sedan')
  })
})
