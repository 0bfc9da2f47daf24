import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { simulate } from '../../scripts/simulate/run'
import { parseSeed, SeedError } from '../../scripts/simulate/seed'
import { createTestDatabase } from '../support/test-database'

// `npm run simulate` on a small seed (docs/decisions/035-automatic-dispatch.md#the-clock-and-the-simulator):
// the same simulator function on the real app, here on two areas with two providers each. What
// must hold whatever the figures: nobody drives two rides at once, no offer goes out twice, every
// call the simulated providers and drivers make is answered as the product promises, the airport
// pickups follow their flights before the drivers set off, and one seed plays the same day twice.

const seedFile = path.join(import.meta.dirname, 'small-seed.json')
const seedText = readFileSync(seedFile, 'utf8')

async function run() {
  const database = await createTestDatabase()
  // On PostgreSQL two app instances share the database and both run the due jobs, so a step
  // run twice would show as an offer sent twice.
  const processes = database.target.driver === 'postgres' ? 2 : 1
  try {
    return await simulate({
      seed: parseSeed(seedText, seedFile),
      database: database.target,
      processes,
    })
  } finally {
    await database.drop()
  }
}

/** The seed's text with one part changed, and the line that change is on. */
function changed(from: string, to: string) {
  const at = seedText.indexOf(from)
  expect(at, from).toBeGreaterThanOrEqual(0)
  const text = seedText.slice(0, at) + to + seedText.slice(at + from.length)
  return { text, line: seedText.slice(0, at).split('\n').length }
}

const refusal = (text: string) => {
  try {
    parseSeed(text, '/somewhere/simulate-seed.json')
  } catch (error) {
    if (error instanceof SeedError) return error.message
    throw error
  }
  return 'accepted'
}

describe('the dispatch simulator', () => {
  it('plays a day without double bookings or offers sent twice, and the same seed alike', async () => {
    const first = await run()
    expect(first.rides).toBe(parseSeed(seedText, seedFile).rides.count)
    expect(first.overlaps).toBe(0)
    expect(first.duplicateOffers).toBe(0)
    expect(first.failedJobs).toBe(0)
    expect(first.problems).toEqual([])
    expect(first.tally.stuckRides).toBe(0)
    expect(first.tally.steps).toBeGreaterThan(0)
    expect(first.untouched).toBeGreaterThan(0.5)
    // Every ride without a driver an hour before pickup was handed to the operators.
    expect(first.unstaffed.filter((ride) => !ride.escalated)).toEqual([])
    // Half the one-way rides wait for a flight: some of those flights move their pickup, each
    // move known before landing comes before the driver sets off, no driver waits past the free
    // waiting for a flight whose new time was known, and a cancelled flight goes to the operators.
    const { flights } = first
    expect(flights.tracked).toBeGreaterThan(5)
    expect(flights.moved).toBeGreaterThan(0)
    expect(flights.retimedBeforeDeparture).toBe(1)
    expect(flights.lateKnownWaits).toBe(0)
    expect(flights.noShowWithoutEvidence).toBe(0)
    expect(flights.cancelled).toBeGreaterThan(0)
    expect(flights.escalated).toBeGreaterThanOrEqual(flights.cancelled)
    expect(first.tally.cancelledFlightStops).toBeLessThanOrEqual(flights.cancelled)

    const second = await run()
    const { run: _first, ...figures } = first
    const { run: _second, ...again } = second
    expect(again).toEqual(figures)
    // Two days of 40 rides each on the real app, its flights polled minute by minute before
    // they land: about 50 s alone, more beside other suites.
  }, 300_000)

  it('refuses an inconsistent seed file, naming the line at fault', () => {
    expect(refusal(seedText)).toBe('accepted')
    const area = changed('"areas": ["paris"]', '"areas": ["atlantis"]')
    expect(refusal(area.text)).toBe(
      `simulate-seed.json:${area.line}: provider "par-a" serves "atlantis", which is not an area of this file`,
    )
    const odds = changed('"accept": 0.7, "decline": 0.2', '"accept": 0.7, "decline": 0.3')
    expect(refusal(odds.text)).toBe(
      `simulate-seed.json:${odds.line}: accept, decline and ignore add up to 1.1, not 1`,
    )
    const driver = changed('"provider": "par-b"', '"provider": "par-z"')
    expect(refusal(driver.text)).toBe(
      `simulate-seed.json:${driver.line}: driver of unknown provider "par-z"`,
    )
    const shape = changed('"count": 3,', '"count": "three",')
    expect(refusal(shape.text)).toMatch(
      new RegExp(`^simulate-seed\\.json:${shape.line}: drivers\\.0\\.count: `),
    )
    expect(refusal('{ "random_seed": 1,\n  "day": }')).toMatch(/^simulate-seed\.json:2: not JSON/)
    const airport = changed('"paris": "CDG"', '"paris": "XYZ"')
    expect(refusal(airport.text)).toBe(
      `simulate-seed.json:${airport.line}: the gazetteer knows no airport "XYZ"`,
    )
    // A sum is at fault where the parts are listed.
    const outcomes = changed('"cancelled": { "weight": 0.1 }', '"cancelled": { "weight": 0.2 }')
    const listed = seedText.slice(0, seedText.indexOf('"outcomes"')).split('\n').length
    expect(refusal(outcomes.text)).toBe(
      `simulate-seed.json:${listed}: the outcomes' weights add up to 1.1, not 1`,
    )
  })

  it('reads a seed file without flights as a day without them', () => {
    const start = seedText.indexOf(',\n  "flights"')
    expect(start).toBeGreaterThan(0)
    const older = `${seedText.slice(0, start)}\n}\n`
    const seed = parseSeed(older, seedFile)
    expect(seed.flights.share_of_rides).toBe(0)
    expect(seed.flights.airports).toEqual({})
  })
})
