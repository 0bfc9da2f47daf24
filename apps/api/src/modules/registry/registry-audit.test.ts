import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bearer, signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { call, createdProvider, driverBody, vehicleBody } from './registry-test-kit'

type Entry = { action: string; before: unknown; after: unknown; operator: { id: string } }

describe('registry changes in the audit log', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  const auditOf = async (kind: string, id: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/ops/audit?target_kind=${kind}&target_id=${id}`,
      headers: bearer(admin.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.entries as Entry[]
  }

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
  })
  afterAll(() => app.close())

  it('records who created and changed a provider, a driver and a vehicle, before and after', async () => {
    const provider = await createdProvider(app, admin.token)
    const providerUrl = `/ops/providers/${provider.id}`
    expect(
      (await call(app, admin.token, 'PATCH', providerUrl, { commission_percent: 15 })).statusCode,
    ).toBe(200)
    expect(await auditOf('provider', provider.id)).toMatchObject([
      {
        action: 'provider.update',
        before: { commission_percent: 12.5 },
        after: { commission_percent: 15 },
      },
      {
        action: 'provider.create',
        before: null,
        after: { name: 'Skyline Cabs' },
        operator: { id: admin.id },
      },
    ])

    const driver = (
      await call(app, admin.token, 'POST', `${providerUrl}/drivers`, driverBody)
    ).json().data.driver
    const driverUrl = `${providerUrl}/drivers/${driver.id}`
    expect((await call(app, admin.token, 'PATCH', driverUrl, { active: false })).statusCode).toBe(
      200,
    )
    expect(await auditOf('driver', driver.id)).toMatchObject([
      { action: 'driver.update', before: { active: true }, after: { active: false } },
      { action: 'driver.create', before: null, after: { name: driverBody.name } },
    ])

    const vehicle = (
      await call(app, admin.token, 'POST', `${providerUrl}/vehicles`, vehicleBody)
    ).json().data.vehicle
    const vehicleUrl = `${providerUrl}/vehicles/${vehicle.id}`
    expect(
      (await call(app, admin.token, 'PATCH', vehicleUrl, { colour: 'Black' })).statusCode,
    ).toBe(200)
    expect(await auditOf('vehicle', vehicle.id)).toMatchObject([
      { action: 'vehicle.update', before: { colour: 'White' }, after: { colour: 'Black' } },
      { action: 'vehicle.create', before: null, after: { plate: 'MP09 AB 1234' } },
    ])
  })

  it('records nothing for a refused change', async () => {
    const provider = await createdProvider(app, admin.token)
    const url = `/ops/providers/${provider.id}/vehicles`
    expect((await call(app, admin.token, 'POST', url, vehicleBody)).statusCode).toBe(201)
    expect((await call(app, admin.token, 'POST', url, vehicleBody)).statusCode).toBe(409)
    const entries = await app.inject({
      method: 'GET',
      url: '/api/v1/ops/audit?target_kind=vehicle',
      headers: bearer(admin.token),
    })
    const plates = (entries.json().data.entries as Entry[]).filter(
      (e) => (e.after as { provider_id?: string } | null)?.provider_id === provider.id,
    )
    expect(plates).toHaveLength(1)
  })
})
