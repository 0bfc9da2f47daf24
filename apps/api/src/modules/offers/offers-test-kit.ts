import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../app'
import { bookingEvents, providerUsers, rideOffers, scheduledJobs } from '../../db/schema'
import { startProviderSession } from '../provider-accounts'
import { bearer } from '../operators/operator-test-kit'
import { driverBody, providerBody, vehicleBody } from '../registry/registry-test-kit'

// Helpers for the offers feature's tests only; nothing in the app imports this file.

export type TestProvider = { id: string; token: string; userId: string }

/** A provider made through the registry API (serving New York), with one signed-in portal user. */
export async function providerWithUser(
  app: App,
  adminToken: string,
  overrides: Record<string, unknown> = {},
): Promise<TestProvider> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/ops/providers',
    payload: {
      ...providerBody,
      name: `Cabs ${randomUUID().slice(0, 6)}`,
      service_area_ids: ['new-york'],
      ...overrides,
    },
    headers: bearer(adminToken),
  })
  expect(created.statusCode, created.body).toBe(201)
  const id = created.json().data.provider.id as string
  const [user] = await app.db
    .insert(providerUsers)
    .values({ providerId: id, email: `desk-${randomUUID()}@cabs.example`, name: 'Desk' })
    .returning()
  const { token } = await startProviderSession(app.db, user!.id)
  return { id, token, userId: user!.id }
}

/** Adds a driver or vehicle to a provider through the registry API. */
export async function addMember(
  app: App,
  adminToken: string,
  providerId: string,
  kind: 'drivers' | 'vehicles',
  body: object = kind === 'drivers' ? driverBody : vehicleBody,
): Promise<{ id: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/ops/providers/${providerId}/${kind}`,
    payload: kind === 'vehicles' ? { plate: `NY ${randomUUID().slice(0, 6)}`, ...body } : body,
    headers: bearer(adminToken),
  })
  expect(response.statusCode, response.body).toBe(201)
  const data = response.json().data
  return kind === 'drivers' ? data.driver : data.vehicle
}

export function offer(app: App, operatorToken: string, bookingId: string, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/ops/bookings/${bookingId}/offers`,
    payload: body,
    headers: bearer(operatorToken),
  })
}

export function providerCall(
  app: App,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url: `/api/v1/provider${url}`, payload, headers: bearer(token) })
}

export async function tab(app: App, token: string, name: string) {
  const response = await providerCall(app, token, 'GET', `/jobs?tab=${name}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.jobs as Array<Record<string, unknown>>
}

export function offersOf(app: App, bookingId: string) {
  return app.db.select().from(rideOffers).where(eq(rideOffers.bookingId, bookingId))
}

export function eventsOf(app: App, bookingId: string) {
  return app.db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at))
}

export function expiryJobs(app: App) {
  return app.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, 'offer_expiry'))
}
