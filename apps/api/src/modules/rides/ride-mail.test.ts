import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { readEvents } from '../../../test/support/server-sent-events'
import { partners } from '../../db/schema'
import { confirmedBooking, opsCall } from '../bookings/ops-booking-test-kit'
import { bookingPayload, completion, postBooking, signQuote } from '../bookings/test-fixtures'
import { signedInAdmin } from '../operators/operator-test-kit'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { getRide, lookUp, mailedRideLink, rideToken } from './ride-test-kit'

const BASE = 'https://rides.example'

describe('the confirmation mail’s ride link', () => {
  let app: App

  beforeAll(async () => {
    app = await createTestApp({ config: { appBaseUrl: BASE } })
  })
  afterAll(() => app.close())

  it('links to the ride page with a token that opens it, and says until when it is free to cancel', async () => {
    const booking = await confirmedBooking(app, 'amara@example.com')
    const { mail, base, code, token } = await mailedRideLink(app, 'amara@example.com')
    expect(base).toBe(BASE)
    expect(code).toBe(booking.booking_code)
    expect(mail.text).toContain(`${BASE}/rides/${booking.booking_code}#${token}`)
    expect(mail.html).toContain(`href="${BASE}/rides/${booking.booking_code}#${token}"`)
    // Tue 15 Jan 2030, 09:30 in New York; a 3-seat transfer: 24 hours before.
    expect(mail.text).toContain('Free cancellation until Mon 14 Jan, 09:30 New York time.')
    expect(mail.html).toContain('Free cancellation until Mon 14 Jan, 09:30 New York time.')

    const opened = await getRide(app, code, rideToken(token))
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json().data.id).toBe(booking.id)
    // The creation token is not in the mail: the link carries its own.
    expect(mail.text).not.toContain(booking.access_token)
  })

  it('comes with a booking confirmed on a partner’s account', async () => {
    const partner = await approvedPartner(app)
    await app.db
      .update(partners)
      .set({ onAccountSince: new Date() })
      .where(eq(partners.id, partner.partnerId))
    const created = await postBooking(
      app,
      bookingPayload(await signQuote(app), { email: 'desk@example.com' }),
      bearer(partner.token),
    )
    const booking = created.json().data as { id: string; booking_code: string }
    const done = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${booking.id}/complete`,
      headers: bearer(partner.token),
      payload: completion(),
    })
    expect(done.statusCode, done.body).toBe(200)
    const { code, token } = await mailedRideLink(app, 'desk@example.com')
    const view = await getRide(app, code, rideToken(token))
    expect(view.statusCode).toBe(200)
    expect(view.json().data).toMatchObject({
      on_account: true,
      viewer: 'traveller',
      receipt: { available: true },
      money: { due: 0 },
    })
  })

  it('is made anew when an operator sends the confirmation again', async () => {
    const booking = await confirmedBooking(app, 'again@example.com')
    const first = await mailedRideLink(app, 'again@example.com')
    const { token: adminToken } = await signedInAdmin(app)
    vi.useRealTimers()
    const resent = await opsCall(app, adminToken, 'POST', `/${booking.id}/resend-confirmation`)
    expect(resent.statusCode, resent.body).toBe(200)
    const second = await mailedRideLink(app, 'again@example.com')
    expect(second.token).not.toBe(first.token)
    for (const token of [first.token, second.token]) {
      expect((await getRide(app, booking.booking_code, rideToken(token))).statusCode).toBe(200)
    }
  })
})

describe('what the server logs about the ride page', () => {
  it('never holds a booking’s access token or a ride token', async () => {
    const lines: string[] = []
    const secrets: string[] = []
    let code = ''
    const app = await createTestApp({
      // Everything the app logs, down to trace, with none of the production redaction.
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    })
    try {
      const booking = await confirmedBooking(app, 'logs@example.com')
      const mailed = await mailedRideLink(app, 'logs@example.com')
      const found = await lookUp(app, {
        booking_code: booking.booking_code,
        email: 'logs@example.com',
      })
      expect(found.statusCode).toBe(200)
      const lookupToken = found.json().data.token as string
      const wrong = await lookUp(app, {
        booking_code: booking.booking_code,
        email: 'x@example.com',
      })
      expect(wrong.statusCode).toBe(404)

      for (const token of [booking.access_token, mailed.token, lookupToken]) {
        expect((await getRide(app, booking.booking_code, rideToken(token))).statusCode).toBe(200)
        const calendar = await app.inject({
          url: `/api/v1/rides/${booking.booking_code}/calendar.ics`,
          headers: rideToken(token),
        })
        expect(calendar.statusCode).toBe(200)
      }
      expect((await getRide(app, booking.booking_code, rideToken('not-a-token'))).statusCode).toBe(
        404,
      )

      const address = await app.listen({ port: 0, host: '127.0.0.1' })
      const controller = new AbortController()
      const stream = await fetch(`${address}/api/v1/rides/${booking.booking_code}/stream`, {
        headers: rideToken(lookupToken),
        signal: controller.signal,
      })
      expect(await readEvents(stream, (events) => events.length > 0)).toHaveLength(1)
      controller.abort()
      secrets.push(booking.access_token, mailed.token, lookupToken)
      code = booking.booking_code
    } finally {
      // Closing ends the stream, which writes its own line: read the log after it.
      await app.close()
    }
    const log = lines.join('')
    expect(log).toContain(`/api/v1/rides/${code}/stream`)
    expect(secrets).toHaveLength(3)
    for (const secret of secrets) expect(log).not.toContain(secret)
  })
})
