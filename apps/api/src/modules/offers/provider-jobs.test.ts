import { rideOfferMessages as m, vehicleFitMessages } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { confirmedBooking, detail, setBooking } from '../bookings/ops-booking-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import {
  addMember,
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
let admin: Awaited<ReturnType<typeof signedInAdmin>>
let skyline: TestProvider
let harbour: TestProvider

beforeAll(async () => {
  useStepClock()
  app = await createTestApp()
  admin = await signedInAdmin(app)
  vi.useRealTimers()
  skyline = await providerWithUser(app, admin.token, { commission_percent: 12.5 })
  harbour = await providerWithUser(app, admin.token)
})
afterAll(() => app.close())

const ids = (jobs: Array<Record<string, unknown>>) => jobs.map((job) => job.booking_id)

async function offeredToBoth() {
  const booking = await confirmedBooking(app)
  const made = await offer(app, admin.token, booking.id, { to: 'area' })
  expect(made.statusCode, made.body).toBe(201)
  return booking
}

describe('a provider’s jobs', () => {
  it('lists an offered ride with what the provider needs, but not the traveller', async () => {
    const booking = await offeredToBoth()
    // The traveller looked at prices in euros: the amounts are still dollars, and say so.
    await setBooking(app, booking.id, { currencyCode: 'EUR' })
    const [job] = (await tab(app, skyline.token, 'offered')).filter(
      (j) => j.booking_id === booking.id,
    )
    expect(job).toMatchObject({
      booking_code: booking.booking_code,
      booking_status: 'confirmed',
      pickup_time: '2030-01-15T14:30:00.000Z',
      timezone: 'America/New_York',
      pickup_date_local: '2030-01-15',
      pickup_time_local: '09:30',
      pickup_location: 'JFK Airport, Queens, NY',
      dropoff_location: 'Times Square, Manhattan, NY',
      vehicle_class_id: 'sedan',
      passengers: 2,
      earnings: { fare: 80.15, commission_percent: 12.5, payout: 70.13, currency: 'USD' },
      offer: { status: 'open' },
      driver: null,
      vehicle: null,
    })
    expect(JSON.stringify(job)).not.toContain('Amara')

    const one = await providerCall(app, skyline.token, 'GET', `/jobs/${booking.id}`)
    expect(one.statusCode, one.body).toBe(200)
    expect(one.json().data).toMatchObject({
      traveller: null,
      can_accept: true,
      can_decline: true,
      can_assign: false,
    })
  })

  it('gives the ride to the provider who accepts, and tells the other it was taken', async () => {
    const booking = await offeredToBoth()
    const accepted = await providerCall(app, skyline.token, 'POST', `/jobs/${booking.id}/accept`)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().data).toMatchObject({
      booking_status: 'assigned',
      offer: { status: 'accepted' },
      traveller: { name: 'Amara Okafor', flight_number: 'BA 117' },
      can_accept: false,
      can_assign: true,
    })
    // Accepting again is harmless.
    const twice = await providerCall(app, skyline.token, 'POST', `/jobs/${booking.id}/accept`)
    expect(twice.statusCode).toBe(200)

    const late = await providerCall(app, harbour.token, 'POST', `/jobs/${booking.id}/accept`)
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toEqual({ code: 'CONFLICT', message: m.rideTaken })
    const declined = await providerCall(app, harbour.token, 'POST', `/jobs/${booking.id}/decline`)
    expect(declined.statusCode).toBe(409)

    const offers = await offersOf(app, booking.id)
    expect(offers.find((o) => o.providerId === skyline.id)).toMatchObject({
      status: 'accepted',
      answeredBy: skyline.userId,
    })
    expect(offers.filter((o) => o.providerId !== skyline.id).map((o) => o.status)).not.toContain(
      'open',
    )
    const jobs = (await expiryJobs(app)).filter((j) => j.payload.booking_id === booking.id)
    expect(jobs.map((j) => j.status)).toEqual(['cancelled'])

    const ops = await detail(app, admin.token, booking.id)
    expect(ops.booking.booking_status).toBe('assigned')
    expect(ops.assignment.provider.id).toBe(skyline.id)
    expect(ops.events.at(-1)).toMatchObject({
      actor_kind: 'provider',
      actor_id: skyline.id,
      from_status: 'confirmed',
      to_status: 'assigned',
    })
    expect(ids(await tab(app, skyline.token, 'accepted'))).toContain(booking.id)
    expect(ids(await tab(app, skyline.token, 'offered'))).not.toContain(booking.id)
    expect(ids(await tab(app, harbour.token, 'offered'))).not.toContain(booking.id)
    // The loser may still read the ride it was offered, without the traveller.
    const seen = await providerCall(app, harbour.token, 'GET', `/jobs/${booking.id}`)
    expect(seen.json().data).toMatchObject({ traveller: null, can_accept: false, driver: null })
  })

  it('declines: the offer closes, the ride stays confirmed and the timeline says so', async () => {
    const booking = await offeredToBoth()
    const response = await providerCall(app, harbour.token, 'POST', `/jobs/${booking.id}/decline`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({
      offer: { status: 'declined' },
      booking_status: 'confirmed',
      can_accept: false,
    })
    expect(ids(await tab(app, harbour.token, 'offered'))).not.toContain(booking.id)
    expect(ids(await tab(app, skyline.token, 'offered'))).toContain(booking.id)
    expect((await eventsOf(app, booking.id)).at(-1)).toMatchObject({
      actorKind: 'provider',
      details: { change: 'offer_declined' },
    })
    const accept = await providerCall(app, harbour.token, 'POST', `/jobs/${booking.id}/accept`)
    expect(accept.statusCode).toBe(409)
  })

  it('assigns its own driver and vehicle, changeable until the driver sets off', async () => {
    const booking = await offeredToBoth()
    await providerCall(app, skyline.token, 'POST', `/jobs/${booking.id}/accept`)
    const driver = await addMember(app, admin.token, skyline.id, 'drivers')
    const other = await addMember(app, admin.token, skyline.id, 'drivers', {
      name: 'Sunil Das',
      phone: '+919812345679',
      languages: ['English'],
      licence_number: 'DL-2',
    })
    const sedan = await addMember(app, admin.token, skyline.id, 'vehicles')
    const van = await addMember(app, admin.token, skyline.id, 'vehicles', {
      vehicle_class_id: 'suv',
      make_model: 'Toyota Highlander',
      colour: 'Black',
      seats: 6,
    })
    const tiny = await addMember(app, admin.token, skyline.id, 'vehicles', {
      vehicle_class_id: 'sedan',
      make_model: 'Tiny',
      colour: 'Red',
      seats: 1,
    })
    const foreign = await addMember(app, admin.token, harbour.id, 'vehicles')
    const assign = (body: object, token = skyline.token) =>
      providerCall(app, token, 'POST', `/jobs/${booking.id}/assignment`, body)

    const wrongClass = await assign({ driver_id: driver.id, vehicle_id: van.id })
    expect(wrongClass.statusCode).toBe(400)
    expect(wrongClass.json().error.details[0].path).toBe('vehicle_id')
    const fewSeats = await assign({ driver_id: driver.id, vehicle_id: tiny.id })
    expect(fewSeats.json().error.details[0].message).toBe(vehicleFitMessages.tooFewSeats(1, 2))
    const notOurs = await assign({ driver_id: driver.id, vehicle_id: foreign.id })
    expect(notOurs.json().error.details).toEqual([
      { path: 'vehicle_id', message: m.vehicleUnknown },
    ])
    const missing = await assign({ driver_id: driver.id })
    expect(missing.statusCode).toBe(400)
    expect(
      (await assign({ driver_id: driver.id, vehicle_id: sedan.id }, harbour.token)).statusCode,
    ).toBe(404)

    const done = await assign({ driver_id: driver.id, vehicle_id: sedan.id })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().data).toMatchObject({
      booking_status: 'assigned',
      driver: { id: driver.id, name: 'Ravi Kumar' },
      vehicle: { id: sedan.id, vehicle_class_id: 'sedan' },
    })
    expect(ids(await tab(app, skyline.token, 'upcoming'))).toContain(booking.id)
    expect(ids(await tab(app, skyline.token, 'accepted'))).not.toContain(booking.id)

    const changed = await assign({ driver_id: other.id, vehicle_id: sedan.id })
    expect(changed.statusCode).toBe(200)
    const ops = await detail(app, admin.token, booking.id)
    expect(ops.assignment.driver.id).toBe(other.id)
    expect(ops.events.at(-1)).toMatchObject({
      actor_kind: 'provider',
      from_status: 'assigned',
      to_status: 'assigned',
      details: { provider_id: skyline.id, driver_id: other.id, vehicle_id: sedan.id },
    })

    await setBooking(app, booking.id, { bookingStatus: 'driver_en_route' })
    const tooLate = await assign({ driver_id: driver.id, vehicle_id: sedan.id })
    expect(tooLate.statusCode).toBe(409)
    expect(tooLate.json().error.message).toBe(m.assignmentClosed)

    await setBooking(app, booking.id, { bookingStatus: 'completed' })
    expect(ids(await tab(app, skyline.token, 'done'))).toContain(booking.id)
    expect(ids(await tab(app, skyline.token, 'upcoming'))).not.toContain(booking.id)
  })

  it('lists only its own active drivers and vehicles', async () => {
    const mine = await addMember(app, admin.token, harbour.id, 'drivers')
    const drivers = await providerCall(app, harbour.token, 'GET', '/drivers')
    expect(drivers.statusCode).toBe(200)
    const driverIds = drivers.json().data.drivers.map((d: { id: string }) => d.id)
    expect(driverIds).toContain(mine.id)
    const theirs = await providerCall(app, skyline.token, 'GET', '/drivers')
    expect(theirs.json().data.drivers.map((d: { id: string }) => d.id)).not.toContain(mine.id)
    const vehicles = await providerCall(app, harbour.token, 'GET', '/vehicles')
    expect(vehicles.statusCode).toBe(200)
    expect(vehicles.json().data.vehicles.length).toBeGreaterThan(0)
  })

  it('refuses to accept a ride an operator assigned directly meanwhile', async () => {
    const booking = await offeredToBoth()
    await setBooking(app, booking.id, { providerId: harbour.id, bookingStatus: 'assigned' })
    const accept = await providerCall(app, skyline.token, 'POST', `/jobs/${booking.id}/accept`)
    expect(accept.statusCode).toBe(409)
    expect(accept.json().error.message).toBe(m.rideTaken)
  })
})
