import { eq } from 'drizzle-orm'
import { providerMessages as m } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings } from '../../db/schema'
import { confirmedBooking } from '../bookings/ops-booking-test-kit'
import { foreignCredentials } from '../driver-jobs/driver-test-kit'
import { appWithOperators, bearer, type SignedInOperator } from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { driverBody } from '../registry/registry-test-kit'
import { addMember, offer, providerWithUser, type TestProvider } from './offers-test-kit'

// A provider keeps its own drivers' home bases in the portal, and auto-assign measures from them
// (docs/decisions/035-automatic-dispatch.md#provider-options).

const nearJfk = { lat: 40.65, lng: -73.78 } // the fixture's pickup is JFK
const timesSquare = { lat: 40.758, lng: -73.9855 }
const someId = '00000000-0000-4000-8000-000000000000'

let app: App
let admin: SignedInOperator
let dispatcher: SignedInOperator

beforeAll(async () => {
  ;({ app, admin, dispatcher } = await appWithOperators())
})
afterAll(() => app.close())

const homeBaseUrl = (driverId: string) => `/api/v1/provider/drivers/${driverId}/home-base`
const putHomeBase = (token: string, driverId: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: homeBaseUrl(driverId),
    payload: payload as object,
    headers: bearer(token),
  })

