import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { createTestApp } from '../support/create-test-app'

// A call about one booking that brings no credentials at all is refused with 401 before its
// body is checked, so its validation errors tell a stranger nothing (issue 30, second probe).
const id = '5b0f3c7e-2f0e-4a51-9f52-6b1c1b7a9c11'
const calls = [
  { method: 'PATCH', url: `/api/v1/bookings/${id}` },
  { method: 'POST', url: `/api/v1/bookings/${id}/payment` },
  { method: 'POST', url: `/api/v1/bookings/${id}/payment/card` },
  { method: 'POST', url: `/api/v1/bookings/${id}/complete` },
  { method: 'POST', url: '/api/v1/rides/AB3K7Q2M/cancel' },
  { method: 'POST', url: '/api/v1/rides/AB3K7Q2M/rating' },
  { method: 'POST', url: '/api/v1/rides/AB3K7Q2M/changes' },
  { method: 'POST', url: '/api/v1/rides/AB3K7Q2M/changes/preview' },
] as const

describe('calls about one booking without credentials', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it.each(calls)('$method $url answers 401 before looking at a bad body', async (call) => {
    const response = await app.inject({
      ...call,
      payload: { expected_version: 'nope', stars: 'many', name: 12, number: [] },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHORIZED')
    expect(response.json().error.details).toBeUndefined()
  })

  it('still validates the body of a call that brings a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/rides/AB3K7Q2M/cancel',
      headers: { 'x-booking-token': 'some-token' },
      payload: { expected_version: 'nope' },
    })
    expect(response.statusCode).toBe(400)
  })
})
