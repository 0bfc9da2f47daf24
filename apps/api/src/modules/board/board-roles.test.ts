import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookingPayload, signQuote, postBooking } from '../bookings/test-fixtures'
import {
  bearer,
  signedInAdmin,
  signedInInvitee,
  useStepClock,
} from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'

const everyEndpoint = [
  '/api/v1/ops/bookings',
  '/api/v1/ops/bookings.csv',
  '/api/v1/ops/bookings/stream',
  '/api/v1/ops/bookings/choices',
]

describe('bookings board roles per endpoint', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
  })
  afterAll(() => app.close())

  it('answers 401 to no token, a partner token and a booking token on every endpoint', async () => {
    const partner = await signUp(app)
    const booking = (await postBooking(app, bookingPayload(await signQuote(app)))).json().data
    const strangers: Array<Record<string, string>> = [
      {},
      bearer(partner.token),
      { 'x-booking-token': booking.access_token },
      bearer(booking.access_token),
    ]
    for (const url of everyEndpoint) {
      for (const headers of strangers) {
        const response = await app.inject({ url, headers })
        expect(response.statusCode, url).toBe(401)
        expect(response.json()).toEqual({
          success: false,
          error: {
            code: 'UNAUTHORIZED',
            message: 'Your session has expired or is not valid. Please sign in.',
          },
        })
      }
    }
  })

  it('lets admins and dispatchers read the board, export it and list its choices', async () => {
    const booking = (await postBooking(app, bookingPayload(await signQuote(app)))).json().data
    for (const operator of [admin, dispatcher]) {
      const list = await app.inject({
        url: `/api/v1/ops/bookings?q=${booking.booking_code}`,
        headers: bearer(operator.token),
      })
      expect(list.statusCode, list.body).toBe(200)
      expect(list.json().data.bookings).toEqual([
        expect.objectContaining({ id: booking.id, passenger_name: 'Amara Okafor' }),
      ])
      const csv = await app.inject({
        url: `/api/v1/ops/bookings.csv?q=${booking.booking_code}`,
        headers: bearer(operator.token),
      })
      expect(csv.statusCode).toBe(200)
      expect(csv.body).toContain(`${booking.booking_code},pending_payment,`)
      const choices = await app.inject({
        url: '/api/v1/ops/bookings/choices',
        headers: bearer(operator.token),
      })
      expect(choices.statusCode).toBe(200)
      expect(choices.json().data.service_areas).toContainEqual({ id: 'london', name: 'London' })
    }
  })

  it('opens the live stream for admins and dispatchers', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    for (const operator of [admin, dispatcher]) {
      const controller = new AbortController()
      const response = await fetch(`${address}/api/v1/ops/bookings/stream`, {
        headers: bearer(operator.token),
        signal: controller.signal,
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      const reader = response.body!.getReader()
      const first = new TextDecoder().decode((await reader.read()).value)
      expect(first).toContain('event: ready')
      controller.abort()
    }
  })
})
