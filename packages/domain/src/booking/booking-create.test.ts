import { describe, expect, it } from 'vitest'
import {
  bookingCreatePayloadSchema,
  bookingCreateResponseSchema,
  idempotencyKeySchema,
  type BookingCreatePayloadInput,
} from './booking-create'
import { ADDRESS_DETAIL_MAX_LENGTH, addressDetailMessages } from '../places/address-detail'
import { wordsOf } from '../language/translator'

const payload: BookingCreatePayloadInput = {
  quote_id: 'q-123',
  name: 'José Núñez',
  phone_number: '+34 612 345 678',
  email: 'jose@example.es',
  pickup_location: 'Heathrow Airport',
  dropoff_location: 'The Shard',
  pickup_time: '2025-07-01T09:30:00+01:00',
  vehicle_id: 'ldn-sedan',
  vehicle_name: 'Sedan',
  vehicle_price: 60,
  timezone: 'Europe/London',
}

function messages(schema: typeof bookingCreatePayloadSchema, input: unknown): string[] {
  const result = schema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('bookingCreatePayloadSchema', () => {
  it('fills the spec defaults of a new booking', () => {
    expect(bookingCreatePayloadSchema.parse(payload)).toMatchObject({
      phone_number: '+34612345678',
      whatsapp_number: '',
      luggage_count: 1,
      child_seat_count: 1,
      meet_greet_applicable: false,
      night_charge_applicable: false,
      night_charge_amount: 0,
      payment_status: 'pending',
      payment_reference: '',
      booking_status: 'pending_payment',
      currency_code: 'USD',
      is_round_trip: false,
      round_trip_time: null,
      pickup_address_detail: '',
      dropoff_address_detail: '',
    })
  })

  it('keeps the exact addresses trimmed, on one line and short', () => {
    const parsed = bookingCreatePayloadSchema.parse({
      ...payload,
      pickup_address_detail: '  Hotel Lutetia, room 412 ',
    })
    expect(parsed.pickup_address_detail).toBe('Hotel Lutetia, room 412')
    expect(
      messages(bookingCreatePayloadSchema, {
        ...payload,
        pickup_address_detail: 'Room 4\nBcc: someone@example.com',
        dropoff_address_detail: 'x'.repeat(ADDRESS_DETAIL_MAX_LENGTH + 1),
      }),
    ).toEqual([addressDetailMessages.oneLine, 'Keep the exact address to 200 characters'])
  })

  it('says how long the instructions may be, the figure kept apart for the reader’s language', () => {
    const [message] = messages(bookingCreatePayloadSchema, {
      ...payload,
      driver_instructions: 'x'.repeat(2002),
    })
    expect(message).toBe('Instructions must be at most 2001 characters')
    expect(wordsOf(message!)).toEqual({
      message: 'Instructions must be at most {max} characters',
      values: { max: 2001 },
    })
  })

  it('uses the passenger field messages', () => {
    expect(messages(bookingCreatePayloadSchema, { ...payload, name: 'J', email: 'x' })).toEqual([
      'Name must be at least 2 characters long',
      'Please enter a valid email address',
    ])
  })

  it('refuses a created booking that claims to be paid or confirmed', () => {
    expect(
      bookingCreatePayloadSchema.safeParse({ ...payload, payment_status: 'success' }).success,
    ).toBe(false)
    expect(
      bookingCreatePayloadSchema.safeParse({ ...payload, booking_status: 'confirmed' }).success,
    ).toBe(false)
  })

  it('pairs is_round_trip with a later round_trip_time', () => {
    expect(messages(bookingCreatePayloadSchema, { ...payload, is_round_trip: true })).toEqual([
      'Return date and time are required for a round trip',
    ])
    expect(
      messages(bookingCreatePayloadSchema, {
        ...payload,
        round_trip_time: '2025-07-04T10:00:00+01:00',
      }),
    ).toEqual(['Return date and time apply to round trips only'])
    expect(
      messages(bookingCreatePayloadSchema, {
        ...payload,
        is_round_trip: true,
        round_trip_time: '2025-07-01T08:00:00Z',
      }),
    ).toEqual(['Return must be after pickup'])
    expect(
      messages(bookingCreatePayloadSchema, {
        ...payload,
        is_round_trip: true,
        round_trip_time: '2025-07-04T10:00:00+01:00',
      }),
    ).toEqual([])
  })

  it('keeps child seats 1–10 and luggage 0–10', () => {
    expect(messages(bookingCreatePayloadSchema, { ...payload, child_seat_count: 11 })).toEqual([
      'Child seats must be between 1 and 10',
    ])
    expect(wordsOf('Child seats must be between 1 and 10')).toEqual({
      message: 'Child seats must be between {min} and {max}',
      values: { min: 1, max: 10 },
    })
    expect(messages(bookingCreatePayloadSchema, { ...payload, luggage_count: 11 })).toEqual([
      'Luggage count must be between 0 and 10',
    ])
  })

  it('takes child_seat_count 0 without a child seat, never with one', () => {
    expect(messages(bookingCreatePayloadSchema, { ...payload, child_seat_count: 0 })).toEqual([])
    expect(
      messages(bookingCreatePayloadSchema, {
        ...payload,
        child_seat_applicable: true,
        child_seat_count: 0,
      }),
    ).toEqual(['Child seats must be between 1 and 10'])
  })

  it('keeps the addresses on one line', () => {
    const parsed = bookingCreatePayloadSchema.parse({
      ...payload,
      pickup_location: 'JFK\r\nTotal paid: $0.01',
    })
    expect(parsed.pickup_location).toBe('JFK Total paid: $0.01')
  })
})

describe('bookingCreateResponseSchema', () => {
  it('needs a UUID id, a booking code and an access token', () => {
    const response = {
      id: '5b0f3c7e-2f0e-4a51-9f52-6b1c1b7a9c11',
      booking_code: 'AB3K7Q2M',
      access_token: 'secret',
    }
    expect(bookingCreateResponseSchema.parse(response)).toEqual(response)
    expect(bookingCreateResponseSchema.safeParse({ ...response, id: '42' }).success).toBe(false)
  })
})

describe('idempotencyKeySchema', () => {
  it('accepts printable keys of 8–255 characters', () => {
    expect(idempotencyKeySchema.safeParse('5b0f3c7e-2f0e').success).toBe(true)
    expect(idempotencyKeySchema.safeParse('short').success).toBe(false)
    expect(idempotencyKeySchema.safeParse('has space in it').success).toBe(false)
  })
})
