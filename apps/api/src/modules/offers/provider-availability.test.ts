import { availabilityMessages as m, providerMessages } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { confirmedBooking } from '../bookings/ops-booking-test-kit'
import { foreignCredentials } from '../driver-jobs/driver-test-kit'
import { bearer, appWithOperators, type SignedInOperator } from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { addMember, providerWithUser, type TestProvider } from './offers-test-kit'

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE'
type Endpoint = { method: Method; url: string; payload?: object }

const someId = '00000000-0000-4000-8000-000000000000'
const hour = 3_600_000
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString()
const week = [
  { weekday: 2, starts: '07:00', ends: '15:00' },
  { weekday: 4, starts: '22:00', ends: '06:00' },
]
const timeOff = { starts_at: at(24 * hour), ends_at: at(72 * hour), note: 'Wedding' }

/** The four calls on one driver's time, under a prefix: the portal's or the console's. */
const timeEndpoints = (base: string, timeOffId = someId): Endpoint[] => [
  { method: 'GET', url: `${base}/availability` },
  { method: 'PUT', url: `${base}/working-hours`, payload: { shifts: week } },
  { method: 'POST', url: `${base}/time-off`, payload: timeOff },
  { method: 'DELETE', url: `${base}/time-off/${timeOffId}` },
]
const portal = (driverId: string) => `/api/v1/provider/drivers/${driverId}`
const opsDriver = (providerId: string, driverId: string) =>
  `/api/v1/ops/providers/${providerId}/drivers/${driverId}`
const label = (e: Endpoint) => `${e.method} ${e.url}`

