import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { DEFAULT_DISPATCH_RULES } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookings, providerDrivers } from '../../db/schema'
import { confirmedBooking, detail, opsCall } from '../bookings/ops-booking-test-kit'
import { saveDispatchRules } from '../catalogue/dispatch-rules-repository'
import { signUp } from '../partners/partner-test-kit'
import { bearer, signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { driverBody, vehicleBody } from '../registry/registry-test-kit'
import { runDispatchStep } from './auto-dispatch'
import {
  addMember,
  eventsOf,
  offer,
  offersOf,
  providerCall,
  providerWithUser,
  type TestProvider,
} from './offers-test-kit'

// A provider's own options (docs/decisions/035-automatic-dispatch.md#provider-options):
// auto-accept takes an offered ride at once, auto-assign gives it the nearest free driver.

const APP_URL = 'https://ridelane.test'
let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>

beforeAll(async () => {
  useStepClock()
  app = await createTestApp({ env: { JOBS_INTERVAL_MS: '600000' } })
  admin = await signedInAdmin(app)
  vi.useRealTimers()
})
afterAll(() => app.close())

type Options = {
  auto_accept: boolean
  accept_from: string
  accept_to: string
  auto_assign: boolean
}
const allDay: Options = {
  auto_accept: true,
  accept_from: '00:00',
  accept_to: '00:00',
  auto_assign: false,
}

async function setOptions(provider: TestProvider, options: Options, area = 'new-york') {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/v1/provider/dispatch-options/${area}`,
    payload: options,
    headers: bearer(provider.token),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.areas as Array<Options & { area_id: string }>
}

/** A provider with a portal user, one sedan and one driver (unless told), and the options given. */
async function company(options: Options, withVehicle = true, withDriver = true) {
  const provider = await providerWithUser(app, admin.token)
  if (withVehicle) await addMember(app, admin.token, provider.id, 'vehicles')
  if (withDriver) {
    await addMember(app, admin.token, provider.id, 'drivers', {
      ...driverBody,
      name: 'Desk Driver',
    })
  }
  await setOptions(provider, options)
  return provider
}

async function bookingRow(id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id))
  return row!
}

const offerTo = async (providerId: string, bookingId: string) => {
  const response = await offer(app, admin.token, bookingId, {
    provider_id: providerId,
    expires_in_minutes: 10,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response
}

describe('auto-accept', () => {
  it('takes an operator’s offer at once, on the timeline as the provider’s', async () => {
    const provider = await company(allDay)
    const ride = await confirmedBooking(app)
    const answer = await offerTo(provider.id, ride.id)
    expect(answer.json().data.offers).toMatchObject([{ status: 'accepted' }])
    const row = await bookingRow(ride.id)
    expect(row).toMatchObject({
      bookingStatus: 'assigned',
      providerId: provider.id,
      driverId: null,
    })
    const move = (await eventsOf(app, ride.id)).find((event) => event.toStatus === 'assigned')
    expect(move).toMatchObject({ actorKind: 'provider', actorId: provider.id })
    expect(move!.details.automatic).toBe('true')
  })

  it('leaves the offer open outside the window, without a fitting vehicle, or when off', async () => {
    // The fixture's pickup is 09:30 in New York.
    const night = await company({ ...allDay, accept_from: '22:00', accept_to: '06:00' })
    const noCar = await company(allDay, false)
    const noDriver = await company(allDay, true, false)
    const off = await company({ ...allDay, auto_accept: false })
    for (const provider of [night, noCar, noDriver, off]) {
      const ride = await confirmedBooking(app)
      const answer = await offerTo(provider.id, ride.id)
      expect(answer.json().data.offers).toMatchObject([{ status: 'open' }])
      expect((await bookingRow(ride.id)).bookingStatus).toBe('confirmed')
    }
  })

  it('leaves the offer open when its only driver is on another ride then', async () => {
    const provider = await company({ ...allDay, auto_assign: true })
    const first = await confirmedBooking(app)
    await offerTo(provider.id, first.id)
    expect(await bookingRow(first.id)).toMatchObject({ providerId: provider.id })
    expect((await bookingRow(first.id)).driverId).not.toBeNull()
    // The same pickup: its driver is taken, so it does not take a ride it cannot staff.
    const second = await confirmedBooking(app)
    const answer = await offerTo(provider.id, second.id)
    expect(answer.json().data.offers).toMatchObject([{ status: 'open' }])
    expect((await bookingRow(second.id)).bookingStatus).toBe('confirmed')
  })

  it('takes a ride automatic dispatch offers, and the dispatch stops there', async () => {
    const provider = await company(allDay)
    await saveDispatchRules(
      app.db,
      'new-york',
      { ...DEFAULT_DISPATCH_RULES, enabled: true, preferred_provider_ids: [provider.id] },
      admin.id,
    )
    try {
      const ride = await confirmedBooking(app)
      expect(await runDispatchStep(app.db, ride.id, APP_URL, new Date())).toBe('accepted')
      expect((await bookingRow(ride.id)).providerId).toBe(provider.id)
      // No more offers: the ride only waits to see a driver by the escalation time.
      expect(await runDispatchStep(app.db, ride.id, APP_URL, new Date())).toBe('waiting')
      expect(await offersOf(app, ride.id)).toHaveLength(1)
    } finally {
      await saveDispatchRules(
        app.db,
        'new-york',
        { ...DEFAULT_DISPATCH_RULES, preferred_provider_ids: [] },
        admin.id,
      )
    }
  })

  it('races an operator’s assignment: one wins and the other is refused', async () => {
    const fast = await company(allDay)
    const other = await providerWithUser(app, admin.token)
    const ride = await confirmedBooking(app)
    const { version } = await detail(app, admin.token, ride.id)
    const [offered, assigned] = await Promise.all([
      offer(app, admin.token, ride.id, { provider_id: fast.id, expires_in_minutes: 10 }),
      opsCall(app, admin.token, 'POST', `/${ride.id}/assignment`, {
        expected_version: version,
        provider_id: other.id,
      }),
    ])
    const row = await bookingRow(ride.id)
    expect(row.bookingStatus).toBe('assigned')
    if (row.providerId === fast.id) {
      expect(offered.statusCode).toBe(201)
      expect(assigned.statusCode).toBe(409)
    } else {
      expect(row.providerId).toBe(other.id)
      expect(assigned.statusCode).toBe(200)
      expect(offered.statusCode).toBe(409)
    }
    const moves = (await eventsOf(app, ride.id)).filter((event) => event.toStatus === 'assigned')
    expect(moves).toHaveLength(1)
  })
})

describe('auto-assign', () => {
  async function driver(
    provider: TestProvider,
    name: string,
    home: { lat: number; lng: number } | null,
  ) {
    const created = await addMember(app, admin.token, provider.id, 'drivers', {
      ...driverBody,
      name,
    })
    if (home) {
      await app.db
        .update(providerDrivers)
        .set({ homeLat: home.lat, homeLng: home.lng })
        .where(eq(providerDrivers.id, created.id))
    }
    return created
  }

  it('gives an auto-accepted ride to the nearest free driver', async () => {
    const provider = await company({ ...allDay, auto_assign: true })
    // A second car, so the next ride at the same time has a vehicle too.
    await addMember(app, admin.token, provider.id, 'vehicles', {
      ...vehicleBody,
      plate: `NY ${randomUUID().slice(0, 6)}`,
    })
    await driver(provider, 'Far Away', { lat: 40.758, lng: -73.9855 })
    const near = await driver(provider, 'Near JFK', { lat: 40.65, lng: -73.78 })
    await driver(provider, 'No Home', null)
    const ride = await confirmedBooking(app)
    await offerTo(provider.id, ride.id)
    const row = await bookingRow(ride.id)
    expect(row.driverId).toBe(near.id)
    expect(row.assignedVehicleId).not.toBeNull()

    // The nearest is busy with that ride now: the next one goes to the next nearest.
    const next = await confirmedBooking(app)
    await offerTo(provider.id, next.id)
    const [second] = await app.db
      .select({ name: providerDrivers.name })
      .from(providerDrivers)
      .where(eq(providerDrivers.id, (await bookingRow(next.id)).driverId!))
    expect(second!.name).toBe('Far Away')
  })

  it('skips a vehicle already on a ride at that time, and assigns nobody when none is free', async () => {
    // The company's own sedan has 4 seats; this one 5, so it is given second.
    const provider = await company({ ...allDay, auto_assign: true })
    const bigger = await addMember(app, admin.token, provider.id, 'vehicles', {
      ...vehicleBody,
      plate: `NY ${randomUUID().slice(0, 6)}`,
      seats: 5,
    })
    for (const name of ['Ann One', 'Bea Two', 'Cid Three']) await driver(provider, name, null)

    const first = await confirmedBooking(app)
    await offerTo(provider.id, first.id)
    const firstRow = await bookingRow(first.id)
    expect(firstRow.driverId).not.toBeNull()
    // The smallest fitting car goes first…
    expect(firstRow.assignedVehicleId).not.toBeNull()
    expect(firstRow.assignedVehicleId).not.toBe(bigger.id)

    // …so the next ride at the same time, with drivers to spare, gets the bigger one.
    const second = await confirmedBooking(app)
    await offerTo(provider.id, second.id)
    const secondRow = await bookingRow(second.id)
    expect(secondRow.driverId).not.toBeNull()
    expect(secondRow.driverId).not.toBe(firstRow.driverId)
    expect(secondRow.assignedVehicleId).toBe(bigger.id)

    // A free driver is left, but no car: auto-accept leaves the offer to the desk…
    const third = await confirmedBooking(app)
    const answer = await offerTo(provider.id, third.id)
    expect(answer.json().data.offers).toMatchObject([{ status: 'open' }])
    // …and when the desk takes it anyway, nobody is auto-assigned: it is theirs to assign.
    const taken = await providerCall(app, provider.token, 'POST', `/jobs/${third.id}/accept`)
    expect(taken.statusCode, taken.body).toBe(200)
    expect(await bookingRow(third.id)).toMatchObject({
      bookingStatus: 'assigned',
      providerId: provider.id,
      driverId: null,
      assignedVehicleId: null,
    })
  })

  it('assigns after a manual accept in the portal too, and leaves it when nobody is free', async () => {
    const provider = await company(
      { ...allDay, auto_accept: false, auto_assign: true },
      true,
      false,
    )
    const only = await driver(provider, 'Solo Driver', null)
    const first = await confirmedBooking(app)
    await offerTo(provider.id, first.id)
    const accepted = await providerCall(app, provider.token, 'POST', `/jobs/${first.id}/accept`)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect((await bookingRow(first.id)).driverId).toBe(only.id)

    const second = await confirmedBooking(app)
    await offerTo(provider.id, second.id)
    await providerCall(app, provider.token, 'POST', `/jobs/${second.id}/accept`)
    expect(await bookingRow(second.id)).toMatchObject({ providerId: provider.id, driverId: null })
    expect((await offersOf(app, second.id))[0]!.status).toBe('accepted')
  })

  it('tries again at the ride’s next watch, and gives it a driver who came free since', async () => {
    const provider = await company(
      { ...allDay, auto_accept: false, auto_assign: true },
      true,
      false,
    )
    const only = await driver(provider, 'Only Driver', null)
    const first = await confirmedBooking(app)
    await offerTo(provider.id, first.id)
    await providerCall(app, provider.token, 'POST', `/jobs/${first.id}/accept`)
    const second = await confirmedBooking(app)
    await offerTo(provider.id, second.id)
    await providerCall(app, provider.token, 'POST', `/jobs/${second.id}/accept`)
    expect(await bookingRow(second.id)).toMatchObject({ driverId: null })
    await saveDispatchRules(
      app.db,
      'new-york',
      { ...DEFAULT_DISPATCH_RULES, enabled: true, preferred_provider_ids: [] },
      admin.id,
    )
    try {
      // Still nobody free: the watch waits for the escalation time.
      expect(await runDispatchStep(app.db, second.id, APP_URL, new Date())).toBe('waiting')
      // The first ride is cancelled: its driver and car are free at that time again.
      const cancelled = await opsCall(app, admin.token, 'POST', `/${first.id}/cancel`, {
        expected_version: (await detail(app, admin.token, first.id)).version,
        reason: 'Traveller changed plans',
        refund: 'policy',
      })
      expect(cancelled.statusCode, cancelled.body).toBe(200)
      expect(await runDispatchStep(app.db, second.id, APP_URL, new Date())).toBe('assigned')
      expect(await bookingRow(second.id)).toMatchObject({
        providerId: provider.id,
        driverId: only.id,
        assignedVehicleId: expect.any(String),
      })
      const [last] = (await eventsOf(app, second.id)).slice(-1)
      expect(last).toMatchObject({
        actorKind: 'provider',
        details: expect.objectContaining({ automatic: 'true' }),
      })
    } finally {
      await saveDispatchRules(
        app.db,
        'new-york',
        { ...DEFAULT_DISPATCH_RULES, preferred_provider_ids: [] },
        admin.id,
      )
    }
  })
})

describe('/provider/dispatch-options', () => {
  it('lists each of the provider’s areas with its options, the defaults first', async () => {
    const provider = await providerWithUser(app, admin.token)
    const before = await providerCall(app, provider.token, 'GET', '/dispatch-options')
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json().data.areas).toEqual([
      {
        area_id: 'new-york',
        area_name: expect.any(String),
        time_zone: 'America/New_York',
        auto_accept: false,
        accept_from: '00:00',
        accept_to: '00:00',
        auto_assign: false,
      },
    ])
    const after = await setOptions(provider, {
      ...allDay,
      accept_from: '22:00',
      accept_to: '06:00',
    })
    expect(after[0]).toMatchObject({ auto_accept: true, accept_from: '22:00', accept_to: '06:00' })
  })

  it('refuses an area the provider does not serve, bad times, and anyone but a provider', async () => {
    const provider = await providerWithUser(app, admin.token)
    const put = (
      area: string,
      payload: object,
      headers: Record<string, string> = bearer(provider.token),
    ) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/provider/dispatch-options/${area}`,
        payload,
        headers,
      })
    expect((await put('london', allDay)).statusCode).toBe(404)
    const bad = await put('new-york', { ...allDay, accept_from: '25:00' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details[0]).toMatchObject({ path: 'accept_from' })
    const partner = await signUp(app)
    const strangers: Array<Record<string, string>> = [
      {},
      bearer(admin.token),
      bearer(partner.token),
      bearer(randomUUID()),
    ]
    for (const headers of strangers) {
      expect((await put('new-york', allDay, headers)).statusCode).toBe(401)
      const read = await app.inject({ url: '/api/v1/provider/dispatch-options', headers })
      expect(read.statusCode).toBe(401)
    }
  })
})
