import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'

const configError = (env: Record<string, string>) => {
  try {
    loadConfig(env)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the configuration to be refused')
}

describe('the flight-status settings', () => {
  it('tracks flights on the shipped schedule unless told otherwise', () => {
    expect(loadConfig({}).flightStatus).toEqual({ kind: 'schedule' })
    expect(loadConfig({ FLIGHT_STATUS: '', FLIGHT_SCHEDULE_FILE: '' }).flightStatus).toEqual({
      kind: 'schedule',
    })
    // The key waits unused while the schedule is chosen.
    expect(
      loadConfig({ FLIGHT_STATUS: 'schedule', AERODATABOX_API_KEY: 'key' }).flightStatus,
    ).toEqual({ kind: 'schedule' })
  })

  it('reads another schedule file, as an absolute path', () => {
    expect(loadConfig({ FLIGHT_SCHEDULE_FILE: '/srv/flights.json' }).flightStatus).toEqual({
      kind: 'schedule',
      scheduleFile: '/srv/flights.json',
    })
    expect(loadConfig({ FLIGHT_SCHEDULE_FILE: 'e2e/flights.json' }).flightStatus).toEqual({
      kind: 'schedule',
      scheduleFile: path.resolve('e2e/flights.json'),
    })
  })

  it("reads AeroDataBox's key, on RapidAPI unless AERODATABOX_API_BASE names another address", () => {
    const aerodatabox = { FLIGHT_STATUS: 'aerodatabox', AERODATABOX_API_KEY: ' key-1 ' }
    expect(loadConfig(aerodatabox).flightStatus).toEqual({
      kind: 'aerodatabox',
      apiKey: 'key-1',
      apiBase: 'https://aerodatabox.p.rapidapi.com',
      timeoutMs: 5000,
    })
    expect(
      loadConfig({
        ...aerodatabox,
        AERODATABOX_API_BASE: 'http://127.0.0.1:4011/',
        FLIGHT_STATUS_TIMEOUT_MS: '1500',
      }).flightStatus,
    ).toMatchObject({ apiBase: 'http://127.0.0.1:4011', timeoutMs: 1500 })
  })

  it('refuses AeroDataBox without a key', () => {
    const message =
      'Invalid configuration: AERODATABOX_API_KEY must be set when FLIGHT_STATUS=aerodatabox'
    expect(configError({ FLIGHT_STATUS: 'aerodatabox' })).toBe(message)
    expect(configError({ FLIGHT_STATUS: 'aerodatabox', AERODATABOX_API_KEY: '' })).toBe(message)
    expect(configError({ FLIGHT_STATUS: 'aerodatabox', AERODATABOX_API_KEY: '  ' })).toBe(
      'Invalid configuration: AERODATABOX_API_KEY must not be blank',
    )
  })

  it('refuses values of the wrong shape', () => {
    expect(configError({ FLIGHT_STATUS: 'flightaware' })).toBe(
      'Invalid configuration: FLIGHT_STATUS must be schedule or aerodatabox',
    )
    expect(configError({ AERODATABOX_API_BASE: 'ftp://fake' })).toBe(
      'Invalid configuration: AERODATABOX_API_BASE must start with http:// or https://',
    )
    expect(configError({ AERODATABOX_API_BASE: 'http://127.0.0.1:4011/?key=1' })).toBe(
      'Invalid configuration: AERODATABOX_API_BASE must be an address with no query, such as http://127.0.0.1:4011',
    )
    expect(configError({ FLIGHT_STATUS_TIMEOUT_MS: '90000' })).toBe(
      'Invalid configuration: FLIGHT_STATUS_TIMEOUT_MS must be a whole number of milliseconds between 100 and 60000',
    )
  })
})
