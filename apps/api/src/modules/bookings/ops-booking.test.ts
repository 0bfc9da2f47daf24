import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  bearer,
  signedInAdmin,
  signedInInvitee,
  useStepClock,
} from '../operators/operator-test-kit'
import { transitionBooking } from './transition-booking'
import {
  confirmedBooking,
  detail,
  fleet,
  mailsTo,
  opsCall,
  setBooking,
} from './ops-booking-test-kit'

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>
let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>

beforeAll(async () => {
  useStepClock()
  app = await createTestApp()
  admin = await signedInAdmin(app)
  dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
  // The timeline's order follows the database's clock from here on.
  vi.useRealTimers()
})
afterAll(() => app.close())

const traveller = () => `traveller-${randomUUID().slice(0, 8)}@example.com`
const plate = () => `NY ${randomUUID().slice(0, 6)}`

async function auditOf(id: string) {
  const response = await app.inject({
    url: `/api/v1/ops/audit?target_kind=booking&target_id=${id}`,
    headers: bearer(admin.token),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.entries as Array<{
    action: string
    before: Record<string, unknown>
    after: Record<string, unknown>
    reason: string | null
  }>
}

describe('GET /ops/bookings/:id', () => {
  it('shows what the traveller entered, the fare, payment, timeline and a refund preview', async () => {
    const email = traveller()
    const { id, booking_code } = await confirmedBooking(app, email, 'fr')
    const data = await detail(app, dispatcher.token, id)
    expect(data.booking).toMatchObject({
      id,
      booking_code,
      email,
      language: 'fr',
      name: 'Amara Okafor',
      flight_number: 'BA 117',
      driver_instructions: 'Two large suitcases',
      booking_status: 'confirmed',
      payment_status: 'success',
      total_price: 80.15,
      passengers: 2,
      ride_type: 'one-way',
    })
    expect(data.version).toBeGreaterThan(1)
    expect(data.assignment).toEqual({ provider: null, driver: null, vehicle: null })
    expect(data.vehicle_class_id).toBe('sedan')
    expect(data.refund).toBeNull()
    // A Sedan cancelled years ahead: the whole fare back by the policy.
    expect(data.refund_if_cancelled_now).toMatchObject({
      paid: 80.15,
      policy_percent: 100,
      policy_amount: 80.15,
      full_amount: 80.15,
    })
    expect(data.events.map((e: { to_status: string }) => e.to_status)).toEqual([
      'pending_payment',
      'confirmed',
    ])
    expect(data.next_statuses).toEqual(expect.arrayContaining(['assigned', 'cancelled']))
    expect(data.notes).toEqual([])
  })

  it('answers 404 for an unknown id and 400 for one that cannot be an id', async () => {
    const unknown = await opsCall(app, admin.token, 'GET', `/${randomUUID()}`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } })
    const bad = await opsCall(app, admin.token, 'GET', '/not-an-id')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ success: false, error: { code: 'BAD_REQUEST' } })
  })

  it('finds a booking by its code, whatever the case', async () => {
    const { id, booking_code } = await confirmedBooking(app, traveller())
    const found = await opsCall(app, admin.token, 'GET', `/by-code/${booking_code.toLowerCase()}`)
    expect(found.json().data).toEqual({ id, booking_code })
    const missing = await opsCall(app, admin.token, 'GET', '/by-code/RL-NOPE')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe('No booking has this code.')
  })
})

