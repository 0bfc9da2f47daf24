import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import {
  aeroDataBoxEnv,
  startFakeAeroDataBox,
  type FakeAeroDataBox,
} from './fake-aerodatabox-test-kit'
import { createFlightStatusSource } from './source'

let fake: FakeAeroDataBox
beforeAll(async () => {
  fake = await startFakeAeroDataBox()
})
afterAll(() => fake?.close())

const query = { code: 'BA117', arrivalDate: '2026-12-01' }

describe('createFlightStatusSource', () => {
  it('answers from the shipped schedule unless told otherwise, on the clock it is given', async () => {
    const now = () => new Date('2026-12-01T20:00:00Z')
    const source = createFlightStatusSource(loadConfig({}).flightStatus, { now })
    expect(source.name).toBe('schedule')
    expect(await source.flightsOn(query)).toMatchObject([
      {
        origin: { code: 'LHR' },
        scheduledArrival: new Date('2026-12-01T19:35:00Z'),
        state: 'landed',
      },
    ])
  })

  it('answers from AeroDataBox when FLIGHT_STATUS says so', async () => {
    fake.setFlight('BA117', '2026-12-01', { from: 'LHR', to: 'JFK', scheduledArrival: '14:35' })
    fake.delay('BA117', '2026-12-01', 95)
    const source = createFlightStatusSource(loadConfig(aeroDataBoxEnv(fake)).flightStatus)
    expect(source.name).toBe('aerodatabox')
    expect(await source.flightsOn(query)).toMatchObject([
      { origin: { code: 'LHR' }, arrivalAt: new Date('2026-12-01T21:10:00Z'), state: 'scheduled' },
    ])
    expect(fake.requestCount('BA117')).toBe(1)
  })
})
