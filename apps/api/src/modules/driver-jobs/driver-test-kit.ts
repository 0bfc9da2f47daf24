import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../app'
import { outboundMessages } from '../../db/schema'
import {
  confirmedBooking,
  detail,
  fleet,
  opsCall,
  setBooking,
} from '../bookings/ops-booking-test-kit'

// Helpers for the driver job tests only; nothing in the app imports this file.

export const plate = () => `NY ${randomUUID().slice(0, 6)}`
export const traveller = () => `traveller-${randomUUID().slice(0, 8)}@example.com`

const addressFor = (token: string) => {
  let sum = 0
  for (const char of token) sum = (sum * 31 + char.charCodeAt(0)) % 65_000
  return `10.9.${Math.floor(sum / 256)}.${sum % 256}`
}

export function driverCall(
  app: App,
  token: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/api/v1/driver/job${path}`,
    // One address per job, so the per-address limits count each test's phone on its own.
    remoteAddress: addressFor(token ?? ''),
    payload,
    headers: { ...(token === undefined ? {} : { 'x-driver-token': token }), ...headers },
  })
}

export const step = (app: App, token: string, to: string) =>
  driverCall(app, token, 'POST', '/status', { to })

export async function messagesOf(app: App, bookingId: string) {
  return app.db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.bookingId, bookingId))
    .orderBy(asc(outboundMessages.createdAt))
}

/** The token in the newest job link texted to `phone` for this booking. */
export async function driverTokenSent(app: App, bookingId: string, phone: string) {
  const rows = await app.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.bookingId, bookingId), eq(outboundMessages.toNumber, phone)))
    .orderBy(asc(outboundMessages.createdAt))
  const body = rows.filter((row) => row.body.includes('/driver/jobs/#')).at(-1)?.body
  expect(body).toBeDefined()
  return body!.slice(body!.indexOf('/driver/jobs/#') + '/driver/jobs/#'.length).split(/\s/)[0]!
}

/** Assigns provider, driver and vehicle through the console's API. */
export async function assign(
  app: App,
  adminToken: string,
  id: string,
  ids: { provider: string; driver: string; vehicle?: string },
) {
  const { version } = await detail(app, adminToken, id)
  const response = await opsCall(app, adminToken, 'POST', `/${id}/assignment`, {
    expected_version: version,
    provider_id: ids.provider,
    driver_id: ids.driver,
    ...(ids.vehicle ? { vehicle_id: ids.vehicle } : {}),
  })
  expect(response.statusCode, response.body).toBe(200)
}

/** A confirmed booking given to a fresh provider's driver; the token from the driver's text. */
export async function assignedJob(app: App, adminToken: string, email = traveller()) {
  const booking = await confirmedBooking(app, email)
  const team = await fleet(app, adminToken, plate())
  await assign(app, adminToken, booking.id, {
    provider: team.provider.id,
    driver: team.driver.id,
    vehicle: team.vehicle.id,
  })
  const token = await driverTokenSent(app, booking.id, '+919812345678')
  return { ...booking, email, token, team }
}

/**
 * Credentials of other kinds for role tests: a driver's job token and that ride's booking token,
 * each both in its own header and as a bearer token. None of them may open a console, portal or
 * partner call.
 */
export async function foreignCredentials(app: App, adminToken: string) {
  const job = await assignedJob(app, adminToken)
  const asBearer = (token: string) => ({ authorization: `Bearer ${token}` })
  return {
    driver: [{ 'x-driver-token': job.token }, asBearer(job.token)],
    booking: [{ 'x-booking-token': job.access_token }, asBearer(job.access_token)],
  }
}

/** Moves the pickup to `minutes` from now: within "On my way"'s three hours, or not. */
export const pickupIn = (app: App, id: string, minutes: number) =>
  setBooking(app, id, { pickupTime: new Date(Date.now() + minutes * 60_000) })

/** An assigned job whose pickup is an hour away, so the driver may set off now. */
export async function dueJob(app: App, adminToken: string, email = traveller()) {
  const job = await assignedJob(app, adminToken, email)
  await pickupIn(app, job.id, 60)
  return job
}

/** Takes each step through the driver's link, each expected to be let through. */
export async function walk(app: App, token: string, steps: readonly string[]) {
  for (const to of steps) {
    const response = await step(app, token, to)
    expect(response.statusCode, `${to}: ${response.body}`).toBe(200)
  }
}
