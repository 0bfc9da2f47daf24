import { availabilityMessages as m, providerMessages } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bearer, signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { driverAvailability } from './driver-availability'
import { createdProvider, driverBody, providerBody } from './registry-test-kit'

type Entry = { action: string; before: unknown; after: unknown; operator: { id: string } }
type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE'

const someId = '00000000-0000-4000-8000-000000000000'
const hour = 3_600_000
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString()

// Monday to Friday days, and a Friday night shift that runs into Saturday morning.
const week = [
  { weekday: 1, starts: '09:00', ends: '17:00' },
  { weekday: 3, starts: '09:00', ends: '17:00' },
  { weekday: 5, starts: '22:00', ends: '06:00' },
  { weekday: 6, starts: '06:00', ends: '12:00' },
]

describe("an operator keeps a driver's working hours and time off", () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let providerId: string

  const call = (method: Method, url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, payload, headers: bearer(admin.token) })

  async function newDriver(provider = providerId, body: object = driverBody) {
    const response = await call('POST', `/ops/providers/${provider}/drivers`, body)
    expect(response.statusCode, response.body).toBe(201)
    const id = response.json().data.driver.id as string
    return { id, url: `/ops/providers/${provider}/drivers/${id}` }
  }

  async function auditOf(driverId: string) {
    const response = await call('GET', `/ops/audit?target_kind=driver&target_id=${driverId}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.entries as Entry[]
  }

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    providerId = (await createdProvider(app, admin.token)).id
  })
  afterAll(() => app.close())

  it('starts with no hours kept and no time off, in the zone of the provider’s first area', async () => {
    const driver = await newDriver()
    const response = await call('GET', `${driver.url}/availability`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      data: { driver_id: driver.id, time_zone: 'Asia/Kolkata', shifts: [], time_off: [] },
    })
  })

  it('replaces the whole week, a night shift included, and reads it back', async () => {
    const driver = await newDriver()
    const saved = await call('PUT', `${driver.url}/working-hours`, { shifts: week })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toEqual({
      driver_id: driver.id,
      time_zone: 'Asia/Kolkata',
      shifts: week,
      time_off: [],
    })
    const read = await call('GET', `${driver.url}/availability`)
    expect(read.json().data.shifts).toEqual(week)

    // The week is replaced, not added to; sent in any order, it comes back by day and time.
    // An end equal to the start is a whole day.
    const wednesday = { weekday: 3, starts: '00:00', ends: '00:00' }
    const monday = { weekday: 1, starts: '14:00', ends: '18:00' }
    const replaced = await call('PUT', `${driver.url}/working-hours`, {
      shifts: [wednesday, monday],
    })
    expect(replaced.json().data.shifts).toEqual([monday, wednesday])

    const cleared = await call('PUT', `${driver.url}/working-hours`, { shifts: [] })
    expect(cleared.statusCode).toBe(200)
    expect((await call('GET', `${driver.url}/availability`)).json().data.shifts).toEqual([])

    expect((await auditOf(driver.id)).slice(0, 3)).toMatchObject([
      {
        action: 'driver.working_hours',
        before: { shifts: [monday, wednesday] },
        after: { shifts: [] },
      },
      {
        action: 'driver.working_hours',
        before: { shifts: week },
        after: { shifts: [monday, wednesday] },
      },
      {
        action: 'driver.working_hours',
        before: { shifts: [] },
        after: { shifts: week },
        operator: { id: admin.id },
      },
    ])
  })

  it('adds and removes time off, listing only what has not ended', async () => {
    const driver = await newDriver()
    const holiday = { starts_at: at(48 * hour), ends_at: at(10 * 24 * hour), note: ' Holiday ' }
    const added = await call('POST', `${driver.url}/time-off`, holiday)
    expect(added.statusCode, added.body).toBe(201)
    const [entry] = added.json().data.time_off
    expect(entry).toEqual({
      id: expect.any(String),
      starts_at: holiday.starts_at,
      ends_at: holiday.ends_at,
      note: 'Holiday',
    })

    // Sent with an offset, kept as the instant; the note may be left out.
    const garage = { starts_at: '2099-03-01T08:00:00+05:30', ends_at: '2099-03-01T12:00:00+05:30' }
    const second = await call('POST', `${driver.url}/time-off`, garage)
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json().data.time_off).toEqual([
      entry,
      {
        id: expect.any(String),
        starts_at: '2099-03-01T02:30:00.000Z',
        ends_at: '2099-03-01T06:30:00.000Z',
        note: '',
      },
    ])
    const garageId = second.json().data.time_off[1].id as string

    // Time off that has ended is kept but no longer listed; one still running is.
    const sickDay = { starts_at: at(-30 * hour), ends_at: at(-6 * hour), note: 'Sick' }
    const running = { starts_at: at(-2 * hour), ends_at: at(2 * hour), note: 'Dentist' }
    expect((await call('POST', `${driver.url}/time-off`, sickDay)).statusCode).toBe(201)
    const afterRunning = await call('POST', `${driver.url}/time-off`, running)
    expect(afterRunning.json().data.time_off.map((t: { note: string }) => t.note)).toEqual([
      'Dentist',
      'Holiday',
      '',
    ])
    vi.setSystemTime(Date.now() + 3 * hour)
    const later = await call('GET', `${driver.url}/availability`)
    expect(later.json().data.time_off.map((t: { note: string }) => t.note)).toEqual(['Holiday', ''])
    const farLater = await driverAvailability(
      app.db,
      providerId,
      driver.id,
      new Date('2099-03-01T06:30:00Z'),
    )
    expect(farLater.time_off).toEqual([])

    const removed = await call('DELETE', `${driver.url}/time-off/${garageId}`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().data.time_off).toEqual([entry])

    for (const id of [garageId, someId, 'not-an-id']) {
      const again = await call('DELETE', `${driver.url}/time-off/${id}`)
      expect(again.statusCode, id).toBe(404)
      expect(again.json().error).toEqual({ code: 'NOT_FOUND', message: m.timeOffNotFound })
    }
    // Another driver's time off is not this driver's to remove.
    const other = await newDriver()
    const theirs = await call('DELETE', `${other.url}/time-off/${entry.id}`)
    expect(theirs.statusCode).toBe(404)
    expect((await call('GET', `${driver.url}/availability`)).json().data.time_off).toEqual([entry])

    const entries = await auditOf(driver.id)
    expect(entries.map((e) => e.action)).toEqual([
      'driver.time_off_remove',
      'driver.time_off_add',
      'driver.time_off_add',
      'driver.time_off_add',
      'driver.time_off_add',
      'driver.create',
    ])
    expect(entries[0]).toMatchObject({
      before: { id: garageId, starts_at: '2099-03-01T02:30:00.000Z', note: '' },
      after: null,
      operator: { id: admin.id },
    })
    expect(entries.at(-2)).toMatchObject({ before: null, after: entry })
  })

  it('refuses bad input with 400, the field and the domain’s message, storing nothing', async () => {
    const driver = await newDriver()
    expect((await call('PUT', `${driver.url}/working-hours`, { shifts: week })).statusCode).toBe(
      200,
    )
    const refusals: Array<[string, object, { path: string; message: string }]> = [
      [
        'working-hours',
        {
          shifts: [
            { weekday: 2, starts: '08:00', ends: '16:00' },
            { weekday: 2, starts: '15:00', ends: '20:00' },
          ],
        },
        { path: 'shifts.1.starts', message: m.shiftsOverlap('Tuesday', 'Tuesday') },
      ],
      [
        'working-hours',
        {
          shifts: [
            { weekday: 4, starts: '22:00', ends: '06:00' },
            { weekday: 5, starts: '05:00', ends: '13:00' },
          ],
        },
        { path: 'shifts.1.starts', message: m.shiftsOverlap('Friday', 'Thursday') },
      ],
      [
        'working-hours',
        { shifts: [{ weekday: 8, starts: '08:00', ends: '16:00' }] },
        { path: 'shifts.0.weekday', message: m.weekdayInvalid },
      ],
      [
        'working-hours',
        { shifts: [{ weekday: 1, starts: '25:00', ends: '16:00' }] },
        { path: 'shifts.0.starts', message: 'Enter a valid time' },
      ],
      [
        'working-hours',
        { shifts: [{ weekday: 1, starts: '08:00', ends: '8pm' }] },
        { path: 'shifts.0.ends', message: 'Enter a valid time' },
      ],
      [
        'time-off',
        { starts_at: at(5 * hour), ends_at: at(4 * hour) },
        { path: 'ends_at', message: m.timeOffEndsBeforeStart },
      ],
      [
        'time-off',
        { starts_at: at(5 * hour), ends_at: at(5 * hour) },
        { path: 'ends_at', message: m.timeOffEndsBeforeStart },
      ],
      [
        'time-off',
        { starts_at: at(hour), ends_at: at(400 * 24 * hour) },
        { path: 'ends_at', message: m.timeOffTooLong },
      ],
      [
        'time-off',
        { starts_at: at(hour), ends_at: at(2 * hour), note: 'x'.repeat(201) },
        { path: 'note', message: m.noteTooLong },
      ],
    ]
    for (const [path, body, issue] of refusals) {
      const method = path === 'time-off' ? 'POST' : 'PUT'
      const response = await call(method, `${driver.url}/${path}`, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      const { error } = response.json()
      expect(error.code).toBe('VALIDATION_FAILED')
      expect(error.details, JSON.stringify(body)).toContainEqual(issue)
    }
    const kept = (await call('GET', `${driver.url}/availability`)).json().data
    expect(kept).toMatchObject({ shifts: week, time_off: [] })
    expect((await auditOf(driver.id)).map((e) => e.action)).toEqual([
      'driver.working_hours',
      'driver.create',
    ])
  })

  it('answers 404 for an unknown driver, another provider’s driver or an id that is none', async () => {
    const mine = await newDriver()
    const otherProvider = (await createdProvider(app, admin.token, { ...providerBody })).id
    const theirs = await newDriver(otherProvider)
    const urls = [
      `/ops/providers/${providerId}/drivers/${someId}`,
      `/ops/providers/${providerId}/drivers/${theirs.id}`,
      `/ops/providers/${otherProvider}/drivers/${mine.id}`,
      `/ops/providers/${someId}/drivers/${mine.id}`,
      `/ops/providers/${providerId}/drivers/not-an-id`,
      `/ops/providers/not-an-id/drivers/${mine.id}`,
    ]
    for (const url of urls) {
      for (const [method, path, body] of [
        ['GET', 'availability', undefined],
        ['PUT', 'working-hours', { shifts: week }],
        ['POST', 'time-off', { starts_at: at(hour), ends_at: at(2 * hour) }],
        ['DELETE', `time-off/${someId}`, undefined],
      ] as const) {
        const response = await call(method, `${url}/${path}`, body)
        expect(response.statusCode, `${method} ${url}/${path}`).toBe(404)
        expect(response.json().error).toEqual({
          code: 'NOT_FOUND',
          message: providerMessages.driverNotFound,
        })
      }
    }
    for (const driver of [mine, theirs]) {
      expect((await call('GET', `${driver.url}/availability`)).json().data).toMatchObject({
        shifts: [],
        time_off: [],
      })
    }
  })

  it('keeps an inactive driver’s time too', async () => {
    const driver = await newDriver()
    expect((await call('PATCH', driver.url, { active: false })).statusCode).toBe(200)
    const saved = await call('PUT', `${driver.url}/working-hours`, { shifts: week })
    expect(saved.statusCode, saved.body).toBe(200)
    const off = await call('POST', `${driver.url}/time-off`, {
      starts_at: at(hour),
      ends_at: at(2 * hour),
    })
    expect(off.statusCode).toBe(201)
    const read = await call('GET', `${driver.url}/availability`)
    expect(read.json().data).toMatchObject({ shifts: week, time_off: [{ note: '' }] })
  })
})
