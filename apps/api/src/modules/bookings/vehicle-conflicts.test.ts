import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { addMember, providerCall, providerWithUser } from '../offers/offers-test-kit'
import {
  bearer,
  signedInAdmin,
  signedInInvitee,
  useStepClock,
} from '../operators/operator-test-kit'
import { driverBody } from '../registry/registry-test-kit'
import { confirmedBooking, detail, opsCall, setBooking } from './ops-booking-test-kit'

// No vehicle on two rides at once (docs/decisions/034-driver-availability.md#vehicles): every
// assignment of a vehicle, by an operator or a provider, is checked against the vehicle's other
// rides still to be driven, under the vehicle's row lock, and the pickers say which are free.

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>
let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>

beforeAll(async () => {
  useStepClock()
  app = await createTestApp()
  admin = await signedInAdmin(app)
  dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
  vi.useRealTimers()
})
afterAll(() => app.close())

const traveller = () => `traveller-${randomUUID().slice(0, 8)}@example.com`

/** A provider serving New York with a portal user, two drivers and one Toyota Camry. */
async function provider() {
  const company = await providerWithUser(app, admin.token)
  const ana = await addMember(app, admin.token, company.id, 'drivers', {
    ...driverBody,
    name: 'Ana Silva',
  })
  const bo = await addMember(app, admin.token, company.id, 'drivers', {
    ...driverBody,
    name: 'Bo Chen',
  })
  const car = await addMember(app, admin.token, company.id, 'vehicles', {
    vehicle_class_id: 'sedan',
    make_model: 'Toyota Camry',
    colour: 'White',
    plate: `NY ${randomUUID().slice(0, 4)}`,
    seats: 4,
  })
  return { ...company, ana, bo, car }
}

async function assign(
  token: string,
  bookingId: string,
  body: { provider_id: string; driver_id?: string; vehicle_id?: string; override_reason?: string },
) {
  const { version } = await detail(app, admin.token, bookingId)
  return opsCall(app, token, 'POST', `/${bookingId}/assignment`, {
    expected_version: version,
    ...body,
  })
}

async function auditOf(id: string) {
  const response = await app.inject({
    url: `/api/v1/ops/audit?target_kind=booking&target_id=${id}`,
    headers: bearer(admin.token),
  })
  return response.json().data.entries as Array<{ action: string; reason: string | null }>
}

const busyWith = (code: string) =>
  new RegExp(`^Toyota Camry \\(NY [0-9A-F]{4}\\) is already on ${code} from .+ to .+\\.$`)