describe('assigning provider, driver and vehicle', () => {
  it('moves a confirmed booking to assigned, audits it, times it and mails the traveller', async () => {
    const email = traveller()
    const { id } = await confirmedBooking(app, email)
    const { provider, driver, vehicle } = await fleet(app, admin.token, plate())
    const { version } = await detail(app, admin.token, id)
    const response = await opsCall(app, dispatcher.token, 'POST', `/${id}/assignment`, {
      expected_version: version,
      provider_id: provider.id,
      driver_id: driver.id,
      vehicle_id: vehicle.id,
    })
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.booking.booking_status).toBe('assigned')
    expect(data.assignment).toMatchObject({
      provider: { id: provider.id, name: 'Skyline Cabs' },
      driver: { id: driver.id, name: 'Ravi Kumar' },
      vehicle: { id: vehicle.id, make_model: 'Toyota Camry' },
    })
    expect(data.version).toBe(version + 1)
    expect(data.events.at(-1)).toMatchObject({
      actor_kind: 'operator',
      actor_id: dispatcher.id,
      actor_email: dispatcher.email,
      from_status: 'confirmed',
      to_status: 'assigned',
      details: { provider_id: provider.id, driver_id: driver.id, vehicle_id: vehicle.id },
    })
    const [entry] = await auditOf(id)
    expect(entry).toMatchObject({
      action: 'booking.assign',
      before: { booking_status: 'confirmed', provider_id: null },
      after: { booking_status: 'assigned', provider_id: provider.id, vehicle_id: vehicle.id },
    })
    const mail = (await mailsTo(app, email)).find((m) => m.subject.startsWith('Your driver'))
    expect(mail?.textBody).toContain('Your driver: Ravi Kumar')
    expect(mail?.textBody).toContain('Pickup: “JFK Airport, Queens, NY”')
    // Every mail after confirmation carries the ride page's link.
    expect(mail?.textBody).toMatch(/Your ride page: \S+\/rides\/[A-Z0-9]+#\S+/)
  })

  it('refuses a driver or vehicle of another provider, and a vehicle of another class', async () => {
    const { id } = await confirmedBooking(app, traveller())
    const ours = await fleet(app, admin.token, plate())
    const theirs = await fleet(app, admin.token, plate())
    const { vehicle: suv } = await ours.add('vehicles', {
      vehicle_class_id: 'suv',
      make_model: 'Toyota Highlander',
      colour: 'Black',
      plate: plate(),
      seats: 6,
    })
    const { version } = await detail(app, admin.token, id)
    const attempt = (change: object) =>
      opsCall(app, admin.token, 'POST', `/${id}/assignment`, {
        expected_version: version,
        provider_id: ours.provider.id,
        ...change,
      })
    const cases: Array<[object, string, string]> = [
      [
        { driver_id: theirs.driver.id },
        'driver_id',
        'This driver does not work for the chosen provider.',
      ],
      [
        { vehicle_id: theirs.vehicle.id },
        'vehicle_id',
        'This vehicle does not belong to the chosen provider.',
      ],
      [
        { vehicle_id: suv.id },
        'vehicle_id',
        'This booking is for a Sedan; this vehicle is a SUV. Choose a Sedan or a better class.',
      ],
    ]
    for (const [change, path, message] of cases) {
      const refused = await attempt(change)
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json().error.details).toEqual([{ path, message }])
    }
    expect((await detail(app, admin.token, id)).booking.booking_status).toBe('confirmed')
    expect(await auditOf(id)).toEqual([])
  })

  it('lets one of two operators assigning at once win; the other gets 409', async () => {
    const { id } = await confirmedBooking(app, traveller())
    const first = await fleet(app, admin.token, plate())
    const second = await fleet(app, admin.token, plate())
    const { version } = await detail(app, admin.token, id)
    const assign = (token: string, f: typeof first) =>
      opsCall(app, token, 'POST', `/${id}/assignment`, {
        expected_version: version,
        provider_id: f.provider.id,
        driver_id: f.driver.id,
      })
    const answers = await Promise.all([
      assign(admin.token, first),
      assign(dispatcher.token, second),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const conflict = answers.find((a) => a.statusCode === 409)!
    expect(conflict.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'Someone else changed this booking while you were looking at it. Reload it to see what changed.',
    })
    expect((await auditOf(id)).length).toBe(1)
  })
})

