import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookingPayload, signQuote, postBooking } from '../bookings/test-fixtures'
import {
  bearer,
  signedInAdmin,
  signedInInvitee,
  useStepClock,
} from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { call, createdProvider, driverBody, providerBody, vehicleBody } from './registry-test-kit'
import { foreignCredentials } from '../driver-jobs/driver-test-kit'
import { signedInProviderUser } from '../provider-accounts/provider-accounts-test-kit'

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }
const someId = '00000000-0000-4000-8000-000000000000'
const everyEndpoint: Call[] = [
  { method: 'GET', url: '/api/v1/ops/providers' },
  { method: 'GET', url: '/api/v1/ops/providers/choices' },
  { method: 'POST', url: '/api/v1/ops/providers', payload: providerBody },
  { method: 'GET', url: `/api/v1/ops/providers/${someId}` },
  { method: 'PATCH', url: `/api/v1/ops/providers/${someId}`, payload: { name: 'X Cabs' } },
  { method: 'POST', url: `/api/v1/ops/providers/${someId}/drivers`, payload: driverBody },
  {
    method: 'PATCH',
    url: `/api/v1/ops/providers/${someId}/drivers/${someId}`,
    payload: { active: false },
  },
  { method: 'POST', url: `/api/v1/ops/providers/${someId}/vehicles`, payload: vehicleBody },
  {
    method: 'PATCH',
    url: `/api/v1/ops/providers/${someId}/vehicles/${someId}`,
    payload: { active: false },
  },
]

describe('registry roles per endpoint', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
  })
  afterAll(() => app.close())

  it('answers 401 to no token, a partner, a traveller, a provider user or a driver on every endpoint', async () => {
    const partner = await signUp(app)
    const booking = (await postBooking(app, bookingPayload(await signQuote(app)))).json().data
    const { driver } = await foreignCredentials(app, admin.token)
    const providerId = (await createdProvider(app, admin.token)).id
    const portalUser = await signedInProviderUser(app, admin.token, providerId)
    const strangers: Array<Record<string, string>> = [
      {},
      bearer(partner.token),
      { 'x-booking-token': booking.access_token },
      bearer(booking.access_token),
      bearer(portalUser.token),
      ...driver,
    ]
    for (const endpoint of everyEndpoint) {
      for (const headers of strangers) {
        const response = await app.inject({ ...endpoint, headers })
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401)
        expect(response.json()).toEqual({
          success: false,
          error: {
            code: 'UNAUTHORIZED',
            message: 'Your session has expired or is not valid. Please sign in.',
          },
        })
      }
    }
  })

  it('lets only an admin add a provider', async () => {
    const refused = await call(app, dispatcher.token, 'POST', '/ops/providers', providerBody)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only an admin can do this.',
    })
    await createdProvider(app, admin.token)
  })

  it('lets a dispatcher edit contact details but not the commission or the active flag', async () => {
    const { id } = await createdProvider(app, admin.token)
    const url = `/ops/providers/${id}`
    const edited = await call(app, dispatcher.token, 'PATCH', url, { contact_name: 'Meera Shah' })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().data.provider.contact_name).toBe('Meera Shah')
    const adminOnlyChange = {
      code: 'FORBIDDEN',
      message: 'Only an admin can change a commission or deactivate a provider.',
    }
    for (const change of [{ commission_percent: 20 }, { active: false }]) {
      const refused = await call(app, dispatcher.token, 'PATCH', url, change)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toEqual(adminOnlyChange)
    }
    // Sending the commission unchanged (a whole form saved) is not a change of it.
    const sameCommission = await call(app, dispatcher.token, 'PATCH', url, {
      ...providerBody,
      active: true,
    })
    expect(sameCommission.statusCode).toBe(200)
    const byAdmin = await call(app, admin.token, 'PATCH', url, { commission_percent: 20 })
    expect(byAdmin.json().data.provider.commission_percent).toBe(20)
  })

  it('lets a dispatcher read providers and manage drivers and vehicles', async () => {
    const { id } = await createdProvider(app, admin.token)
    const token = dispatcher.token
    expect((await call(app, token, 'GET', '/ops/providers')).statusCode).toBe(200)
    expect((await call(app, token, 'GET', '/ops/providers/choices')).statusCode).toBe(200)
    expect((await call(app, token, 'GET', `/ops/providers/${id}`)).statusCode).toBe(200)
    const driver = await call(app, token, 'POST', `/ops/providers/${id}/drivers`, driverBody)
    expect(driver.statusCode).toBe(201)
    const driverUrl = `/ops/providers/${id}/drivers/${driver.json().data.driver.id}`
    const driverOff = await call(app, token, 'PATCH', driverUrl, { active: false })
    expect(driverOff.json().data.driver.active).toBe(false)
    const vehicle = await call(app, token, 'POST', `/ops/providers/${id}/vehicles`, vehicleBody)
    expect(vehicle.statusCode).toBe(201)
    const vehicleUrl = `/ops/providers/${id}/vehicles/${vehicle.json().data.vehicle.id}`
    const vehicleOff = await call(app, token, 'PATCH', vehicleUrl, { active: false })
    expect(vehicleOff.json().data.vehicle.active).toBe(false)
  })
})