describe('an operator assigning a vehicle', () => {
  it('refuses a vehicle already on a ride at that time, naming the ride', async () => {
    const cabs = await provider()
    const first = await confirmedBooking(app, traveller())
    const second = await confirmedBooking(app, traveller())
    const given = await assign(dispatcher.token, first.id, {
      provider_id: cabs.id,
      driver_id: cabs.ana.id,
      vehicle_id: cabs.car.id,
    })
    expect(given.statusCode, given.body).toBe(200)

    const refused = await assign(dispatcher.token, second.id, {
      provider_id: cabs.id,
      driver_id: cabs.bo.id,
      vehicle_id: cabs.car.id,
    })
    expect(refused.statusCode, refused.body).toBe(409)
    const error = refused.json().error
    expect(error.code).toBe('CONFLICT')
    expect(error.message).toMatch(busyWith(first.booking_code))
    expect(error.details).toEqual([{ path: 'vehicle_id', message: error.message }])
    const after = await detail(app, admin.token, second.id)
    expect(after.booking.booking_status).toBe('confirmed')
    expect(after.assignment.vehicle).toBeNull()
  })

  it('names both when the driver and the vehicle are taken, each on its own field', async () => {
    const cabs = await provider()
    const first = await confirmedBooking(app, traveller())
    const second = await confirmedBooking(app, traveller())
    const body = { provider_id: cabs.id, driver_id: cabs.ana.id, vehicle_id: cabs.car.id }
    expect((await assign(admin.token, first.id, body)).statusCode).toBe(200)

    const refused = await assign(admin.token, second.id, body)
    expect(refused.statusCode, refused.body).toBe(409)
    const { details } = refused.json().error
    expect(details).toEqual([
      { path: 'driver_id', message: expect.stringContaining(`drives ${first.booking_code}`) },
      { path: 'vehicle_id', message: expect.stringMatching(busyWith(first.booking_code)) },
    ])
  })

  it('lets an admin assign the vehicle anyway with a reason, audited; a dispatcher may not', async () => {
    const cabs = await provider()
    const first = await confirmedBooking(app, traveller())
    const second = await confirmedBooking(app, traveller())
    await assign(admin.token, first.id, {
      provider_id: cabs.id,
      driver_id: cabs.ana.id,
      vehicle_id: cabs.car.id,
    })
    const body = {
      provider_id: cabs.id,
      driver_id: cabs.bo.id,
      vehicle_id: cabs.car.id,
      override_reason: 'Both parties share the car',
    }

    const byDispatcher = await assign(dispatcher.token, second.id, body)
    expect(byDispatcher.statusCode, byDispatcher.body).toBe(403)
    expect(byDispatcher.json().error.message).toBe(
      'Only an admin can assign a vehicle that is not free, with a reason.',
    )

    const byAdmin = await assign(admin.token, second.id, body)
    expect(byAdmin.statusCode, byAdmin.body).toBe(200)
    expect(byAdmin.json().data.assignment.vehicle).toMatchObject({ id: cabs.car.id })
    const [entry] = (await auditOf(second.id)).filter((row) => row.action === 'booking.assign')
    expect(entry?.reason).toMatch(/^Vehicle not free: Toyota Camry \(NY [0-9A-F]{4}\) is already/)
    expect(entry?.reason).toContain(`is already on ${first.booking_code}`)
    expect(entry?.reason).toContain('Override: Both parties share the car')
    // The other booking's code stays off this ride's timeline, which the traveller reads.
    const { events } = await detail(app, admin.token, second.id)
    expect(JSON.stringify(events)).not.toContain(first.booking_code)
  })

  it('frees the vehicle once the other ride is later or cancelled, and keeps a vehicle the ride has', async () => {
    const cabs = await provider()
    const first = await confirmedBooking(app, traveller())
    const second = await confirmedBooking(app, traveller())
    await assign(admin.token, first.id, {
      provider_id: cabs.id,
      driver_id: cabs.ana.id,
      vehicle_id: cabs.car.id,
    })
    const { booking } = await detail(app, admin.token, second.id)
    // JFK → Times Square keeps the car about 43 minutes plus the margins: three hours later it
    // is free again.
    await setBooking(app, second.id, {
      pickupTime: new Date(Date.parse(booking.pickup_time) + 3 * 3_600_000),
    })
    const later = await assign(admin.token, second.id, {
      provider_id: cabs.id,
      driver_id: cabs.bo.id,
      vehicle_id: cabs.car.id,
    })
    expect(later.statusCode, later.body).toBe(200)

    // A new driver alone does not ask again about the car the ride already has.
    const reassigned = await assign(admin.token, first.id, {
      provider_id: cabs.id,
      driver_id: cabs.bo.id,
      vehicle_id: cabs.car.id,
    })
    expect(reassigned.statusCode, reassigned.body).toBe(200)

    const third = await confirmedBooking(app, traveller())
    await setBooking(app, first.id, { bookingStatus: 'cancelled' })
    const afterCancel = await assign(admin.token, third.id, {
      provider_id: cabs.id,
      driver_id: cabs.ana.id,
      vehicle_id: cabs.car.id,
    })
    expect(afterCancel.statusCode, afterCancel.body).toBe(200)
  })

  it('checks two assignments of one vehicle at the same moment one after the other', async () => {
    const cabs = await provider()
    const rides = [
      await confirmedBooking(app, traveller()),
      await confirmedBooking(app, traveller()),
    ]
    const versions = await Promise.all(
      rides.map(async (ride) => (await detail(app, admin.token, ride.id)).version),
    )
    const drivers = [cabs.ana.id, cabs.bo.id]
    const answers = await Promise.all(
      rides.map((ride, index) =>
        opsCall(app, admin.token, 'POST', `/${ride.id}/assignment`, {
          expected_version: versions[index],
          provider_id: cabs.id,
          driver_id: drivers[index],
          vehicle_id: cabs.car.id,
        }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const loser = answers.find((answer) => answer.statusCode === 409)!
    const winner = rides[answers.findIndex((answer) => answer.statusCode === 200)]!
    expect(loser.json().error.details).toEqual([
      { path: 'vehicle_id', message: expect.stringMatching(busyWith(winner.booking_code)) },
    ])
    const held = await Promise.all(
      rides.map(async (ride) => (await detail(app, admin.token, ride.id)).assignment.vehicle),
    )
    expect(held.filter(Boolean)).toHaveLength(1)
  })
})

describe('GET /ops/bookings/:id/vehicles', () => {
  it('lists the provider’s active vehicles with which are free for this ride', async () => {
    const cabs = await provider()
    const spare = await addMember(app, admin.token, cabs.id, 'vehicles', {
      vehicle_class_id: 'sedan',
      make_model: 'Zeta Sedan',
      colour: 'Grey',
      plate: `NY ${randomUUID().slice(0, 4)}`,
      seats: 4,
    })
    const first = await confirmedBooking(app, traveller())
    const second = await confirmedBooking(app, traveller())
    await assign(admin.token, first.id, {
      provider_id: cabs.id,
      driver_id: cabs.ana.id,
      vehicle_id: cabs.car.id,
    })

    const response = await opsCall(
      app,
      dispatcher.token,
      'GET',
      `/${second.id}/vehicles?provider_id=${cabs.id}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.vehicles).toEqual([
      {
        id: cabs.car.id,
        vehicle_class_id: 'sedan',
        make_model: 'Toyota Camry',
        colour: 'White',
        plate: expect.stringMatching(/^NY /),
        seats: 4,
        free: false,
        busy_reason: expect.stringMatching(busyWith(first.booking_code)),
      },
      expect.objectContaining({ id: spare.id, free: true, busy_reason: null }),
    ])
    // The ride the vehicle already has is free for it.
    const own = await opsCall(
      app,
      admin.token,
      'GET',
      `/${first.id}/vehicles?provider_id=${cabs.id}`,
    )
    expect(own.json().data.vehicles[0]).toMatchObject({ id: cabs.car.id, free: true })
  })

  it('answers 404 for an unknown booking, 400 for a bad provider id, and only to operators', async () => {
    const cabs = await provider()
    const ride = await confirmedBooking(app, traveller())
    const unknown = await opsCall(
      app,
      admin.token,
      'GET',
      `/${randomUUID()}/vehicles?provider_id=${cabs.id}`,
    )
    expect(unknown.statusCode).toBe(404)
    const bad = await opsCall(app, admin.token, 'GET', `/${ride.id}/vehicles?provider_id=nope`)
    expect(bad.statusCode).toBe(400)
    const none = await opsCall(
      app,
      admin.token,
      'GET',
      `/${ride.id}/vehicles?provider_id=${randomUUID()}`,
    )
    expect(none.json().data.vehicles).toEqual([])
    const url = `/api/v1/ops/bookings/${ride.id}/vehicles?provider_id=${cabs.id}`
    expect((await app.inject({ url })).statusCode).toBe(401)
    expect((await app.inject({ url, headers: bearer(cabs.token) })).statusCode).toBe(401)
  })
})

describe('a provider assigning its vehicle', () => {
  async function providerRide(cabs: Awaited<ReturnType<typeof provider>>) {
    const ride = await confirmedBooking(app, traveller())
    const given = await assign(admin.token, ride.id, { provider_id: cabs.id })
    expect(given.statusCode, given.body).toBe(200)
    return ride
  }

  it('is refused a vehicle already on another ride, and the picker says so', async () => {
    const cabs = await provider()
    const first = await providerRide(cabs)
    const second = await providerRide(cabs)
    const okay = await providerCall(app, cabs.token, 'POST', `/jobs/${first.id}/assignment`, {
      driver_id: cabs.ana.id,
      vehicle_id: cabs.car.id,
    })
    expect(okay.statusCode, okay.body).toBe(200)

    const picker = await providerCall(app, cabs.token, 'GET', `/jobs/${second.id}/vehicles`)
    expect(picker.statusCode, picker.body).toBe(200)
    expect(picker.json().data.vehicles).toEqual([
      expect.objectContaining({
        id: cabs.car.id,
        make_model: 'Toyota Camry',
        free: false,
        busy_reason: expect.stringMatching(busyWith(first.booking_code)),
      }),
    ])

    const refused = await providerCall(app, cabs.token, 'POST', `/jobs/${second.id}/assignment`, {
      driver_id: cabs.bo.id,
      vehicle_id: cabs.car.id,
    })
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().error.details).toEqual([
      { path: 'vehicle_id', message: expect.stringMatching(busyWith(first.booking_code)) },
    ])
    const job = await providerCall(app, cabs.token, 'GET', `/jobs/${second.id}`)
    expect(job.json().data.vehicle).toBeNull()
  })

  it('cannot read another provider’s job’s vehicle picker', async () => {
    const cabs = await provider()
    const rival = await provider()
    const ride = await providerRide(cabs)
    const response = await providerCall(app, rival.token, 'GET', `/jobs/${ride.id}/vehicles`)
    expect(response.statusCode).toBe(404)
    const url = `/api/v1/provider/jobs/${ride.id}/vehicles`
    expect((await app.inject({ url })).statusCode).toBe(401)
    expect((await app.inject({ url, headers: bearer(admin.token) })).statusCode).toBe(401)
  })
})