describe('moving the pickup time', () => {
  it('takes a local time in the pickup’s zone, times it, audits it and mails the traveller', async () => {
    const email = traveller()
    const { id } = await confirmedBooking(app, email)
    const { version } = await detail(app, admin.token, id)
    const response = await opsCall(app, dispatcher.token, 'POST', `/${id}/pickup-time`, {
      expected_version: version,
      date: '2030-01-15',
      time: '11:45',
      reason: 'Flight BA 117 lands late',
    })
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    // 11:45 in New York in January is 16:45 UTC.
    expect(data.booking.pickup_time).toBe('2030-01-15T16:45:00.000Z')
    expect(data.events.at(-1)).toMatchObject({
      to_status: 'confirmed',
      reason: 'Flight BA 117 lands late',
      details: { change: 'pickup_time', pickup_time_after: '2030-01-15T16:45:00.000Z' },
    })
    const [entry] = await auditOf(id)
    expect(entry).toMatchObject({
      action: 'booking.move_pickup',
      before: { pickup_time: '2030-01-15T14:30:00.000Z' },
      after: { pickup_time: '2030-01-15T16:45:00.000Z' },
      reason: 'Flight BA 117 lands late',
    })
    const mail = (await mailsTo(app, email)).find((m) => m.subject.startsWith('Your pickup time'))
    expect(mail?.textBody).toContain('11:45')
    expect(mail?.textBody).toMatch(/Your ride page: \S+\/rides\/[A-Z0-9]+#\S+/)
  })

  it('refuses a time in the past, a missing reason and a stale version', async () => {
    const { id } = await confirmedBooking(app, traveller())
    const { version } = await detail(app, admin.token, id)
    const move = (body: object) =>
      opsCall(app, admin.token, 'POST', `/${id}/pickup-time`, {
        expected_version: version,
        date: '2030-01-15',
        time: '11:45',
        reason: 'Late flight',
        ...body,
      })
    const past = await move({ date: '2020-01-01' })
    expect(past.statusCode).toBe(400)
    expect(past.json().error.details).toEqual([
      { path: 'time', message: 'Pickup time is in the past' },
    ])
    const noReason = await move({ reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.details[0]).toMatchObject({
      path: 'reason',
      message: 'Please say why.',
    })
    const stale = await move({ expected_version: version - 1 })
    expect(stale.statusCode).toBe(409)
    expect(await auditOf(id)).toEqual([])
  })
})

describe('cancelling', () => {
  it('records the policy refund on the booking and its event, audits it and mails the traveller', async () => {
    const email = traveller()
    const { id } = await confirmedBooking(app, email)
    const { version } = await detail(app, dispatcher.token, id)
    const response = await opsCall(app, dispatcher.token, 'POST', `/${id}/cancel`, {
      expected_version: version,
      reason: 'Traveller asked by phone',
      refund: 'policy',
    })
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.booking.booking_status).toBe('cancelled')
    expect(data.refund).toEqual({ amount: 80.15, percent: 100 })
    expect(data.refund_if_cancelled_now).toBeNull()
    expect(data.events.at(-1)).toMatchObject({
      to_status: 'cancelled',
      reason: 'Traveller asked by phone',
      details: { refund_basis: 'policy', refund_percent: '100', refund_amount: '80.15' },
    })
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'booking.cancel',
      before: { booking_status: 'confirmed', refund_amount: null },
      after: { booking_status: 'cancelled', refund_amount: 80.15, refund_percent: 100 },
    })
    const mail = (await mailsTo(app, email)).find((m) => m.subject.includes('cancelled'))
    expect(mail?.textBody).toContain('We will refund $80.15 USD')
    expect(mail?.textBody).toMatch(/Your ride page: \S+\/rides\/[A-Z0-9]+#\S+/)
  })

  it('gives no refund by the policy at short notice, but an admin may refund in full', async () => {
    const soon = new Date(Date.now() + 2 * 3_600_000)
    const first = await confirmedBooking(app, traveller())
    await setBooking(app, first.id, { pickupTime: soon })
    const preview = (await detail(app, admin.token, first.id)).refund_if_cancelled_now
    expect(preview).toMatchObject({ policy_percent: 0, policy_amount: 0, full_amount: 80.15 })

    const byDispatcher = await opsCall(app, dispatcher.token, 'POST', `/${first.id}/cancel`, {
      expected_version: (await detail(app, admin.token, first.id)).version,
      reason: 'Vehicle broke down',
      refund: 'full',
    })
    expect(byDispatcher.statusCode).toBe(403)
    expect(byDispatcher.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only an admin can refund a booking in full.',
    })
    const byAdmin = await opsCall(app, admin.token, 'POST', `/${first.id}/cancel`, {
      expected_version: (await detail(app, admin.token, first.id)).version,
      reason: 'Vehicle broke down',
      refund: 'full',
    })
    expect(byAdmin.statusCode, byAdmin.body).toBe(200)
    expect(byAdmin.json().data.refund).toEqual({ amount: 80.15, percent: 100 })

    const second = await confirmedBooking(app, traveller())
    await setBooking(app, second.id, { pickupTime: soon })
    const byPolicy = await opsCall(app, dispatcher.token, 'POST', `/${second.id}/cancel`, {
      expected_version: (await detail(app, admin.token, second.id)).version,
      reason: 'Changed plans',
    })
    expect(byPolicy.json().data.refund).toEqual({ amount: 0, percent: 0 })
  })

  it('refunds paid add-ons by their own rule when the ride’s notice is too short', async () => {
    // Hourly hire of a small vehicle needs 48 hours' notice; add-ons need 24.
    const booking = await confirmedBooking(app, traveller())
    await setBooking(app, booking.id, {
      rideType: 'hourly',
      pickupTime: new Date(Date.now() + 30 * 3_600_000),
      meetGreetApplicable: true,
      meetGreetChargeCents: 1_500,
      totalCents: 9_515,
    })
    const preview = (await detail(app, admin.token, booking.id)).refund_if_cancelled_now
    expect(preview).toMatchObject({
      paid: 95.15,
      policy_percent: 0,
      add_ons_paid: 15,
      add_on_percent: 100,
      policy_amount: 15,
    })
    const cancelled = await opsCall(app, dispatcher.token, 'POST', `/${booking.id}/cancel`, {
      expected_version: (await detail(app, admin.token, booking.id)).version,
      reason: 'Meeting moved',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().data.refund).toEqual({ amount: 15, percent: 0 })
    expect(cancelled.json().data.events.at(-1).details).toMatchObject({
      refund_percent: '0',
      add_on_refund_percent: '100',
      refund_amount: '15.00',
    })
  })

  it('refuses to cancel a booking twice', async () => {
    const { id } = await confirmedBooking(app, traveller())
    const cancel = async () =>
      opsCall(app, admin.token, 'POST', `/${id}/cancel`, {
        expected_version: (await detail(app, admin.token, id)).version,
        reason: 'Duplicate',
      })
    expect((await cancel()).statusCode).toBe(200)
    const again = await cancel()
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('INVALID_TRANSITION')
  })
})

