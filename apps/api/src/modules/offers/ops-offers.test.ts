import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { confirmedBooking, detail, fleet, setBooking } from '../bookings/ops-booking-test-kit'
import { assign, plate } from '../driver-jobs/driver-test-kit'
import { bearer, appWithOperators, type SignedInOperator } from '../operators/operator-test-kit'
import { rideOfferMessages as m } from '@ridelane/domain'
import { expireOfferBatch } from './offer-expiry'
import {
  eventsOf,
  expiryJobs,
  offer,
  offersOf,
  providerCall,
  providerWithUser,
  tab,
  type TestProvider,
} from './offers-test-kit'

let app: App
let admin: SignedInOperator
let dispatcher: SignedInOperator
let skyline: TestProvider
let harbour: TestProvider

beforeAll(async () => {
  ;({ app, admin, dispatcher } = await appWithOperators())
  skyline = await providerWithUser(app, admin.token)
  harbour = await providerWithUser(app, admin.token)
  // Not in New York: never offered a New York ride by area.
  await providerWithUser(app, admin.token, { service_area_ids: ['indore'] })
  // Deactivated: never offered anything.
  await providerWithUser(app, admin.token, { active: false })
})
afterAll(() => app.close())

async function auditActions(id: string) {
  const response = await app.inject({
    url: `/api/v1/ops/audit?target_kind=booking&target_id=${id}`,
    headers: bearer(admin.token),
  })
  return (response.json().data.entries as Array<{ action: string }>).map((e) => e.action)
}

