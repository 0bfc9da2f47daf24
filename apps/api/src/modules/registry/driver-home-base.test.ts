import { providerMessages as m } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { foreignCredentials } from '../driver-jobs/driver-test-kit'
import { appWithOperators, bearer, type SignedInOperator } from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { signedInProviderUser } from '../provider-accounts/provider-accounts-test-kit'
import { call, createdProvider, driverBody } from './registry-test-kit'

// A driver's home base in the console's registry (docs/decisions/035-automatic-dispatch.md
// #provider-options): part of the driver, changed where the driver is, audited with it.

const jfk = { lat: 40.6413, lng: -73.7781 }
const timesSquare = { lat: 40.758, lng: -73.9855 }

type Entry = { action: string; before: unknown; after: unknown; operator: { id: string } }

describe("a driver's home base in the registry", () => {
  let app: App
  let admin: SignedInOperator
  let dispatcher: SignedInOperator

  const auditOf = async (id: string) => {
    const response = await app.inject({
      url: `/api/v1/ops/audit?target_kind=driver&target_id=${id}`,
      headers: bearer(admin.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.entries as Entry[]
  }
  const driversOf = async (providerId: string) => {
    const response = await call(app, admin.token, 'GET', `/ops/providers/${providerId}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.drivers as Array<{ id: string; home_base: unknown }>
  }

  beforeAll(async () => {
    ;({ app, admin, dispatcher } = await appWithOperators())
  })
  afterAll(() => app.close())

  it('lets an admin and a dispatcher set, move and clear it, each change audited', async () => {
    const { id } = await createdProvider(app, admin.token)
    const added = await call(app, admin.token, 'POST', `/ops/providers/${id}/drivers`, {
      ...driverBody,
      home_base: jfk,
    })
    expect(added.statusCode, added.body).toBe(201)
    const driver = added.json().data.driver
    expect(driver.home_base).toEqual(jfk)
    const url = `/ops/providers/${id}/drivers/${driver.id}`

    const moved = await call(app, dispatcher.token, 'PATCH', url, { home_base: timesSquare })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data.driver.home_base).toEqual(timesSquare)

    // A change without the field keeps it; the whole form saved again keeps it too.
    const renamed = await call(app, dispatcher.token, 'PATCH', url, { name: 'Ravi K.' })
    expect(renamed.json().data.driver.home_base).toEqual(timesSquare)

    const cleared = await call(app, admin.token, 'PATCH', url, { home_base: null })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json().data.driver.home_base).toBeNull()
    expect(await driversOf(id)).toMatchObject([{ id: driver.id, home_base: null }])

    expect(await auditOf(driver.id)).toMatchObject([
      {
        action: 'driver.update',
        before: { home_base: timesSquare },
        after: { home_base: null },
        operator: { id: admin.id },
      },
      { action: 'driver.update', before: { name: driverBody.name }, after: { name: 'Ravi K.' } },
      {
        action: 'driver.update',
        before: { home_base: jfk },
        after: { home_base: timesSquare },
        operator: { id: dispatcher.id },
      },
      { action: 'driver.create', before: null, after: { home_base: jfk } },
    ])
  })

  it('adds a driver without one, and lists it as null', async () => {
    const { id } = await createdProvider(app, admin.token)
    const added = await call(app, admin.token, 'POST', `/ops/providers/${id}/drivers`, driverBody)
    expect(added.json().data.driver.home_base).toBeNull()
    expect(await driversOf(id)).toMatchObject([{ home_base: null }])
  })

  it('refuses a point out of range or half given with a 400 naming the field', async () => {
    const { id } = await createdProvider(app, admin.token)
    const driver = (
      await call(app, admin.token, 'POST', `/ops/providers/${id}/drivers`, {
        ...driverBody,
        home_base: jfk,
      })
    ).json().data.driver
    const url = `/ops/providers/${id}/drivers/${driver.id}`
    const cases: Array<[unknown, string, string]> = [
      [{ lat: 90.01, lng: 0 }, 'home_base.lat', m.homeBaseLatInvalid],
      [{ lat: -91, lng: 0 }, 'home_base.lat', m.homeBaseLatInvalid],
      [{ lat: 0, lng: 180.5 }, 'home_base.lng', m.homeBaseLngInvalid],
      [{ lat: 0, lng: -181 }, 'home_base.lng', m.homeBaseLngInvalid],
      [{ lat: '40.6', lng: 0 }, 'home_base.lat', m.homeBaseLatInvalid],
      [{ lat: 40.6 }, 'home_base.lng', m.homeBaseIncomplete],
      [{ lng: -73.7 }, 'home_base.lat', m.homeBaseIncomplete],
      ['JFK Airport', 'home_base', m.homeBaseInvalid],
    ]
    for (const [home_base, path, message] of cases) {
      for (const [method, target] of [
        ['PATCH', url],
        ['POST', `/ops/providers/${id}/drivers`],
      ] as const) {
        const body = method === 'POST' ? { ...driverBody, home_base } : { home_base }
        const refused = await call(app, dispatcher.token, method, target, body)
        const label = `${method} ${JSON.stringify(home_base)}`
        expect(refused.statusCode, label).toBe(400)
        expect(refused.json(), label).toEqual({
          success: false,
          error: { code: 'VALIDATION_FAILED', message, details: [{ path, message }] },
        })
      }
    }
    // Nothing was written: the driver keeps its home base and gained no sibling.
    expect(await driversOf(id)).toEqual([expect.objectContaining({ home_base: jfk })])
  })

  it("answers 404 for another provider's driver and leaves it as it was", async () => {
    const mine = await createdProvider(app, admin.token)
    const other = await createdProvider(app, admin.token)
    const theirs = (
      await call(app, admin.token, 'POST', `/ops/providers/${other.id}/drivers`, {
        ...driverBody,
        home_base: jfk,
      })
    ).json().data.driver
    for (const operator of [admin, dispatcher]) {
      const refused = await call(
        app,
        operator.token,
        'PATCH',
        `/ops/providers/${mine.id}/drivers/${theirs.id}`,
        { home_base: null },
      )
      expect(refused.statusCode).toBe(404)
      expect(refused.json().error).toEqual({ code: 'NOT_FOUND', message: m.driverNotFound })
    }
    expect(await driversOf(other.id)).toMatchObject([{ id: theirs.id, home_base: jfk }])
  })

  it('answers 401 to anyone but an operator', async () => {
    const { id } = await createdProvider(app, admin.token)
    const driver = (
      await call(app, admin.token, 'POST', `/ops/providers/${id}/drivers`, {
        ...driverBody,
        home_base: jfk,
      })
    ).json().data.driver
    const portalUser = await signedInProviderUser(app, admin.token, id)
    const partner = await signUp(app)
    const { driver: driverTokens, booking } = await foreignCredentials(app, admin.token)
    const strangers = [{}, bearer(portalUser.token), bearer(partner.token), ...driverTokens]
    for (const headers of [...strangers, ...booking]) {
      for (const [method, url, payload] of [
        ['PATCH', `/api/v1/ops/providers/${id}/drivers/${driver.id}`, { home_base: null }],
        ['POST', `/api/v1/ops/providers/${id}/drivers`, { ...driverBody, home_base: jfk }],
      ] as const) {
        const response = await app.inject({ method, url, payload, headers })
        expect(response.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
      }
    }
    expect(await driversOf(id)).toMatchObject([{ id: driver.id, home_base: jfk }])
  })
})
