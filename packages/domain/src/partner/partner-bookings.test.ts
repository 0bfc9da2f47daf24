import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../validation/field-issues'
import {
  PARTNER_BOOKINGS_LIMIT,
  PARTNER_BOOKINGS_PAGE_SIZE,
  partnerBookingsQuerySchema,
  partnerBookingsResponseSchema,
} from './partner-bookings'

const booking = {
  id: '5b0f3c7e-2f0e-4a51-9f52-6b1c1b7a9c11',
  booking_code: 'AB3K7Q2M',
  pickup_location: 'Indore Airport',
  dropoff_location: 'Rajwada Palace',
  timezone: 'Asia/Kolkata',
  guest_name: 'Asha Rao',
  vehicle_price: 25.5,
  booking_status: 'confirmed',
  booked_by: 'anna@agency.example',
  cost_centre: 'SALES-EU',
  booking_reference: null,
  sandbox: false,
}

describe('partnerBookingsQuerySchema (docs/product.md#endpoints)', () => {
  it('defaults to page 1 and limit 20', () => {
    expect(partnerBookingsQuerySchema.parse({})).toEqual({ page: 1, limit: 20, test: false })
    expect(PARTNER_BOOKINGS_PAGE_SIZE).toBe(10)
    expect(PARTNER_BOOKINGS_LIMIT).toEqual({ default: 20, max: 100 })
  })

  it('reads query-string numbers', () => {
    expect(partnerBookingsQuerySchema.parse({ page: '3', limit: '10' })).toEqual({
      page: 3,
      limit: 10,
      test: false,
    })
  })

  it('reads the filters, treating an empty one as unset', () => {
    expect(
      partnerBookingsQuerySchema.parse({
        status: 'cancelled',
        from: '2030-06-01',
        to: '',
        test: 'true',
      }),
    ).toEqual({ page: 1, limit: 20, status: 'cancelled', from: '2030-06-01', test: true })
    expect(partnerBookingsQuerySchema.parse({ status: '', test: '0' })).toEqual({
      page: 1,
      limit: 20,
      test: false,
    })
  })

  it('says what is wrong with a filter', () => {
    expect(
      firstMessageByField(partnerBookingsQuerySchema, { status: 'lost', from: '2030-02-30' }),
    ).toEqual({
      status: 'Choose one of the booking statuses',
      from: 'Enter a date as YYYY-MM-DD',
    })
    expect(
      firstMessageByField(partnerBookingsQuerySchema, { from: '2030-06-02', to: '2030-06-01' }),
    ).toEqual({ to: 'The "from" date must not be after the "to" date' })
  })

  it.each([
    [{ page: '0' }],
    [{ page: 'abc' }],
    [{ limit: '0' }],
    [{ limit: '101' }],
    [{ limit: '2.5' }],
  ])('refuses %j', (query) => {
    expect(partnerBookingsQuerySchema.safeParse(query).success).toBe(false)
  })

  it('says what is wrong with a page or limit', () => {
    expect(firstMessageByField(partnerBookingsQuerySchema, { page: '0', limit: '101' })).toEqual({
      page: 'Page must be a whole number of at least 1',
      limit: 'Limit must be a whole number from 1 to 100',
    })
  })
  it('accepts limit 100', () => {
    expect(partnerBookingsQuerySchema.parse({ limit: '100' }).limit).toBe(100)
  })
})

describe('partnerBookingsResponseSchema', () => {
  it('accepts a page of bookings', () => {
    const response = {
      bookings: [{ ...booking, pickup_time: '2025-07-01T09:30:00+05:30' }],
      pagination: { current_page: 1, total_pages: 1, total: 1 },
    }
    expect(partnerBookingsResponseSchema.parse(response)).toEqual(response)
    expect(
      partnerBookingsResponseSchema.safeParse({
        ...response,
        pagination: { current_page: 0, total_pages: 1, total: 1 },
      }).success,
    ).toBe(false)
  })
})