describe('offering a ride', () => {
  it('offers to one provider for 30 minutes, with a job, a timeline note and an audit row', async () => {
    const booking = await confirmedBooking(app)
    const before = await detail(app, admin.token, booking.id)
    const started = Date.now()
    const response = await offer(app, dispatcher.token, booking.id, { provider_id: skyline.id })
    expect(response.statusCode, response.body).toBe(201)
    const { offers, can_offer } = response.json().data
    expect(can_offer).toBe(true)
    expect(offers).toHaveLength(1)
    expect(offers[0]).toMatchObject({ provider: { id: skyline.id }, status: 'open' })
    const minutes = (Date.parse(offers[0].expires_at) - started) / 60_000
    expect(minutes).toBeGreaterThan(29.9)
    expect(minutes).toBeLessThan(30.1)

    const jobs = (await expiryJobs(app)).filter((j) => j.payload.booking_id === booking.id)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({
      status: 'pending',
      dedupeKey: `offer-expiry:${offers[0].batch_id}`,
    })
    expect(jobs[0]!.runAt.toISOString()).toBe(offers[0].expires_at)

    const after = await detail(app, admin.token, booking.id)
    expect(after.booking.booking_status).toBe('confirmed')
    expect(after.version).toBe(before.version)
    expect(after.events.at(-1)).toMatchObject({
      actor_kind: 'operator',
      actor_email: dispatcher.email,
      from_status: 'confirmed',
      to_status: 'confirmed',
      details: { change: 'offered', offered_to: 'provider', providers: '1' },
    })
    expect(await auditActions(booking.id)).toContain('booking.offer')

    const offered = await tab(app, skyline.token, 'offered')
    expect(offered.map((job) => job.booking_id)).toContain(booking.id)
    expect(await tab(app, harbour.token, 'offered')).not.toContainEqual(
      expect.objectContaining({ booking_id: booking.id }),
    )
  })

  it('offers to every active provider of the area in one batch, skipping open offers', async () => {
    const booking = await confirmedBooking(app)
    await offer(app, admin.token, booking.id, { provider_id: harbour.id, expires_in_minutes: 10 })
    const response = await offer(app, admin.token, booking.id, {
      to: 'area',
      expires_in_minutes: 45,
    })
    expect(response.statusCode, response.body).toBe(201)
    const rows = await offersOf(app, booking.id)
    // Harbour already had one; Skyline and any other New York provider made by other tests.
    const areaBatch = rows.filter((row) => row.providerId !== harbour.id)
    expect(new Set(areaBatch.map((row) => row.batchId)).size).toBe(1)
    expect(areaBatch.map((row) => row.providerId)).toContain(skyline.id)
    expect(rows.filter((row) => row.providerId === harbour.id)).toHaveLength(1)

    const again = await offer(app, admin.token, booking.id, { to: 'area' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(m.alreadyOffered)
  })

  it('refuses an assigned, cancelled or unknown ride, an unknown provider and an empty area', async () => {
    const booking = await confirmedBooking(app)
    await setBooking(app, booking.id, { bookingStatus: 'cancelled' })
    const cancelled = await offer(app, admin.token, booking.id, { provider_id: skyline.id })
    expect(cancelled.statusCode).toBe(409)
    expect(cancelled.json().error).toMatchObject({ code: 'CONFLICT', message: m.notOfferable })

    const held = await confirmedBooking(app)
    await setBooking(app, held.id, { providerId: harbour.id })
    expect((await offer(app, admin.token, held.id, { provider_id: skyline.id })).statusCode).toBe(
      409,
    )

    const free = await confirmedBooking(app)
    const unknown = await offer(app, admin.token, free.id, {
      provider_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.details).toEqual([
      { path: 'provider_id', message: m.providerUnknown },
    ])
    const noChoice = await offer(app, admin.token, free.id, {})
    expect(noChoice.statusCode).toBe(400)
    const tooLong = await offer(app, admin.token, free.id, { to: 'area', expires_in_minutes: 5000 })
    expect(tooLong.json().error.details).toEqual([
      { path: 'expires_in_minutes', message: m.expiryInvalid },
    ])

    await setBooking(app, free.id, { areaId: 'indore' })
    const lonely = await offer(app, admin.token, free.id, { to: 'area' })
    // The Indore provider serves it; a ride with no area has nobody.
    expect(lonely.statusCode).toBe(201)
    const nowhere = await confirmedBooking(app)
    await setBooking(app, nowhere.id, { areaId: null })
    const none = await offer(app, admin.token, nowhere.id, { to: 'area' })
    expect(none.statusCode).toBe(409)
    expect(none.json().error.message).toBe(m.noProviderInArea)

    const missing = await offer(app, admin.token, '00000000-0000-4000-8000-000000000000', {
      provider_id: skyline.id,
    })
    expect(missing.statusCode).toBe(404)
  })

  it('withdraws open offers: the provider no longer sees them and the job is cancelled', async () => {
    const booking = await confirmedBooking(app)
    await offer(app, admin.token, booking.id, { provider_id: skyline.id })
    const withdrawn = await app.inject({
      method: 'POST',
      url: `/api/v1/ops/bookings/${booking.id}/offers/withdraw`,
      payload: {},
      headers: bearer(dispatcher.token),
    })
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json().data.offers[0].status).toBe('withdrawn')
    const jobs = (await expiryJobs(app)).filter((j) => j.payload.booking_id === booking.id)
    expect(jobs.map((j) => j.status)).toEqual(['cancelled'])
    expect(await tab(app, skyline.token, 'offered')).not.toContainEqual(
      expect.objectContaining({ booking_id: booking.id }),
    )
    const accept = await providerCall(app, skyline.token, 'POST', `/jobs/${booking.id}/accept`)
    expect(accept.statusCode).toBe(409)
    expect(accept.json().error.message).toBe(m.offerClosed)
    expect((await eventsOf(app, booking.id)).at(-1)?.details).toMatchObject({
      change: 'offer_withdrawn',
    })
    expect(await auditActions(booking.id)).toContain('booking.offer_withdraw')

    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/ops/bookings/${booking.id}/offers/withdraw`,
      payload: {},
      headers: bearer(dispatcher.token),
    })
    expect(again.statusCode).toBe(409)
  })
})

describe('withdrawing one offer of an area’s batch', () => {
  it('keeps the batch’s expiry for the others until the last is withdrawn', async () => {
    const booking = await confirmedBooking(app)
    const made = await offer(app, admin.token, booking.id, { to: 'area' })
    expect(made.statusCode, made.body).toBe(201)
    const offers = made.json().data.offers as Array<{ id: string; provider_id: string }>
    expect(offers.length).toBeGreaterThanOrEqual(2)
    const withdraw = (offerId: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/ops/bookings/${booking.id}/offers/withdraw`,
        payload: { offer_id: offerId },
        headers: bearer(dispatcher.token),
      })
    const job = async () =>
      (await expiryJobs(app)).filter((j) => j.payload.booking_id === booking.id)

    expect((await withdraw(offers[0]!.id)).statusCode).toBe(200)
    expect((await job()).map((j) => j.status)).toEqual(['pending'])
    for (const rest of offers.slice(1)) expect((await withdraw(rest.id)).statusCode).toBe(200)
    expect((await job()).map((j) => j.status)).toEqual(['cancelled'])
  })
})