describe('no-show and completion', () => {
  async function arrived() {
    const { id } = await confirmedBooking(app, traveller())
    const { provider, driver } = await fleet(app, admin.token, plate())
    const operator = { kind: 'operator' as const, id: admin.id }
    // The driver reached the pickup two hours ago.
    const now = new Date(Date.now() - 2 * 3_600_000)
    await transitionBooking(app.db, id, {
      to: 'assigned',
      actor: operator,
      input: { providerId: provider.id, driverId: driver.id },
      now,
    })
    await transitionBooking(app.db, id, { to: 'driver_en_route', actor: operator, now })
    await transitionBooking(app.db, id, { to: 'driver_arrived', actor: operator, now })
    return id
  }

  it('refuses a no-show before the free waiting time ends, then records it', async () => {
    const id = await arrived()
    const early = await opsCall(app, admin.token, 'POST', `/${id}/no-show`, {
      expected_version: (await detail(app, admin.token, id)).version,
    })
    expect(early.statusCode).toBe(409)
    // On the pickup's clock, as the operator and the traveller read it, not in UTC.
    expect(early.json().error.message).toMatch(
      /^The free waiting time runs until \w{3} \d{1,2} \w{3}, \d{2}:\d{2} New York time; the passenger cannot be marked as a no-show before then\.$/,
    )
    expect(await auditOf(id)).toEqual([])

    // The booked pickup was three hours ago: the free hour at the airport is over.
    await setBooking(app, id, { pickupTime: new Date(Date.now() - 3 * 3_600_000) })
    const late = await opsCall(app, dispatcher.token, 'POST', `/${id}/no-show`, {
      expected_version: (await detail(app, admin.token, id)).version,
    })
    expect(late.statusCode, late.body).toBe(200)
    expect(late.json().data.booking.booking_status).toBe('no_show')
    expect(late.json().data.events.at(-1)).toMatchObject({
      to_status: 'no_show',
      actor_id: dispatcher.id,
    })
    expect((await auditOf(id))[0]).toMatchObject({ action: 'booking.no_show' })
  })

  it('marks a ride completed with a reason, and refuses without one', async () => {
    const id = await arrived()
    const version = (await detail(app, admin.token, id)).version
    const noReason = await opsCall(app, admin.token, 'POST', `/${id}/complete`, {
      expected_version: version,
    })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.details).toEqual([{ path: 'reason', message: 'Please say why.' }])
    const done = await opsCall(app, admin.token, 'POST', `/${id}/complete`, {
      expected_version: version,
      reason: 'Driver’s phone died; traveller confirmed the ride',
    })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().data.booking.booking_status).toBe('completed')
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'booking.complete',
      after: { booking_status: 'completed' },
    })
  })
})