async function portalDrivers(provider: TestProvider) {
  const response = await app.inject({
    url: '/api/v1/provider/drivers',
    headers: bearer(provider.token),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.drivers as Array<{ id: string; home_base: unknown }>
}

async function consoleDrivers(providerId: string) {
  const response = await app.inject({
    url: `/api/v1/ops/providers/${providerId}`,
    headers: bearer(admin.token),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.drivers as Array<{ id: string; home_base: unknown }>
}

describe('PUT /provider/drivers/:driverId/home-base', () => {
  it('lets a provider user set and clear its own driver’s home base, unaudited', async () => {
    const mine = await providerWithUser(app, admin.token)
    const driver = await addMember(app, admin.token, mine.id, 'drivers')
    expect(await portalDrivers(mine)).toEqual([
      {
        id: driver.id,
        name: driverBody.name,
        phone: driverBody.phone,
        languages: driverBody.languages,
        home_base: null,
      },
    ])

    const set = await putHomeBase(mine.token, driver.id, { home_base: nearJfk })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().data.driver).toEqual({
      id: driver.id,
      name: driverBody.name,
      phone: driverBody.phone,
      languages: driverBody.languages,
      home_base: nearJfk,
    })
    expect(await portalDrivers(mine)).toMatchObject([{ id: driver.id, home_base: nearJfk }])
    // The console sees what the portal saved.
    expect(await consoleDrivers(mine.id)).toMatchObject([{ id: driver.id, home_base: nearJfk }])

    const cleared = await putHomeBase(mine.token, driver.id, { home_base: null })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json().data.driver.home_base).toBeNull()
    expect(await consoleDrivers(mine.id)).toMatchObject([{ id: driver.id, home_base: null }])

    // A provider's own changes are not an operator's: the audit log has the driver's creation only.
    const audit = await app.inject({
      url: `/api/v1/ops/audit?target_kind=driver&target_id=${driver.id}`,
      headers: bearer(admin.token),
    })
    expect(audit.json().data.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'driver.create',
    ])
  })

  it('sets an inactive driver’s home base too', async () => {
    const mine = await providerWithUser(app, admin.token)
    const resting = await addMember(app, admin.token, mine.id, 'drivers')
    const off = await app.inject({
      method: 'PATCH',
      url: `/api/v1/ops/providers/${mine.id}/drivers/${resting.id}`,
      payload: { active: false },
      headers: bearer(admin.token),
    })
    expect(off.statusCode).toBe(200)
    const set = await putHomeBase(mine.token, resting.id, { home_base: timesSquare })
    expect(set.statusCode, set.body).toBe(200)
    expect(await consoleDrivers(mine.id)).toMatchObject([{ home_base: timesSquare }])
  })

  it('refuses a point out of range, half given or missing with a 400, never a 500', async () => {
    const mine = await providerWithUser(app, admin.token)
    const driver = await addMember(app, admin.token, mine.id, 'drivers')
    expect((await putHomeBase(mine.token, driver.id, { home_base: nearJfk })).statusCode).toBe(200)
    const cases: Array<[unknown, string, string]> = [
      [{ home_base: { lat: 90.5, lng: 0 } }, 'home_base.lat', m.homeBaseLatInvalid],
      [{ home_base: { lat: -90.5, lng: 0 } }, 'home_base.lat', m.homeBaseLatInvalid],
      [{ home_base: { lat: 0, lng: 181 } }, 'home_base.lng', m.homeBaseLngInvalid],
      [{ home_base: { lat: 0, lng: -180.01 } }, 'home_base.lng', m.homeBaseLngInvalid],
      [{ home_base: { lat: 40.6, lng: '-73.7' } }, 'home_base.lng', m.homeBaseLngInvalid],
      [{ home_base: { lat: 40.6 } }, 'home_base.lng', m.homeBaseIncomplete],
      [{ home_base: { lng: -73.7 } }, 'home_base.lat', m.homeBaseIncomplete],
      [{ home_base: 'JFK Airport' }, 'home_base', m.homeBaseInvalid],
      [{}, 'home_base', m.homeBaseInvalid],
    ]
    for (const [payload, path, message] of cases) {
      const refused = await putHomeBase(mine.token, driver.id, payload)
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
      expect(refused.json(), JSON.stringify(payload)).toEqual({
        success: false,
        error: { code: 'VALIDATION_FAILED', message, details: [{ path, message }] },
      })
    }
    expect(await portalDrivers(mine)).toMatchObject([{ id: driver.id, home_base: nearJfk }])
  })

  it('answers 404, never 403, for another provider’s driver or an id that is none', async () => {
    const mine = await providerWithUser(app, admin.token)
    const other = await providerWithUser(app, admin.token, { service_area_ids: ['indore'] })
    const driver = await addMember(app, admin.token, mine.id, 'drivers')
    expect((await putHomeBase(mine.token, driver.id, { home_base: nearJfk })).statusCode).toBe(200)
    for (const id of [driver.id, someId, 'not-an-id']) {
      const refused = await putHomeBase(other.token, id, { home_base: null })
      expect(refused.statusCode, id).toBe(404)
      expect(refused.json().error).toEqual({ code: 'NOT_FOUND', message: m.driverNotFound })
    }
    // Nor does the other provider's list show the driver or where they live.
    expect(await portalDrivers(other)).toEqual([])
    expect(await consoleDrivers(mine.id)).toMatchObject([{ id: driver.id, home_base: nearJfk }])
  })

  it('answers 401 to anyone not signed in to the portal, operators included', async () => {
    const mine = await providerWithUser(app, admin.token)
    const driver = await addMember(app, admin.token, mine.id, 'drivers')
    const booking = await confirmedBooking(app)
    const partner = await signUp(app)
    const { driver: driverTokens } = await foreignCredentials(app, admin.token)
    const strangers = [
      {},
      bearer(admin.token),
      bearer(dispatcher.token),
      bearer(partner.token),
      bearer(booking.access_token),
      { 'x-booking-token': booking.access_token },
      ...driverTokens,
    ]
    for (const headers of strangers) {
      for (const request of [
        { method: 'PUT' as const, url: homeBaseUrl(driver.id), payload: { home_base: nearJfk } },
        { method: 'GET' as const, url: '/api/v1/provider/drivers' },
      ]) {
        const response = await app.inject({ ...request, headers })
        expect(response.statusCode, `${request.method} ${JSON.stringify(headers)}`).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
      }
    }
    expect(await consoleDrivers(mine.id)).toMatchObject([{ home_base: null }])
  })
})

describe('auto-assign and the home bases set through the API', () => {
  /** A provider that takes every offer at once and gives it a driver, with one sedan. */
  async function autoAssigning() {
    const provider = await providerWithUser(app, admin.token)
    await addMember(app, admin.token, provider.id, 'vehicles')
    const options = await app.inject({
      method: 'PUT',
      url: '/api/v1/provider/dispatch-options/new-york',
      payload: { auto_accept: true, accept_from: '00:00', accept_to: '00:00', auto_assign: true },
      headers: bearer(provider.token),
    })
    expect(options.statusCode, options.body).toBe(200)
    return provider
  }

  /** Two drivers, by id: equal in all else, the first would be chosen. */
  async function twoDrivers(provider: TestProvider) {
    const made = [
      await addMember(app, admin.token, provider.id, 'drivers', { ...driverBody, name: 'One' }),
      await addMember(app, admin.token, provider.id, 'drivers', { ...driverBody, name: 'Two' }),
    ]
    const [first, second] = made.sort((a, b) => (a.id < b.id ? -1 : 1))
    return { first: first!, second: second! }
  }

  async function offeredDriver(provider: TestProvider) {
    const ride = await confirmedBooking(app)
    const offered = await offer(app, admin.token, ride.id, {
      provider_id: provider.id,
      expires_in_minutes: 10,
    })
    expect(offered.statusCode, offered.body).toBe(201)
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, ride.id))
    expect(row).toMatchObject({ bookingStatus: 'assigned', providerId: provider.id })
    return row!.driverId
  }

  it('gives the ride to the driver whose home base is nearest the pickup', async () => {
    const provider = await autoAssigning()
    const { first, second } = await twoDrivers(provider)
    // The driver the id order would pick lives farther away: the console sets it …
    const far = await app.inject({
      method: 'PATCH',
      url: `/api/v1/ops/providers/${provider.id}/drivers/${first.id}`,
      payload: { home_base: timesSquare },
      headers: bearer(dispatcher.token),
    })
    expect(far.statusCode, far.body).toBe(200)
    // … and the provider puts the other one beside the airport.
    expect((await putHomeBase(provider.token, second.id, { home_base: nearJfk })).statusCode).toBe(
      200,
    )
    expect(await offeredDriver(provider)).toBe(second.id)
  })

  it('passes over a cleared home base for one that is set', async () => {
    const provider = await autoAssigning()
    const { first, second } = await twoDrivers(provider)
    expect((await putHomeBase(provider.token, first.id, { home_base: nearJfk })).statusCode).toBe(
      200,
    )
    expect(
      (await putHomeBase(provider.token, second.id, { home_base: timesSquare })).statusCode,
    ).toBe(200)
    // The nearer one's home base is cleared: a driver with no place at all comes last.
    expect((await putHomeBase(provider.token, first.id, { home_base: null })).statusCode).toBe(200)
    expect(await offeredDriver(provider)).toBe(second.id)
  })
})
