import { createServer } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  aeroDataBoxStatuses,
  createAeroDataBoxSource,
  type AeroDataBoxStatus,
} from './aerodatabox-source'
import {
  aeroDataBoxKey,
  startFakeAeroDataBox,
  type FakeAeroDataBox,
} from './fake-aerodatabox-test-kit'
import { FlightStatusUnavailable } from './flight-status-port'

let fake: FakeAeroDataBox
beforeAll(async () => {
  fake = await startFakeAeroDataBox()
})
afterAll(() => fake?.close())
afterEach(() => fake.reset())

const sourceOn = (apiBase: string, extra: { apiKey?: string; timeoutMs?: number } = {}) =>
  createAeroDataBoxSource({ apiKey: aeroDataBoxKey, apiBase, ...extra })

const query = { code: 'BA117', arrivalDate: '2026-12-01' }

/** The FlightStatusUnavailable a call throws. */
async function unavailable(call: Promise<unknown>): Promise<FlightStatusUnavailable> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(FlightStatusUnavailable)
  return error as FlightStatusUnavailable
}

describe('the AeroDataBox source', () => {
  it('asks for the flight by number and local arrival date, with the RapidAPI headers', async () => {
    fake.setFlight('BA117', '2026-12-01', { from: 'LHR', to: 'JFK', scheduledArrival: '14:35' })
    const before = fake.requests.length
    const source = sourceOn(fake.url)
    expect(source.name).toBe('aerodatabox')
    await source.flightsOn(query)

    const request = fake.requests[before]!
    expect(request.method).toBe('GET')
    expect(request.url.pathname).toBe('/flights/number/BA117/2026-12-01')
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      dateLocalRole: 'Arrival',
      withAircraftImage: 'false',
      withLocation: 'false',
    })
    expect(request.headers['x-rapidapi-key']).toBe(aeroDataBoxKey)
    expect(request.headers['x-rapidapi-host']).toBe('aerodatabox.p.rapidapi.com')
    expect(fake.requestCount('BA117', '2026-12-01')).toBe(1)
  })

  it('reads the flight: number, airports, scheduled arrival and state', async () => {
    fake.setFlight('BA117', '2026-12-01', { from: 'LHR', to: 'JFK', scheduledArrival: '14:35' })
    expect(await sourceOn(fake.url).flightsOn(query)).toEqual([
      {
        code: 'BA117',
        origin: { code: 'LHR', name: 'London Heathrow' },
        destination: { code: 'JFK', name: 'New York John F Kennedy' },
        scheduledArrival: new Date('2026-12-01T19:35:00Z'),
        arrivalAt: new Date('2026-12-01T19:35:00Z'),
        state: 'scheduled',
      },
    ])
  })

  it('takes the touchdown over the airline’s estimate over the prediction over the schedule', async () => {
    const flight = {
      from: 'LHR',
      to: 'JFK',
      scheduledArrival: '2026-12-01T19:35:00Z',
      predictedArrival: '2026-12-01T20:50:00Z',
    }
    const arrivalAt = async () => (await sourceOn(fake.url).flightsOn(query))[0]!.arrivalAt
    fake.setFlight('BA117', '2026-12-01', flight)
    expect(await arrivalAt()).toEqual(new Date('2026-12-01T20:50:00Z'))
    fake.setFlight('BA117', '2026-12-01', { ...flight, revisedArrival: '2026-12-01T21:10:00Z' })
    expect(await arrivalAt()).toEqual(new Date('2026-12-01T21:10:00Z'))
    fake.setFlight('BA117', '2026-12-01', {
      ...flight,
      revisedArrival: '2026-12-01T21:10:00Z',
      runwayArrival: '2026-12-01T21:02:00Z',
    })
    expect(await arrivalAt()).toEqual(new Date('2026-12-01T21:02:00Z'))
  })

  it('follows a delay, a landing and a cancellation as the fake reports them', async () => {
    const source = sourceOn(fake.url)
    const latest = async () => (await source.flightsOn(query))[0]!
    fake.setFlight('BA117', '2026-12-01', { from: 'LHR', to: 'JFK', scheduledArrival: '14:35' })
    fake.delay('BA117', '2026-12-01', 95)
    expect(await latest()).toMatchObject({
      arrivalAt: new Date('2026-12-01T21:10:00Z'),
      state: 'scheduled',
    })
    fake.depart('BA117', '2026-12-01')
    expect((await latest()).state).toBe('en_route')
    fake.land('BA117', '2026-12-01', '2026-12-01T21:04:00Z')
    expect(await latest()).toMatchObject({
      arrivalAt: new Date('2026-12-01T21:04:00Z'),
      state: 'landed',
    })
    fake.cancel('BA117', '2026-12-01')
    expect((await latest()).state).toBe('cancelled')
  })

  const states: Record<AeroDataBoxStatus, string> = {
    Unknown: 'unknown',
    Expected: 'scheduled',
    CheckIn: 'scheduled',
    Boarding: 'scheduled',
    GateClosed: 'scheduled',
    Delayed: 'scheduled',
    EnRoute: 'en_route',
    Departed: 'en_route',
    Approaching: 'en_route',
    Arrived: 'landed',
    Canceled: 'cancelled',
    CanceledUncertain: 'cancelled',
    Diverted: 'diverted',
  }
  it.each(aeroDataBoxStatuses)('maps the status %s', async (status) => {
    fake.setFlight('BA117', '2026-12-01', {
      from: 'LHR',
      to: 'JFK',
      scheduledArrival: '14:35',
      status,
    })
    expect((await sourceOn(fake.url).flightsOn(query))[0]!.state).toBe(states[status])
  })

  it('counts a status it does not know as unknown', async () => {
    fake.answerNext({ body: [{ ...(await oneDocumentedFlight()), status: 'Teleported' }] })
    expect((await sourceOn(fake.url).flightsOn(query))[0]!.state).toBe('unknown')
  })

  it('answers every flight of the number that day', async () => {
    fake.setFlight('6E2134', '2026-12-01', [
      { from: 'BOM', to: 'DEL', scheduledArrival: '09:45' },
      { from: 'BOM', to: 'IDR', scheduledArrival: '13:30' },
    ])
    const flights = await sourceOn(fake.url).flightsOn({
      code: '6E2134',
      arrivalDate: '2026-12-01',
    })
    expect(flights.map((flight) => [flight.code, flight.destination.code])).toEqual([
      ['6E2134', 'DEL'],
      ['6E2134', 'IDR'],
    ])
  })

  it('answers no flight for one AeroDataBox does not know, by 204 or by 404', async () => {
    const source = sourceOn(fake.url)
    expect(await source.flightsOn(query)).toEqual([])
    fake.answerNext({ status: 404, body: { message: 'Flight not found' } })
    expect(await source.flightsOn(query)).toEqual([])
  })

  it('is unavailable when rate limited, saying when to come back', async () => {
    fake.rateLimitNext(30)
    const error = await unavailable(sourceOn(fake.url).flightsOn(query))
    expect(error.retryAfterSeconds).toBe(30)
    expect(error.message).toBe('AeroDataBox is rate limiting us (429, retry after 30 s)')

    fake.answerNext({ status: 429, body: {} })
    expect((await unavailable(sourceOn(fake.url).flightsOn(query))).retryAfterSeconds).toBe(
      undefined,
    )
  })

  it('is unavailable when the service fails', async () => {
    fake.failNext(503)
    const error = await unavailable(sourceOn(fake.url).flightsOn(query))
    expect(error.message).toBe('AeroDataBox answered 503')
    expect(error.retryAfterSeconds).toBeUndefined()
  })

  it('is unavailable when the service is slower than the timeout', async () => {
    fake.setSlowMs(1000)
    const started = Date.now()
    const error = await unavailable(sourceOn(fake.url, { timeoutMs: 150 }).flightsOn(query))
    expect(error.message).toBe('AeroDataBox did not answer within 150 ms')
    expect(Date.now() - started).toBeLessThan(900)
  })

  it('is unavailable when nothing listens', async () => {
    const error = await unavailable(sourceOn(await closedPortUrl()).flightsOn(query))
    expect(error.message).toBe('could not reach AeroDataBox (ECONNREFUSED)')
  })

  it('is unavailable with a wrong key, naming the setting and never the key', async () => {
    const wrongKey = 'wrong-key-0123456789'
    const error = await unavailable(sourceOn(fake.url, { apiKey: wrongKey }).flightsOn(query))
    expect(error.message).toBe(
      'AeroDataBox refused the API key (401): check AERODATABOX_API_KEY and its RapidAPI subscription',
    )
    expect(error.message).not.toContain(wrongKey)
  })

  it('is unavailable when the answer is not JSON or not a list of flights', async () => {
    fake.answerNext({ raw: '<html>Bad gateway</html>' })
    expect((await unavailable(sourceOn(fake.url).flightsOn(query))).message).toBe(
      'AeroDataBox answered 200 with something other than JSON',
    )
    fake.answerNext({ body: { message: 'Something odd' } })
    expect((await unavailable(sourceOn(fake.url).flightsOn(query))).message).toBe(
      'AeroDataBox answered 200 without a list of flights',
    )
  })

  it('skips the flights of an answer it cannot read, and keeps the others', async () => {
    const good = await oneDocumentedFlight()
    const { scheduledTime: _scheduled, ...arrivalWithoutSchedule } = good.arrival
    const { iata: _iata, ...departureAirportWithoutIata } = good.departure.airport
    fake.answerNext({
      body: [
        'not a flight',
        { number: 'BA 117', status: 'Expected' },
        { ...good, arrival: arrivalWithoutSchedule },
        { ...good, arrival: { ...good.arrival, scheduledTime: { utc: 'soon', local: 'later' } } },
        { ...good, departure: { ...good.departure, airport: { name: 'Nowhere' } } },
        good,
        // No IATA code: the ICAO one stands in.
        { ...good, departure: { ...good.departure, airport: departureAirportWithoutIata } },
      ],
    })
    const flights = await sourceOn(fake.url).flightsOn(query)
    expect(flights.map((flight) => flight.origin.code)).toEqual(['LHR', 'EGLL'])
  })

  it('reads a time from its local form when the UTC one is missing', async () => {
    const good = await oneDocumentedFlight()
    const scheduledTime = { local: '2026-12-01 14:35-05:00' }
    fake.answerNext({ body: [{ ...good, arrival: { ...good.arrival, scheduledTime } }] })
    const [flight] = await sourceOn(fake.url).flightsOn(query)
    expect(flight!.scheduledArrival).toEqual(new Date('2026-12-01T19:35:00Z'))
  })
})

type DocumentedFlight = {
  number: string
  departure: { airport: { iata: string; icao: string }; scheduledTime: object }
  arrival: { airport: object; scheduledTime: object }
}

/** BA117 on 1 December 2026 as the fake writes it, to change for the odd-answer tests. */
async function oneDocumentedFlight(): Promise<DocumentedFlight> {
  fake.setFlight('BA117', '2026-12-01', { from: 'LHR', to: 'JFK', scheduledArrival: '14:35' })
  const response = await fetch(`${fake.url}/flights/number/BA117/2026-12-01`, {
    headers: { 'x-rapidapi-key': aeroDataBoxKey, 'x-rapidapi-host': 'aerodatabox.p.rapidapi.com' },
  })
  const [flight] = (await response.json()) as DocumentedFlight[]
  expect(flight).toMatchObject({
    number: 'BA 117',
    arrival: { scheduledTime: { utc: '2026-12-01 19:35Z', local: '2026-12-01 14:35-05:00' } },
  })
  fake.removeFlight('BA117', '2026-12-01')
  return flight!
}

/** An address on loopback where nothing listens. */
async function closedPortUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