describe('confirmation mail and notes', () => {
  it('queues the confirmation again and audits it; refuses for an unpaid booking', async () => {
    const email = traveller()
    const { id } = await confirmedBooking(app, email)
    const before = (await mailsTo(app, email)).length
    const sent = await opsCall(app, dispatcher.token, 'POST', `/${id}/resend-confirmation`)
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json().data.message).toBe('The confirmation is queued to be sent again.')
    const mails = await mailsTo(app, email)
    expect(mails.length).toBe(before + 1)
    expect(mails.every((m) => m.subject.startsWith('Your Ridelane ride is confirmed'))).toBe(true)
    expect((await auditOf(id))[0]).toMatchObject({ action: 'booking.resend_confirmation' })

    const cancelled = await opsCall(app, admin.token, 'POST', `/${id}/cancel`, {
      expected_version: (await detail(app, admin.token, id)).version,
      reason: 'Duplicate',
    })
    expect(cancelled.statusCode).toBe(200)
    const refused = await opsCall(app, dispatcher.token, 'POST', `/${id}/resend-confirmation`)
    expect(refused.statusCode).toBe(409)
  })

  it('keeps notes for operators with author and time, never for the traveller', async () => {
    const created = await confirmedBooking(app, traveller())
    const added = await opsCall(app, dispatcher.token, 'POST', `/${created.id}/notes`, {
      body: 'Traveller prefers a call, not WhatsApp',
    })
    expect(added.statusCode, added.body).toBe(201)
    const { notes } = await detail(app, admin.token, created.id)
    expect(notes).toEqual([
      expect.objectContaining({
        body: 'Traveller prefers a call, not WhatsApp',
        author: { id: dispatcher.id, email: dispatcher.email },
      }),
    ])
    const empty = await opsCall(app, admin.token, 'POST', `/${created.id}/notes`, { body: '  ' })
    expect(empty.statusCode).toBe(400)
    expect((await auditOf(created.id))[0]).toMatchObject({ action: 'booking.note' })
    const asTraveller = await app.inject({
      url: `/api/v1/bookings/${created.id}`,
      headers: { 'x-booking-token': created.access_token },
    })
    expect(asTraveller.body).not.toContain('prefers a call')
  })
})