describe('offers of a ride that went another way', () => {
  it('close as withdrawn when their batch falls due, with no expiry note', async () => {
    const booking = await confirmedBooking(app)
    const made = await offer(app, admin.token, booking.id, { to: 'area', expires_in_minutes: 5 })
    const batchId = made.json().data.offers[0].batch_id as string
    const team = await fleet(app, admin.token, plate())
    await assign(app, admin.token, booking.id, {
      provider: team.provider.id,
      driver: team.driver.id,
    })
    const later = new Date(Date.now() + 6 * 60_000)
    const closed = await expireOfferBatch(
      app.db,
      { batch_id: batchId, booking_id: booking.id },
      later,
    )
    expect(closed).toBeGreaterThanOrEqual(2)
    expect(new Set((await offersOf(app, booking.id)).map((o) => o.status))).toEqual(
      new Set(['withdrawn']),
    )
    const notes = (await eventsOf(app, booking.id)).map((e) => e.details?.change)
    expect(notes).not.toContain('offer_expired')
    expect((await detail(app, admin.token, booking.id)).booking.booking_status).toBe('assigned')
  })
})

describe('an offer that expires', () => {
  it('expires the batch once, leaves the ride confirmed and unassigned, and notes it', async () => {
    const booking = await confirmedBooking(app)
    const made = await offer(app, admin.token, booking.id, { to: 'area', expires_in_minutes: 5 })
    const batchId = made.json().data.offers[0].batch_id as string
    const payload = { batch_id: batchId, booking_id: booking.id }

    // Before its time nothing happens.
    expect(await expireOfferBatch(app.db, payload)).toBe(0)
    const later = new Date(Date.now() + 6 * 60_000)
    const expired = await expireOfferBatch(app.db, payload, later)
    expect(expired).toBeGreaterThanOrEqual(2)
    expect(await expireOfferBatch(app.db, payload, later)).toBe(0)

    expect((await offersOf(app, booking.id)).map((o) => o.status)).toEqual(
      Array(expired).fill('expired'),
    )
    const after = await detail(app, admin.token, booking.id)
    expect(after.booking.booking_status).toBe('confirmed')
    expect(after.assignment.provider).toBeNull()
    const notes = after.events.filter(
      (e: { details: { change?: string } }) => e.details.change === 'offer_expired',
    )
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ actor_kind: 'system', to_status: 'confirmed' })

    const board = await app.inject({
      url: '/api/v1/ops/bookings?unassigned=true&page_size=100',
      headers: bearer(admin.token),
    })
    expect(board.json().data.bookings.map((b: { id: string }) => b.id)).toContain(booking.id)
    expect(
      (await offer(app, admin.token, booking.id, { provider_id: skyline.id })).statusCode,
    ).toBe(201)
  })

  it('shows an offer past its time as expired even before the job ran', async () => {
    const booking = await confirmedBooking(app)
    await offer(app, admin.token, booking.id, { provider_id: harbour.id, expires_in_minutes: 5 })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 })
    try {
      const list = await app.inject({
        url: `/api/v1/ops/bookings/${booking.id}/offers`,
        headers: bearer(admin.token),
      })
      expect(list.json().data.offers[0].status).toBe('expired')
      expect(await tab(app, harbour.token, 'offered')).not.toContainEqual(
        expect.objectContaining({ booking_id: booking.id }),
      )
      const accept = await providerCall(app, harbour.token, 'POST', `/jobs/${booking.id}/accept`)
      expect(accept.statusCode).toBe(409)
      expect(accept.json().error.message).toBe(m.offerExpired)
    } finally {
      vi.useRealTimers()
    }
  })
})
