import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { confirmedBooking, setBooking } from '../bookings/ops-booking-test-kit'
import { addMember, providerWithUser, type TestProvider } from '../offers/offers-test-kit'
import { bearer, appWithOperators, type SignedInOperator } from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { driverBody } from '../registry/registry-test-kit'
import { insertJob, insertRating } from '../provider-statements/statement-test-kit'
import { foreignCredentials } from '../driver-jobs/driver-test-kit'

const someId = '00000000-0000-4000-8000-000000000000'

describe('ratings for providers and drivers', () => {
  let app: App
  let admin: SignedInOperator
  let dispatcher: SignedInOperator
  let mine: TestProvider
  let other: TestProvider
  let unrated: TestProvider
  let partnerToken: string
  const drivers: Record<string, string> = {}

  const get = (url: string, token?: string) =>
    app.inject({ url, headers: token ? bearer(token) : {} })

  beforeAll(async () => {
    ;({ app, admin, dispatcher } = await appWithOperators())
    mine = await providerWithUser(app, admin.token)
    other = await providerWithUser(app, admin.token)
    unrated = await providerWithUser(app, admin.token)
    partnerToken = (await signUp(app)).token
    for (const name of ['Ravi Kumar', 'Sunita Devi', 'Imran Sheikh']) {
      drivers[name] = (
        await addMember(app, admin.token, mine.id, 'drivers', { ...driverBody, name })
      ).id
    }

    // The traveller rates a ride on the ride page: it counts for the provider and the driver.
    const ride = await confirmedBooking(app)
    await setBooking(app, ride.id, {
      bookingStatus: 'completed',
      providerId: mine.id,
      driverId: drivers['Ravi Kumar'],
    })
    const rated = await app.inject({
      method: 'POST',
      url: `/api/v1/rides/${ride.booking_code}/rating`,
      headers: { 'x-booking-token': ride.access_token },
      payload: { stars: 5, comment: 'Spotless car' },
    })
    expect(rated.statusCode, rated.body).toBe(200)

    const ratedJob = async (
      providerId: string,
      driverId: string | null,
      stars: number,
      comment: string,
      at: string,
    ) => {
      const job = await insertJob(app, { providerId, driverId, pickupTime: at })
      await insertRating(app, job.id, stars, comment, new Date(at))
    }
    await ratedJob(mine.id, drivers['Ravi Kumar']!, 4, '', '2025-01-10T10:00:00Z')
    await ratedJob(
      mine.id,
      drivers['Sunita Devi']!,
      3,
      'Late by ten minutes',
      '2025-02-10T10:00:00Z',
    )
    // A ride without a driver on record counts for the provider alone.
    await ratedJob(mine.id, null, 2, 'Driver details never came', '2025-03-10T10:00:00Z')
    await ratedJob(other.id, null, 1, 'Nobody came', '2025-03-11T10:00:00Z')
    // A completed ride nobody rated changes nothing.
    await insertJob(app, {
      providerId: mine.id,
      driverId: drivers['Imran Sheikh'],
      pickupTime: '2025-04-01T10:00:00Z',
    })
  })
  afterAll(() => app.close())

  it('averages the provider’s ratings and each driver’s, with the latest comments', async () => {
    const response = await get('/api/v1/provider/ratings', mine.token)
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.provider).toEqual({ average: 3.5, count: 4 })
    expect(data.drivers).toEqual([
      {
        driver_id: drivers['Imran Sheikh'],
        name: 'Imran Sheikh',
        active: true,
        average: null,
        count: 0,
      },
      {
        driver_id: drivers['Ravi Kumar'],
        name: 'Ravi Kumar',
        active: true,
        average: 4.5,
        count: 2,
      },
      {
        driver_id: drivers['Sunita Devi'],
        name: 'Sunita Devi',
        active: true,
        average: 3,
        count: 1,
      },
    ])
    expect(data.latest_comments.map((c: { comment: string }) => c.comment)).toEqual([
      'Spotless car',
      'Driver details never came',
      'Late by ten minutes',
    ])
    expect(data.latest_comments[2]).toMatchObject({
      stars: 3,
      driver_name: 'Sunita Devi',
      rated_at: '2025-02-10T10:00:00.000Z',
    })
    expect(data.latest_comments[1].driver_name).toBeNull()
  })

  it('lists every rated provider’s average for the registry, and the same detail as the portal', async () => {
    const list = await get('/api/v1/ops/providers/ratings', dispatcher.token)
    expect(list.statusCode, list.body).toBe(200)
    const providers = list.json().data.providers as Array<{ provider_id: string }>
    expect(providers.find((p) => p.provider_id === mine.id)).toEqual({
      provider_id: mine.id,
      average: 3.5,
      count: 4,
    })
    expect(providers.find((p) => p.provider_id === other.id)).toMatchObject({
      average: 1,
      count: 1,
    })
    expect(providers.find((p) => p.provider_id === unrated.id)).toBeUndefined()

    const own = await get('/api/v1/provider/ratings', mine.token)
    const detail = await get(`/api/v1/ops/providers/${mine.id}/ratings`, admin.token)
    expect(detail.statusCode).toBe(200)
    expect(detail.json().data).toEqual(own.json().data)
    const none = await get(`/api/v1/ops/providers/${unrated.id}/ratings`, admin.token)
    expect(none.json().data).toEqual({
      provider: { average: null, count: 0 },
      drivers: [],
      latest_comments: [],
    })
  })

  it('shows the ten newest comments', async () => {
    const busy = await providerWithUser(app, admin.token)
    for (let day = 1; day <= 12; day++) {
      const at = `2025-05-${String(day).padStart(2, '0')}T10:00:00Z`
      const job = await insertJob(app, { providerId: busy.id, pickupTime: at })
      await insertRating(app, job.id, 4, `Ride on day ${day}`, new Date(at))
    }
    const data = (await get('/api/v1/provider/ratings', busy.token)).json().data
    expect(data.provider).toEqual({ average: 4, count: 12 })
    expect(data.latest_comments).toHaveLength(10)
    expect(data.latest_comments[0].comment).toBe('Ride on day 12')
    expect(data.latest_comments[9].comment).toBe('Ride on day 3')
  })

  it('answers 401 on the portal’s ratings without a provider session', async () => {
    for (const token of [undefined, partnerToken, admin.token, dispatcher.token]) {
      const response = await get('/api/v1/provider/ratings', token)
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHORIZED')
    }
    for (const headers of Object.values(await foreignCredentials(app, admin.token)).flat()) {
      const response = await app.inject({ url: '/api/v1/provider/ratings', headers })
      expect(response.statusCode).toBe(401)
    }
  })

  it('gives another provider its own ratings only', async () => {
    const response = await get('/api/v1/provider/ratings', other.token)
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data.provider).toEqual({ average: 1, count: 1 })
    expect(data.drivers).toEqual([])
    expect(JSON.stringify(data)).not.toContain('Spotless car')
  })

  it('opens the console’s ratings to admins and dispatchers only', async () => {
    const urls = ['/api/v1/ops/providers/ratings', `/api/v1/ops/providers/${mine.id}/ratings`]
    for (const url of urls) {
      for (const token of [undefined, partnerToken, mine.token]) {
        const response = await get(url, token)
        expect(response.statusCode, url).toBe(401)
      }
      for (const headers of Object.values(await foreignCredentials(app, admin.token)).flat()) {
        expect((await app.inject({ url, headers })).statusCode, url).toBe(401)
      }
      for (const token of [admin.token, dispatcher.token]) {
        expect((await get(url, token)).statusCode, url).toBe(200)
      }
    }
    for (const id of [someId, 'not-a-uuid']) {
      const response = await get(`/api/v1/ops/providers/${id}/ratings`, admin.token)
      expect(response.statusCode, id).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    }
  })
})
