import type { Language } from '@ridelane/domain'
import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../app'
import { bookings, mailOutbox } from '../../db/schema'
import { bearer } from '../operators/operator-test-kit'
import { createdProvider, driverBody, vehicleBody } from '../registry/registry-test-kit'
import { bookingPayload, signQuote, postBooking, payAndComplete } from './test-fixtures'

// Helpers for the console's booking detail tests only; nothing in the app imports this file.

export type Created = { id: string; booking_code: string; access_token: string }

/**
 * A booking paid and confirmed the way the wizard does it (Sedan, 2 passengers, JFK), in the
 * traveller's `language` (English unless given).
 */
export async function confirmedBooking(
  app: App,
  email = 'amara@example.com',
  language: Language = 'en',
): Promise<Created> {
  const created = await postBooking(app, bookingPayload(await signQuote(app), { email, language }))
  expect(created.statusCode, created.body).toBe(201)
  const booking = created.json().data as Created
  const paid = await payAndComplete(app, booking)
  expect(paid.statusCode, paid.body).toBe(200)
  return booking
}

export function opsCall(
  app: App,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url: `/api/v1/ops/bookings${url}`, payload, headers: bearer(token) })
}

export async function detail(app: App, token: string, id: string) {
  const response = await opsCall(app, token, 'GET', `/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

/** A provider with one driver and one sedan, made through the registry API. */
export async function fleet(app: App, adminToken: string, plate = vehicleBody.plate) {
  const provider = await createdProvider(app, adminToken)
  const add = async (kind: 'drivers' | 'vehicles', body: object) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/ops/providers/${provider.id}/${kind}`,
      payload: body,
      headers: bearer(adminToken),
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data
  }
  const { driver } = await add('drivers', driverBody)
  const { vehicle } = await add('vehicles', { ...vehicleBody, plate })
  return { provider, driver: driver as { id: string }, vehicle: vehicle as { id: string }, add }
}

/** The mails queued to this address, oldest first (PostgreSQL keeps no order without one). */
export async function mailsTo(app: App, to: string) {
  return app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
}

/** Sets stored fields directly, to put a booking where a test needs it (e.g. a past pickup). */
export async function setBooking(
  app: App,
  id: string,
  changes: Partial<typeof bookings.$inferInsert>,
) {
  await app.db.update(bookings).set(changes).where(eq(bookings.id, id))
}