describe("drivers' working hours and time off in the provider portal", () => {
  let app: App
  let admin: SignedInOperator
  let dispatcher: SignedInOperator
  let mine: TestProvider
  let other: TestProvider
  let driverId: string

  const send = (token: string, endpoint: Endpoint) =>
    app.inject({ ...endpoint, headers: bearer(token) })

  async function auditActions(id: string) {
    const response = await app.inject({
      url: `/api/v1/ops/audit?target_kind=driver&target_id=${id}`,
      headers: bearer(admin.token),
    })
    return (response.json().data.entries as Array<{ action: string }>).map((e) => e.action)
  }

  beforeAll(async () => {
    ;({ app, admin, dispatcher } = await appWithOperators())
    mine = await providerWithUser(app, admin.token)
    other = await providerWithUser(app, admin.token, { service_area_ids: ['indore'] })
    driverId = (await addMember(app, admin.token, mine.id, 'drivers')).id
  })
  afterAll(() => app.close())

  it('lets a provider user keep its own driver’s week and time off, unaudited', async () => {
    const [read, setHours, addOff] = timeEndpoints(portal(driverId))
    const empty = await send(mine.token, read!)
    expect(empty.statusCode, empty.body).toBe(200)
    expect(empty.json().data).toEqual({
      driver_id: driverId,
      time_zone: 'America/New_York',
      shifts: [],
      time_off: [],
    })

    const saved = await send(mine.token, setHours!)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.shifts).toEqual(week)

    const added = await send(mine.token, addOff!)
    expect(added.statusCode, added.body).toBe(201)
    const [entry] = added.json().data.time_off
    expect(entry).toMatchObject({ starts_at: timeOff.starts_at, note: 'Wedding' })

    // The console sees what the portal saved, and the other way round.
    const fromConsole = await send(admin.token, timeEndpoints(opsDriver(mine.id, driverId))[0]!)
    expect(fromConsole.json().data).toEqual({
      driver_id: driverId,
      time_zone: 'America/New_York',
      shifts: week,
      time_off: [entry],
    })

    const removed = await send(mine.token, timeEndpoints(portal(driverId), entry.id)[3]!)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().data).toMatchObject({ shifts: week, time_off: [] })
    const again = await send(mine.token, timeEndpoints(portal(driverId), entry.id)[3]!)
    expect(again.statusCode).toBe(404)
    expect(again.json().error).toEqual({ code: 'NOT_FOUND', message: m.timeOffNotFound })

    const refused = await send(mine.token, {
      method: 'PUT',
      url: `${portal(driverId)}/working-hours`,
      payload: { shifts: [{ weekday: 0, starts: '07:00', ends: '15:00' }] },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.details).toContainEqual({
      path: 'shifts.0.weekday',
      message: m.weekdayInvalid,
    })

    // A provider's own changes are not an operator's: the audit log has the driver's creation only.
    expect(await auditActions(driverId)).toEqual(['driver.create'])
  })

  it('keeps an inactive driver’s time too', async () => {
    const resting = await addMember(app, admin.token, mine.id, 'drivers')
    const deactivated = await app.inject({
      method: 'PATCH',
      url: `/api/v1/ops/providers/${mine.id}/drivers/${resting.id}`,
      payload: { active: false },
      headers: bearer(admin.token),
    })
    expect(deactivated.statusCode).toBe(200)
    for (const endpoint of timeEndpoints(portal(resting.id)).slice(0, 3)) {
      const response = await send(mine.token, endpoint)
      expect(response.statusCode, label(endpoint)).toBeLessThan(300)
    }
  })

  it('answers 404, never 403, for another provider’s driver or an id that is none', async () => {
    const off = await send(mine.token, timeEndpoints(portal(driverId))[2]!)
    const offId = off.json().data.time_off[0].id as string
    for (const id of [driverId, someId, 'not-an-id']) {
      for (const endpoint of timeEndpoints(portal(id), offId)) {
        const response = await send(other.token, endpoint)
        expect(response.statusCode, label(endpoint)).toBe(404)
        expect(response.json().error).toEqual({
          code: 'NOT_FOUND',
          message: providerMessages.driverNotFound,
        })
      }
    }
    const kept = await send(mine.token, timeEndpoints(portal(driverId))[0]!)
    expect(kept.json().data).toMatchObject({ shifts: week, time_off: [{ id: offId }] })
  })

  it('answers 401 on every new endpoint to anyone not signed in to its side', async () => {
    const booking = await confirmedBooking(app)
    const partnerToken = (await signUp(app)).token
    const { driver } = await foreignCredentials(app, admin.token)
    const anyone = [
      {},
      bearer(partnerToken),
      bearer(booking.access_token),
      { 'x-booking-token': booking.access_token },
      ...driver,
    ]
    const sides = [
      // The console's calls refuse a provider user; the portal's refuse an operator.
      { endpoints: timeEndpoints(opsDriver(mine.id, driverId)), strangers: [bearer(mine.token)] },
      {
        endpoints: timeEndpoints(portal(driverId)),
        strangers: [bearer(admin.token), bearer(dispatcher.token)],
      },
    ]
    for (const { endpoints, strangers } of sides) {
      for (const endpoint of endpoints) {
        for (const headers of [...anyone, ...strangers]) {
          const response = await app.inject({ ...endpoint, headers })
          expect(response.statusCode, `${label(endpoint)} ${JSON.stringify(headers)}`).toBe(401)
          expect(response.json().error.code).toBe('UNAUTHORIZED')
        }
      }
    }
  })

  it('lets any operator, a dispatcher too, keep a driver’s time in the console', async () => {
    const driver = await addMember(app, admin.token, other.id, 'drivers')
    const base = opsDriver(other.id, driver.id)
    for (const operator of [admin, dispatcher]) {
      const [read, setHours, addOff] = timeEndpoints(base)
      expect((await send(operator.token, read!)).statusCode).toBe(200)
      expect((await send(operator.token, setHours!)).statusCode).toBe(200)
      const added = await send(operator.token, addOff!)
      expect(added.statusCode).toBe(201)
      const [entry] = added.json().data.time_off
      const removed = await send(operator.token, timeEndpoints(base, entry.id)[3]!)
      expect(removed.statusCode, removed.body).toBe(200)
    }
    expect(await auditActions(driver.id)).toEqual([
      'driver.time_off_remove',
      'driver.time_off_add',
      'driver.working_hours',
      'driver.time_off_remove',
      'driver.time_off_add',
      'driver.working_hours',
      'driver.create',
    ])
  })
})
