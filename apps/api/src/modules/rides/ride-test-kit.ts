import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../app'
import { mailOutbox } from '../../db/schema'
import { bearer } from '../partners/partner-test-kit'
import { bookingPayload, payAndComplete, signQuote } from '../bookings/test-fixtures'

// Helpers for the ride page's API tests only; nothing in the app imports this file.

export const rideToken = (token: string) => ({ 'x-booking-token': token })

export function getRide(app: App, ref: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/v1/rides/${ref}`, headers })
}

export function lookUp(
  app: App,
  payload: { booking_code: string; email: string },
  remoteAddress = '127.0.0.1',
) {
  return app.inject({ method: 'POST', url: '/api/v1/rides/lookup', payload, remoteAddress })
}

/** The ride link of the newest confirmation mailed to `email`: its code and token. */
export async function mailedRideLink(app: App, email: string) {
  const mails = await app.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    // Without an order PostgreSQL may hand the rows back in any order; the newest link is wanted.
    .orderBy(asc(mailOutbox.createdAt))
  const mail = mails.filter((m) => m.subject.includes('is confirmed')).at(-1)
  const match = /(https?:\/\/\S+)\/rides\/([A-Z0-9]+)#([\w-]+)/.exec(mail?.text ?? '')
  if (!mail || !match) throw new Error(`no ride link mailed to ${email}`)
  return { mail, base: match[1]!, code: match[2]!, token: match[3]! }
}

/** A booking made by a signed-in partner and paid by card, as the partner portal does it. */
export async function partnerBooking(app: App, partnerToken: string, email: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/partners/bookings',
    payload: bookingPayload(await signQuote(app), { email }),
    headers: bearer(partnerToken),
  })
  expect(created.statusCode, created.body).toBe(201)
  const booking = created.json().data as { id: string; booking_code: string }
  const paid = await payAndComplete(app, booking, { headers: bearer(partnerToken) })
  expect(paid.statusCode, paid.body).toBe(200)
  return booking
}
