import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { signUp } from '../partners/partner-test-kit'
import { addMember, providerCall, providerWithUser } from '../offers/offers-test-kit'
import {
  bearer,
  signedInAdmin,
  signedInInvitee,
  useStepClock,
} from '../operators/operator-test-kit'
import { driverBody } from '../registry/registry-test-kit'
import { DEFAULT_DISPATCH_RULES } from '@ridelane/domain'
import { driverShifts, driverTimeOff } from '../../db/schema'
import { saveDispatchRules } from '../catalogue/dispatch-rules-repository'
import { confirmedBooking, detail, opsCall, setBooking } from './ops-booking-test-kit'

// No driver in two places (docs/decisions/034-driver-availability.md): every assignment of a
// driver, by an operator or a provider, is checked against the driver's other rides, time off
// and working hours, and the pickers say who is free.

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

/** A provider serving New York with a portal user, one named driver and one sedan. */
async function provider(driverName = 'Ana Silva') {
  const company = await providerWithUser(app, admin.token)
  const driver = await addMember(app, admin.token, company.id, 'drivers', {
    ...driverBody,
    name: driverName,
  })
  const vehicle = await addMember(app, admin.token, company.id, 'vehicles')
  return { ...company, driver, vehicle }
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

describe('an operator assigning a driver', () => {
  it('refuses a driver who already drives a ride at that time, naming it', async () => {
    const cabs = await provider()
    const first = await confirmedBooking(app, traveller())
    const second = await confirmedBooking(app, traveller())
    const ok = await assign(dispatcher.token, first.id, {
      provider_id: cabs.id,
      driver_id: cabs.driver.id,
      vehicle_id: cabs.vehicle.id,
    })
    expect(ok.statusCode, ok.body).toBe(200)

    const refused = await assign(dispatcher.token, second.id, {
      provider_id: cabs.id,
      driver_id: cabs.driver.id,
    })
    expect(refused.statusCode, refused.body).toBe(409)
    const error = refused.json().error
    expect(error.message).toMatch(
      new RegExp(`^Ana Silva already drives ${first.booking_code} from .+ to .+\\.$`),
    )
    expect(error.details).toEqual([{ path: 'driver_id', message: error.message }])
    expect((await detail(app, admin.token, second.id)).booking.booking_status).toBe('confirmed')
  })

  it('lets an admin assign anyway with a reason, audited; a dispatcher may not', async () => {
    const cabs = await provider()
    const first = await confirmedBooking(app, traveller())
    const second = await confirmedBooking(app, traveller())
    await assign(admin.token, first.id, { provider_id: cabs.id, driver_id: cabs.driver.id })

    const byDispatcher = await assign(dispatcher.token, second.id, {
      provider_id: cabs.id,
      driver_id: cabs.driver.id,
      override_reason: 'Same family, one car',
    })
    expect(byDispatcher.statusCode, byDispatcher.body).toBe(403)
    expect(byDispatcher.json().error.message).toBe(
      'Only an admin can assign a driver who is not free, with a reason.',
    )

    const byAdmin = await assign(admin.token, second.id, {
      provider_id: cabs.id,
      driver_id: cabs.driver.id,
      override_reason: 'Same family, one car',
    })
    expect(byAdmin.statusCode, byAdmin.body).toBe(200)
    expect(byAdmin.json().data.assignment.driver).toMatchObject({ id: cabs.driver.id })
    const [entry] = (await auditOf(second.id)).filter((row) => row.action === 'booking.assign')
    expect(entry?.reason).toContain(`already drives ${first.booking_code}`)
    expect(entry?.reason).toContain('Override: Same family, one car')
    // The other booking's code stays off this ride's timeline, which the traveller reads.
    const { events } = await detail(app, admin.token, second.id)
    expect(JSON.stringify(events)).not.toContain(first.booking_code)
  })

  it('frees the driver once the other ride is later, done or cancelled', async () => {
    const cabs = await provider()
    const first = await confirmedBooking(app, traveller())
    const second = await confirmedBooking(app, traveller())
    await assign(admin.token, first.id, { provider_id: cabs.id, driver_id: cabs.driver.id })
    const { booking } = await detail(app, admin.token, second.id)
    // JFK → Times Square keeps the driver about 43 minutes plus the margins: three hours later
    // the driver is free again.
    await setBooking(app, second.id, {
      pickupTime: new Date(Date.parse(booking.pickup_time) + 3 * 3_600_000),
    })
    const later = await assign(admin.token, second.id, {
      provider_id: cabs.id,
      driver_id: cabs.driver.id,
    })
    expect(later.statusCode, later.body).toBe(200)

    const third = await confirmedBooking(app, traveller())
    await setBooking(app, first.id, { bookingStatus: 'cancelled' })
    const afterCancel = await assign(admin.token, third.id, {
      provider_id: cabs.id,
      driver_id: cabs.driver.id,
    })
    expect(afterCancel.statusCode, afterCancel.body).toBe(200)
  })

  it('keeps the driver for the margins the area’s dispatch rules set', async () => {
    const cabs = await provider()
    const first = await confirmedBooking(app, traveller())
    const second = await confirmedBooking(app, traveller())
    await assign(admin.token, first.id, { provider_id: cabs.id, driver_id: cabs.driver.id })
    const { booking } = await detail(app, admin.token, second.id)
    await setBooking(app, second.id, {
      pickupTime: new Date(Date.parse(booking.pickup_time) + 3 * 3_600_000),
    })
    // Four hours' lead before each pickup: the later ride now reaches back into the first.
    await saveDispatchRules(
      app.db,
      'new-york',
      { ...DEFAULT_DISPATCH_RULES, preferred_provider_ids: [], lead_margin_minutes: 240 },
      admin.id,
    )
    try {
      const refused = await assign(admin.token, second.id, {
        provider_id: cabs.id,
        driver_id: cabs.driver.id,
      })
      expect(refused.statusCode, refused.body).toBe(409)
    } finally {
      await saveDispatchRules(
        app.db,
        'new-york',
        { ...DEFAULT_DISPATCH_RULES, preferred_provider_ids: [] },
        admin.id,
      )
    }
  })

  it('refuses a driver on time off or outside their working hours', async () => {
    const cabs = await provider('Bo Chen')
    const ride = await confirmedBooking(app, traveller())
    const pickup = new Date((await detail(app, admin.token, ride.id)).booking.pickup_time)
    await app.db.insert(driverTimeOff).values({
      driverId: cabs.driver.id,
      startsAt: new Date(pickup.getTime() - 3_600_000),
      endsAt: new Date(pickup.getTime() + 3_600_000),
      note: 'Dentist',
    })
    const off = await assign(admin.token, ride.id, {
      provider_id: cabs.id,
      driver_id: cabs.driver.id,
    })
    expect(off.statusCode, off.body).toBe(409)
    expect(off.json().error.message).toMatch(/^Bo Chen is off from .+ to .+\.$/)

    const other = await provider('Cy Dunn')
    // A week of one-minute shifts: never at the ride's time.
    await app.db.insert(driverShifts).values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        driverId: other.driver.id,
        weekday,
        starts: '03:00',
        ends: '03:01',
      })),
    )
    const outside = await assign(admin.token, ride.id, {
      provider_id: other.id,
      driver_id: other.driver.id,
    })
    expect(outside.statusCode, outside.body).toBe(409)
    expect(outside.json().error.message).toBe("This ride falls outside Cy Dunn's working hours.")
  })

  it('checks two assignments of one driver at the same moment one after the other', async () => {
    const cabs = await provider()
    const rides = [
      await confirmedBooking(app, traveller()),
      await confirmedBooking(app, traveller()),
    ]
    const versions = await Promise.all(
      rides.map(async (ride) => (await detail(app, admin.token, ride.id)).version),
    )
    const answers = await Promise.all(
      rides.map((ride, index) =>
        opsCall(app, admin.token, 'POST', `/${ride.id}/assignment`, {
          expected_version: versions[index],
          provider_id: cabs.id,
          driver_id: cabs.driver.id,
        }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
  })
})

describe('GET /ops/bookings/:id/drivers', () => {
  it('lists the provider’s active drivers with who is free for this ride', async () => {
    const cabs = await provider('Ana Silva')
    const spare = await addMember(app, admin.token, cabs.id, 'drivers', {
      ...driverBody,
      name: 'Zed Free',
    })
    const first = await confirmedBooking(app, traveller())
    const second = await confirmedBooking(app, traveller())
    await assign(admin.token, first.id, { provider_id: cabs.id, driver_id: cabs.driver.id })

    const response = await opsCall(
      app,
      dispatcher.token,
      'GET',
      `/${second.id}/drivers?provider_id=${cabs.id}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    const { drivers } = response.json().data
    expect(drivers).toEqual([
      {
        id: cabs.driver.id,
        name: 'Ana Silva',
        free: false,
        busy_reason: expect.stringContaining(`already drives ${first.booking_code}`),
      },
      { id: spare.id, name: 'Zed Free', free: true, busy_reason: null },
    ])
    // The ride the driver already has is free for them.
    const own = await opsCall(
      app,
      admin.token,
      'GET',
      `/${first.id}/drivers?provider_id=${cabs.id}`,
    )
    expect(own.json().data.drivers[0]).toMatchObject({ id: cabs.driver.id, free: true })
  })

  it('answers 404 for an unknown booking and 400 for a bad provider id', async () => {
    const ride = await confirmedBooking(app, traveller())
    const unknown = await opsCall(
      app,
      admin.token,
      'GET',
      `/${randomUUID()}/drivers?provider_id=${randomUUID()}`,
    )
    expect(unknown.statusCode).toBe(404)
    const bad = await opsCall(app, admin.token, 'GET', `/${ride.id}/drivers?provider_id=nope`)
    expect(bad.statusCode).toBe(400)
    const none = await opsCall(
      app,
      admin.token,
      'GET',
      `/${ride.id}/drivers?provider_id=${randomUUID()}`,
    )
    expect(none.json().data.drivers).toEqual([])
  })

  it('is for operators only', async () => {
    const cabs = await provider()
    const ride = await confirmedBooking(app, traveller())
    const url = `/api/v1/ops/bookings/${ride.id}/drivers?provider_id=${cabs.id}`
    expect((await app.inject({ url })).statusCode).toBe(401)
    expect((await app.inject({ url, headers: bearer(cabs.token) })).statusCode).toBe(401)
    const partner = await signUp(app)
    expect((await app.inject({ url, headers: bearer(partner.token) })).statusCode).toBe(401)
    expect((await app.inject({ url, headers: bearer(ride.access_token) })).statusCode).toBe(401)
  })
})

describe('a provider assigning its driver', () => {
  async function providerRide(cabs: Awaited<ReturnType<typeof provider>>) {
    const ride = await confirmedBooking(app, traveller())
    const given = await assign(admin.token, ride.id, { provider_id: cabs.id })
    expect(given.statusCode, given.body).toBe(200)
    return ride
  }

  it('is refused a driver busy with another ride, and the picker says so', async () => {
    const cabs = await provider('Ana Silva')
    const first = await providerRide(cabs)
    const second = await providerRide(cabs)
    const body = { driver_id: cabs.driver.id, vehicle_id: cabs.vehicle.id }
    const okay = await providerCall(app, cabs.token, 'POST', `/jobs/${first.id}/assignment`, body)
    expect(okay.statusCode, okay.body).toBe(200)

    const picker = await providerCall(app, cabs.token, 'GET', `/jobs/${second.id}/drivers`)
    expect(picker.statusCode, picker.body).toBe(200)
    expect(picker.json().data.drivers).toEqual([
      {
        id: cabs.driver.id,
        name: 'Ana Silva',
        free: false,
        busy_reason: expect.stringContaining(`already drives ${first.booking_code}`),
      },
    ])

    const refused = await providerCall(
      app,
      cabs.token,
      'POST',
      `/jobs/${second.id}/assignment`,
      body,
    )
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().error.details[0]).toMatchObject({ path: 'driver_id' })
  })

  it('cannot read another provider’s job’s picker', async () => {
    const cabs = await provider()
    const rival = await provider()
    const ride = await providerRide(cabs)
    const response = await providerCall(app, rival.token, 'GET', `/jobs/${ride.id}/drivers`)
    expect(response.statusCode).toBe(404)
    const url = `/api/v1/provider/jobs/${ride.id}/drivers`
    expect((await app.inject({ url })).statusCode).toBe(401)
    expect((await app.inject({ url, headers: bearer(admin.token) })).statusCode).toBe(401)
  })
})
