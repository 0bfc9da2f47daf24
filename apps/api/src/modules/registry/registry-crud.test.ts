import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { call, createdProvider, driverBody, providerBody, vehicleBody } from './registry-test-kit'

describe('the provider registry', () => {
  let app: App
  let token: string
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    call(app, token, method, url, payload)

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    token = (await signedInAdmin(app)).token
  })
  afterAll(() => app.close())

  it('adds a provider, lists it with counts and shows it with its drivers and vehicles', async () => {
    const created = await send('POST', '/ops/providers', {
      ...providerBody,
      name: 'Aarav Travels',
      email: 'Desk@Aarav.example',
      commission_percent: 15.75,
    })
    expect(created.statusCode).toBe(201)
    const provider = created.json().data.provider
    expect(provider).toMatchObject({
      name: 'Aarav Travels',
      email: 'desk@aarav.example',
      service_area_ids: ['indore', 'delhi'],
      commission_percent: 15.75,
      active: true,
    })
    const driver = await send('POST', `/ops/providers/${provider.id}/drivers`, driverBody)
    expect(driver.json().data.driver).toMatchObject({ ...driverBody, active: true })
    const vehicle = await send('POST', `/ops/providers/${provider.id}/vehicles`, vehicleBody)
    expect(vehicle.json().data.vehicle).toMatchObject({ ...vehicleBody, plate: 'MP09 AB 1234' })

    const list = (await send('GET', '/ops/providers')).json().data.providers
    expect(list.find((row: { id: string }) => row.id === provider.id)).toMatchObject({
      driver_count: 1,
      vehicle_count: 1,
    })
    const detail = (await send('GET', `/ops/providers/${provider.id}`)).json().data
    expect(detail.provider.name).toBe('Aarav Travels')
    expect(detail.drivers.map((row: { name: string }) => row.name)).toEqual(['Ravi Kumar'])
    expect(detail.vehicles.map((row: { plate: string }) => row.plate)).toEqual(['MP09 AB 1234'])
  })

  it('edits, deactivates and reactivates a provider, a driver and a vehicle', async () => {
    const { id } = await createdProvider(app, token)
    const renamed = await send('PATCH', `/ops/providers/${id}`, { name: 'Skyline Cars' })
    expect(renamed.json().data.provider.name).toBe('Skyline Cars')
    const off = await send('PATCH', `/ops/providers/${id}`, { active: false })
    expect(off.json().data.provider.active).toBe(false)
    const on = await send('PATCH', `/ops/providers/${id}`, { active: true })
    expect(on.json().data.provider.active).toBe(true)

    const driverId = (await send('POST', `/ops/providers/${id}/drivers`, driverBody)).json().data
      .driver.id
    const driver = await send('PATCH', `/ops/providers/${id}/drivers/${driverId}`, {
      languages: ['Marathi'],
      active: false,
    })
    expect(driver.json().data.driver).toMatchObject({ languages: ['Marathi'], active: false })
    // Job texts and the job page in English until someone says otherwise (issue 35); a change
    // that does not name the language leaves it.
    const created = await send('POST', `/ops/providers/${id}/drivers`, driverBody)
    expect(created.json().data.driver.job_language).toBe('en')
    const hindi = await send('PATCH', `/ops/providers/${id}/drivers/${driverId}`, {
      job_language: 'hi',
    })
    expect(hindi.json().data.driver.job_language).toBe('hi')
    const driverRenamed = await send('PATCH', `/ops/providers/${id}/drivers/${driverId}`, {
      name: 'Ravi K.',
    })
    expect(driverRenamed.json().data.driver).toMatchObject({ name: 'Ravi K.', job_language: 'hi' })
    const unknown = await send('PATCH', `/ops/providers/${id}/drivers/${driverId}`, {
      job_language: 'pt',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.details).toContainEqual({
      path: 'job_language',
      message: 'Choose the language of the driver’s job texts and page',
    })

    const vehicleId = (await send('POST', `/ops/providers/${id}/vehicles`, vehicleBody)).json().data
      .vehicle.id
    const vehicle = await send('PATCH', `/ops/providers/${id}/vehicles/${vehicleId}`, {
      colour: 'Silver',
      seats: 5,
    })
    expect(vehicle.json().data.vehicle).toMatchObject({ colour: 'Silver', seats: 5 })
  })

  it('answers 409 with a field message for a plate the provider already has', async () => {
    const { id } = await createdProvider(app, token)
    await send('POST', `/ops/providers/${id}/vehicles`, vehicleBody)
    const plateTaken = {
      success: false,
      error: {
        code: 'CONFLICT',
        message: 'This provider already has a vehicle with this plate',
        details: [
          { path: 'plate', message: 'This provider already has a vehicle with this plate' },
        ],
      },
    }
    const again = await send('POST', `/ops/providers/${id}/vehicles`, {
      ...vehicleBody,
      plate: 'MP09  AB 1234',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual(plateTaken)

    const other = await send('POST', `/ops/providers/${id}/vehicles`, {
      ...vehicleBody,
      plate: 'X1',
    })
    const renamed = await send(
      'PATCH',
      `/ops/providers/${id}/vehicles/${other.json().data.vehicle.id}`,
      {
        plate: 'mp09 ab 1234',
      },
    )
    expect(renamed.statusCode).toBe(409)
    expect(renamed.json()).toEqual(plateTaken)

    // Another provider may list the same plate: a car can change companies.
    const second = await createdProvider(app, token)
    const elsewhere = await send('POST', `/ops/providers/${second.id}/vehicles`, vehicleBody)
    expect(elsewhere.statusCode).toBe(201)
  })

  it('answers field messages for bad input', async () => {
    const provider = await send('POST', '/ops/providers', {
      ...providerBody,
      email: 'nope',
      commission_percent: 100.5,
    })
    expect(provider.statusCode).toBe(400)
    expect(provider.json().error.details).toEqual([
      { path: 'email', message: 'Enter a valid email' },
      {
        path: 'commission_percent',
        message: 'Enter a commission between 0 and 100 with at most two decimals',
      },
    ])
    const unknownArea = await send('POST', '/ops/providers', {
      ...providerBody,
      service_area_ids: ['atlantis'],
    })
    expect(unknownArea.statusCode).toBe(400)
    expect(unknownArea.json().error.details).toEqual([
      { path: 'service_area_ids', message: 'Choose service areas from the catalogue' },
    ])

    const { id } = await createdProvider(app, token)
    const vehicle = await send('POST', `/ops/providers/${id}/vehicles`, {
      ...vehicleBody,
      plate: '#',
      seats: 0,
    })
    expect(vehicle.statusCode).toBe(400)
    expect(vehicle.json().error.details).toEqual([
      { path: 'plate', message: 'Enter a plate of 2 to 15 letters, digits, spaces or dashes' },
      { path: 'seats', message: 'Enter a whole number of seats from 1 to 60' },
    ])
    const driver = await send('POST', `/ops/providers/${id}/drivers`, {
      ...driverBody,
      languages: [],
    })
    expect(driver.json().error.details).toEqual([
      { path: 'languages', message: 'Enter at least one language' },
    ])
    const empty = await send('PATCH', `/ops/providers/${id}`, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe('Change at least one field')
  })

  it('answers 404 for unknown and malformed ids, and for another provider’s members', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    for (const id of [unknown, 'not-a-uuid']) {
      const response = await send('GET', `/ops/providers/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'No provider has this id.',
      })
      expect((await send('PATCH', `/ops/providers/${id}`, { name: 'X' })).statusCode).toBe(404)
      expect((await send('POST', `/ops/providers/${id}/drivers`, driverBody)).statusCode).toBe(404)
    }
    const first = await createdProvider(app, token)
    const second = await createdProvider(app, token)
    const driverId = (await send('POST', `/ops/providers/${first.id}/drivers`, driverBody)).json()
      .data.driver.id
    for (const memberId of [driverId, 'x']) {
      const response = await send('PATCH', `/ops/providers/${second.id}/drivers/${memberId}`, {
        name: 'Someone Else',
      })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('This provider has no driver with this id.')
    }
    const vehicle = await send('PATCH', `/ops/providers/${first.id}/vehicles/${unknown}`, {
      seats: 3,
    })
    expect(vehicle.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'This provider has no vehicle with this id.',
    })
  })
})
