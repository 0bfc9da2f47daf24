import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { addMember, providerWithUser, type TestProvider } from '../offers/offers-test-kit'
import { bearer, signedInAdmin } from '../operators/operator-test-kit'
import { confirmedBooking, fleet, setBooking } from '../bookings/ops-booking-test-kit'
import { assign } from '../driver-jobs/driver-test-kit'
import { insertJob, insertRefunds } from './statement-test-kit'

type Job = Record<string, unknown>

describe('provider statements', () => {
  let app: App
  let adminToken: string
  let mine: TestProvider
  let other: TestProvider
  let driverId: string
  const codes: Record<string, string> = {}

  const statement = async (token: string, month: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/provider/statement?month=${month}`,
      headers: bearer(token),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data
  }

  beforeAll(async () => {
    app = await createTestApp()
    adminToken = (await signedInAdmin(app)).token
    mine = await providerWithUser(app, adminToken, {
      name: 'Skyline Cabs',
      commission_percent: 12.5,
    })
    other = await providerWithUser(app, adminToken)
    driverId = (await addMember(app, adminToken, mine.id, 'drivers')).id
    const jan = (day: string, time = '15:00:00Z') => `2030-01-${day}T${time}`
    const job = async (name: string, fields: Parameters<typeof insertJob>[1]) => {
      const row = await insertJob(app, fields)
      codes[name] = row.bookingCode
      return row
    }
    await job('plain', { providerId: mine.id, driverId, pickupTime: jan('05'), totalCents: 10_000 })
    await job('odd', { providerId: mine.id, pickupTime: jan('06'), totalCents: 3333 })
    await job('noShow', {
      providerId: mine.id,
      driverId,
      status: 'no_show',
      pickupTime: jan('07'),
      totalCents: 5000,
    })
    const refunded = await job('refunded', {
      providerId: mine.id,
      driverId,
      pickupTime: jan('08'),
      totalCents: 8000,
    })
    await insertRefunds(app, refunded.id, 8000, [
      { amountCents: 2000, reason: 'goodwill', status: 'succeeded' },
      { amountCents: 100, reason: 'complaint', status: 'pending' },
      { amountCents: 300, reason: 'duplicate', status: 'failed' },
      { amountCents: 500, reason: 'change:8e0d5a34', status: 'succeeded' },
    ])
    await job('partner', {
      providerId: mine.id,
      pickupTime: jan('09'),
      totalCents: 9000,
      partnerDiscountCents: 1000,
      pickupLocation: '=Soho, Manhattan',
      dropoffLocation: null,
      durationHours: 4,
    })
    // None of these is on January's statement.
    await job('cancelled', { providerId: mine.id, status: 'cancelled', pickupTime: jan('10') })
    await job('unfinished', { providerId: mine.id, status: 'assigned', pickupTime: jan('11') })
    await job('othersJob', { providerId: other.id, pickupTime: jan('12') })
    await job('february', { providerId: mine.id, pickupTime: '2030-02-03T15:00:00Z' })
  })
  afterAll(() => app.close())

  it('lists the month’s completed and no-show jobs with fare, commission and payout in cents', async () => {
    const data = await statement(mine.token, '2030-01')
    expect(data.month).toBe('2030-01')
    expect(data.provider).toEqual({ id: mine.id, name: 'Skyline Cabs', commission_percent: 12.5 })
    expect(data.currency).toBe('USD')
    const byCode = (name: string) => data.jobs.find((j: Job) => j.booking_code === codes[name])
    expect(data.jobs.map((j: Job) => j.booking_code)).toEqual(
      ['plain', 'odd', 'noShow', 'refunded', 'partner'].map((name) => codes[name]),
    )
    expect(byCode('plain')).toMatchObject({
      status: 'completed',
      pickup_date_local: '2030-01-05',
      pickup_time_local: '10:00',
      timezone: 'America/New_York',
      pickup_location: 'JFK Airport',
      dropoff_location: 'Times Square',
      driver_name: 'Ravi Kumar',
      booked_fare: 100,
      refunded: 0,
      fare: 100,
      commission: 12.5,
      payout: 87.5,
    })
    // 12.5 % of 33.33 is 4.16625: rounded once, to 4.17, and the payout is what is left.
    expect(byCode('odd')).toMatchObject({ fare: 33.33, commission: 4.17, payout: 29.16 })
    expect(byCode('odd').driver_name).toBeNull()
    // A no-show is paid as a completed ride.
    expect(byCode('noShow')).toMatchObject({ status: 'no_show', fare: 50, commission: 6.25 })
    // Refunded and pending refunds count; a failed one and a change's difference do not.
    expect(byCode('refunded')).toMatchObject({
      booked_fare: 80,
      refunded: 21,
      fare: 59,
      commission: 7.38,
      payout: 51.62,
    })
    // The partner's discount is ours to bear: the provider is paid on the fare before it.
    expect(byCode('partner')).toMatchObject({
      booked_fare: 100,
      fare: 100,
      payout: 87.5,
      dropoff_location: null,
      duration_hours: 4,
    })
    expect(data.totals).toEqual({
      jobs: 5,
      booked_fare: 363.33,
      refunded: 21,
      fare: 342.33,
      commission: 42.8,
      payout: 299.53,
    })
    const cents = (key: string) =>
      data.jobs.reduce((sum: number, j: Job) => sum + Math.round((j[key] as number) * 100), 0)
    expect(cents('fare')).toBe(34_233)
    expect(cents('commission') + cents('payout')).toBe(cents('fare'))
    expect(Math.round(data.totals.payout * 100)).toBe(cents('payout'))
  })

  it('gives each provider only its own jobs', async () => {
    const data = await statement(other.token, '2030-01')
    expect(data.jobs.map((j: Job) => j.booking_code)).toEqual([codes.othersJob])
    expect(data.totals.jobs).toBe(1)
  })

  it('shows an empty month with zero totals', async () => {
    const data = await statement(mine.token, '2029-06')
    expect(data.jobs).toEqual([])
    expect(data.totals).toEqual({
      jobs: 0,
      booked_fare: 0,
      refunded: 0,
      fare: 0,
      commission: 0,
      payout: 0,
    })
  })

  it('puts a job in the month of its pickup on the pickup’s own calendar', async () => {
    const edge = await providerWithUser(app, adminToken)
    // 23:30 on 31 January in New York is already February in UTC.
    const lateNewYork = await insertJob(app, {
      providerId: edge.id,
      pickupTime: '2030-02-01T04:30:00Z',
      timezone: 'America/New_York',
    })
    // 00:15 on 1 February in Indore is still January in UTC.
    const earlyIndore = await insertJob(app, {
      providerId: edge.id,
      pickupTime: '2030-01-31T18:45:00Z',
      timezone: 'Asia/Kolkata',
    })
    // Midnight on 1 January in Tokyo is 31 December in UTC.
    const newYearTokyo = await insertJob(app, {
      providerId: edge.id,
      pickupTime: '2029-12-31T15:00:00Z',
      timezone: 'Asia/Tokyo',
    })
    // Ten minutes before midnight on 31 December in Honolulu is 1 January in UTC.
    const oldYearHonolulu = await insertJob(app, {
      providerId: edge.id,
      pickupTime: '2030-01-01T09:50:00Z',
      timezone: 'Pacific/Honolulu',
    })
    const codesOf = async (month: string) =>
      (await statement(edge.token, month)).jobs.map((j: Job) => j.booking_code)
    expect(await codesOf('2029-12')).toEqual([oldYearHonolulu.bookingCode])
    expect(await codesOf('2030-01')).toEqual([newYearTokyo.bookingCode, lateNewYork.bookingCode])
    expect(await codesOf('2030-02')).toEqual([earlyIndore.bookingCode])
    const jan = await statement(edge.token, '2030-01')
    expect(jan.jobs[1]).toMatchObject({
      pickup_date_local: '2030-01-31',
      pickup_time_local: '23:30',
    })
  })

  it('writes the same figures as CSV, with a totals row that adds up in cents', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/provider/statement.csv?month=2030-01',
      headers: bearer(mine.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="statement-skyline-cabs-2030-01.csv"',
    )
    expect(response.headers['cache-control']).toBe('no-store')
    const lines = response.body.trimEnd().split('\n')
    expect(lines).toEqual([
      'Booking code,Status,Pickup date,Pickup time,Time zone,Pickup,Drop-off,Driver,' +
        'Booked fare (USD),Refunded (USD),Fare (USD),Commission (USD),Payout (USD)',
      `${codes.plain},Completed,2030-01-05,10:00,America/New_York,JFK Airport,Times Square,Ravi Kumar,100.00,0.00,100.00,12.50,87.50`,
      `${codes.odd},Completed,2030-01-06,10:00,America/New_York,JFK Airport,Times Square,,33.33,0.00,33.33,4.17,29.16`,
      `${codes.noShow},No-show,2030-01-07,10:00,America/New_York,JFK Airport,Times Square,Ravi Kumar,50.00,0.00,50.00,6.25,43.75`,
      `${codes.refunded},Completed,2030-01-08,10:00,America/New_York,JFK Airport,Times Square,Ravi Kumar,80.00,21.00,59.00,7.38,51.62`,
      // A formula-like address is defused, and one with a comma is quoted.
      `${codes.partner},Completed,2030-01-09,10:00,America/New_York,"'=Soho, Manhattan",4 h by the hour,,100.00,0.00,100.00,12.50,87.50`,
      'Total (5 jobs),,,,,,,,363.33,21.00,342.33,42.80,299.53',
    ])
  })

  it('lets an operator read any provider’s statement, the same as the provider sees it', async () => {
    const own = await statement(mine.token, '2030-01')
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/ops/providers/${mine.id}/statement?month=2030-01`,
      headers: bearer(adminToken),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toEqual(own)
    const csv = await app.inject({
      method: 'GET',
      url: `/api/v1/ops/providers/${mine.id}/statement.csv?month=2030-01`,
      headers: bearer(adminToken),
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.body.trimEnd().split('\n').at(-1)).toBe(
      'Total (5 jobs),,,,,,,,363.33,21.00,342.33,42.80,299.53',
    )
  })

  it('keeps the commission a ride was given at, when the provider’s rate changes later', async () => {
    const team = await fleet(app, adminToken, 'MP09 CM 4242')
    const setRate = async (percent: number) => {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/v1/ops/providers/${team.provider.id}`,
        payload: { commission_percent: percent },
        headers: bearer(adminToken),
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    let rides = 0
    const give = async () => {
      const booking = await confirmedBooking(app)
      // A day apart, so the one driver is free for each (docs/decisions/034-driver-availability.md).
      rides += 1
      await setBooking(app, booking.id, {
        pickupTime: new Date(Date.parse('2031-02-01T15:00:00Z') + rides * 86_400_000),
      })
      await assign(app, adminToken, booking.id, {
        provider: team.provider.id,
        driver: team.driver.id,
      })
      return booking
    }
    await setRate(10)
    const early = await give()
    await setRate(20)
    const late = await give()
    // Giving the ride to its driver again, under the same provider, keeps the earlier rate.
    await assign(app, adminToken, early.id, { provider: team.provider.id, driver: team.driver.id })
    for (const { id } of [early, late]) {
      // Finished in March 2031, alone on that month of this provider's statement.
      await setBooking(app, id, {
        bookingStatus: 'completed',
        pickupTime: new Date('2031-03-10T15:00:00Z'),
        timezone: 'America/New_York',
        totalCents: 10_000,
        partnerDiscountCents: 0,
      })
    }
    const response = await app.inject({
      url: `/api/v1/ops/providers/${team.provider.id}/statement?month=2031-03`,
      headers: bearer(adminToken),
    })
    expect(response.statusCode, response.body).toBe(200)
    const { jobs, provider } = response.json().data
    const commission = (id: string) => jobs.find((job: Job) => job.booking_id === id)?.commission
    expect(commission(early.id)).toBe(10)
    expect(commission(late.id)).toBe(20)
    expect(provider.commission_percent).toBe(20)
  })

  it('refuses a bad month and an unknown provider with a 4xx envelope', async () => {
    for (const query of ['', '?month=2030-13', '?month=January', '?month=2030-1']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/provider/statement${query}`,
        headers: bearer(mine.token),
      })
      expect(response.statusCode, query).toBe(400)
      expect(response.json().success).toBe(false)
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/ops/providers/${id}/statement.csv?month=2030-01`,
        headers: bearer(adminToken),
      })
      expect(response.statusCode, id).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    }
  })
})
