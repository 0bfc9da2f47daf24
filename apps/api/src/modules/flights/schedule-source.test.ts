import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { normaliseFlightNumber } from '@ridelane/domain'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../../config'
import shipped from './data/flight-schedule.json'
import { createScheduleSource, type FlightScheduleFile } from './schedule-source'

const dir = mkdtempSync(path.join(tmpdir(), 'ridelane-flight-schedule-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let files = 0
function scheduleFile(content: FlightScheduleFile | string): string {
  files += 1
  const file = path.join(dir, `schedule-${files}.json`)
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

const ba117 = {
  code: 'BA117',
  origin: { code: 'LHR', name: 'London Heathrow' },
  destination: { code: 'JFK', name: 'New York JFK' },
  arrival_time_zone: 'America/New_York',
  arrival_time: '14:35',
  days: [1, 2, 3, 4, 5, 6, 7],
}
// Tuesdays, Thursdays and Saturdays only.
const ek15 = {
  code: 'EK15',
  origin: { code: 'DXB', name: 'Dubai International' },
  destination: { code: 'LGW', name: 'London Gatwick' },
  arrival_time_zone: 'Europe/London',
  arrival_time: '13:05',
  days: [2, 4, 6],
}

const refusal = (content: unknown) => {
  const file = scheduleFile(typeof content === 'string' ? content : JSON.stringify(content))
  try {
    createScheduleSource({ file })
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message.replace(file, 'FILE')
  }
  throw new Error('expected the schedule to be refused')
}

describe('the shipped schedule', () => {
  const source = createScheduleSource()

  it('is the schedule source', () => {
    expect(source.name).toBe('schedule')
  })

  it('lands BA117 from Heathrow at JFK at 14:35 New York time, on both sides of a DST change', async () => {
    // New York moves to summer time on 8 March 2026 and back on 1 November 2026.
    const cases = [
      ['2026-03-05', '2026-03-05T19:35:00.000Z'],
      ['2026-03-10', '2026-03-10T18:35:00.000Z'],
      ['2026-10-30', '2026-10-30T18:35:00.000Z'],
      ['2026-11-03', '2026-11-03T19:35:00.000Z'],
    ] as const
    for (const [arrivalDate, utc] of cases) {
      const [flight, ...others] = await source.flightsOn({ code: 'BA117', arrivalDate })
      expect(others).toEqual([])
      expect(flight).toMatchObject({
        code: 'BA117',
        origin: { code: 'LHR', name: 'London Heathrow' },
        destination: { code: 'JFK', name: 'New York JFK' },
      })
      expect(flight!.scheduledArrival.toISOString()).toBe(utc)
      expect(flight!.arrivalAt).toEqual(flight!.scheduledArrival)
    }
  })

  it('answers no flight for a number it does not list', async () => {
    expect(await source.flightsOn({ code: 'ZZ999', arrivalDate: '2026-12-01' })).toEqual([])
  })

  it('lists about fifty flights, each landing at an airport of the demo areas', () => {
    const airports = [
      'JFK',
      'EWR',
      'LGA',
      'LHR',
      'LGW',
      'CDG',
      'ORY',
      'DXB',
      'DEL',
      'BOM',
      'IDR',
      'SIN',
    ]
    expect(shipped.flights.length).toBeGreaterThanOrEqual(30)
    expect(shipped.flights.length).toBeLessThanOrEqual(50)
    for (const flight of shipped.flights) {
      expect(airports).toContain(flight.destination.code)
      expect(normaliseFlightNumber(flight.code)?.code).toBe(flight.code)
      expect(flight).not.toHaveProperty('overrides')
    }
    expect(new Set(shipped.flights.map((flight) => flight.destination.code))).toEqual(
      new Set(airports),
    )
  })
})

describe('a schedule file', () => {
  it('answers only on the weekdays a flight flies', async () => {
    const source = createScheduleSource({ file: scheduleFile({ flights: [ba117, ek15] }) })
    // 1 December 2026 is a Tuesday, the 2nd a Wednesday.
    const tuesday = await source.flightsOn({ code: 'EK15', arrivalDate: '2026-12-01' })
    expect(tuesday.map((flight) => flight.scheduledArrival.toISOString())).toEqual([
      '2026-12-01T13:05:00.000Z',
    ])
    expect(await source.flightsOn({ code: 'EK15', arrivalDate: '2026-12-02' })).toEqual([])
  })

  it('delays, cancels and diverts a flight on the dates its overrides name', async () => {
    const flights = [
      {
        ...ba117,
        overrides: {
          '2026-12-01': { delay_minutes: 95 },
          '2026-12-02': { delay_minutes: -10 },
          '2026-12-03': { state: 'cancelled' as const },
          '2026-12-04': { state: 'diverted' as const, delay_minutes: 40 },
        },
      },
    ]
    // Long before any of them lands.
    const now = () => new Date('2026-11-01T00:00:00Z')
    const source = createScheduleSource({ file: scheduleFile({ flights }), now })
    const on = async (arrivalDate: string) => {
      const [flight] = await source.flightsOn({ code: 'BA117', arrivalDate })
      return {
        scheduled: flight!.scheduledArrival.toISOString(),
        arrival: flight!.arrivalAt.toISOString(),
        state: flight!.state,
      }
    }
    expect(await on('2026-12-01')).toEqual({
      scheduled: '2026-12-01T19:35:00.000Z',
      arrival: '2026-12-01T21:10:00.000Z',
      state: 'scheduled',
    })
    expect(await on('2026-12-02')).toMatchObject({ arrival: '2026-12-02T19:25:00.000Z' })
    expect(await on('2026-12-03')).toMatchObject({
      arrival: '2026-12-03T19:35:00.000Z',
      state: 'cancelled',
    })
    expect(await on('2026-12-04')).toMatchObject({
      arrival: '2026-12-04T20:15:00.000Z',
      state: 'diverted',
    })
    expect(await on('2026-12-05')).toMatchObject({ arrival: '2026-12-05T19:35:00.000Z' })
  })

  it('is scheduled, en route in the last three hours, then landed, by the clock it is given', async () => {
    let now = new Date('2026-12-01T16:34:00Z')
    const flights = [{ ...ba117, overrides: { '2026-12-01': { delay_minutes: 95 } } }]
    const source = createScheduleSource({ file: scheduleFile({ flights }), now: () => now })
    const state = async () =>
      (await source.flightsOn({ code: 'BA117', arrivalDate: '2026-12-01' }))[0]!.state
    // It lands at 21:10 UTC, 95 minutes late.
    expect(await state()).toBe('scheduled')
    now = new Date('2026-12-01T18:10:00Z')
    expect(await state()).toBe('en_route')
    now = new Date('2026-12-01T21:09:00Z')
    expect(await state()).toBe('en_route')
    now = new Date('2026-12-01T21:10:00Z')
    expect(await state()).toBe('landed')
    now = new Date('2026-12-02T09:00:00Z')
    expect(await state()).toBe('landed')
  })

  it('refuses an arrival date that is no date', async () => {
    const source = createScheduleSource()
    await expect(source.flightsOn({ code: 'BA117', arrivalDate: '2026-13-01' })).rejects.toThrow(
      RangeError,
    )
  })
})

describe('a broken schedule file', () => {
  it('is refused when it cannot be read or is not JSON', () => {
    const missing = path.join(dir, 'missing.json')
    expect(() => createScheduleSource({ file: missing })).toThrow(
      new ConfigError(`Invalid flight schedule ${missing}: cannot be read (ENOENT)`),
    )
    expect(refusal('{"flights": [')).toMatch(/^Invalid flight schedule FILE: not JSON \(/)
  })

  it('names the entry and the field at fault', () => {
    const flight = (change: object) => ({ flights: [ek15, { ...ba117, ...change }] })
    expect(refusal(flight({ arrival_time: '2:35 pm' }))).toBe(
      'Invalid flight schedule FILE: flights.1.arrival_time must be a local time HH:mm',
    )
    expect(refusal(flight({ arrival_time_zone: 'America/Gotham' }))).toBe(
      'Invalid flight schedule FILE: flights.1.arrival_time_zone must be an IANA time zone',
    )
    expect(refusal(flight({ code: 'BA 117' }))).toBe(
      'Invalid flight schedule FILE: flights.1.code must be a flight number in its normalised form, such as BA117',
    )
    expect(refusal(flight({ days: [0, 8] }))).toBe(
      'Invalid flight schedule FILE: flights.1.days.0 must be ISO weekdays, 1 (Monday) to 7 (Sunday); flights.1.days.1 must be ISO weekdays, 1 (Monday) to 7 (Sunday)',
    )
    expect(refusal(flight({ overrides: { '2026-12-01': { state: 'landed' } } }))).toBe(
      'Invalid flight schedule FILE: flights.1.overrides.2026-12-01.state must be cancelled or diverted',
    )
    expect(refusal(flight({ overrides: { '2026-12-01': {} } }))).toBe(
      'Invalid flight schedule FILE: flights.1.overrides.2026-12-01 must set delay_minutes, state or both',
    )
    expect(refusal(flight({ arrives: '14:35' }))).toMatch(
      /^Invalid flight schedule FILE: flights\.1 Unrecognized key: "arrives"/,
    )
  })

  it('refuses an override on a day the flight does not fly, and a number twice on one day', () => {
    expect(
      refusal({ flights: [{ ...ek15, overrides: { '2026-12-02': { delay_minutes: 5 } } }] }),
    ).toBe(
      'Invalid flight schedule FILE: flights.0.overrides.2026-12-02 is a day EK15 does not fly (days 2, 4, 6)',
    )
    expect(refusal({ flights: [ba117, ek15, { ...ba117, days: [5] }] })).toBe(
      'Invalid flight schedule FILE: flights.2.days lists BA117 a second time on weekday 5',
    )
  })
})
