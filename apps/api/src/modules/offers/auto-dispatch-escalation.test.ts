import { eq } from 'drizzle-orm'
import { DEFAULT_DISPATCH_RULES } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookings, outboundMessages } from '../../db/schema'
import { confirmedBooking } from '../bookings/ops-booking-test-kit'
import { PICKUP_AT } from '../bookings/test-fixtures'
import { saveDispatchRules } from '../catalogue/dispatch-rules-repository'
import {
  bearer,
  mailsTo,
  post,
  signedInAdmin,
  signedInInvitee,
  uniqueOperatorEmail,
  useStepClock,
  type SignedInOperator,
} from '../operators/operator-test-kit'
import { runDispatchStep } from './auto-dispatch'

// Escalation (docs/decisions/035-automatic-dispatch.md#decision): the active admins on duty get
// a mail and, with a mobile, a text; with nobody on duty every active admin does.

const APP_URL = 'https://ridelane.test'
// The area calls in the operators an hour before pickup by default.
const ESCALATION_TIME = new Date(Date.parse(PICKUP_AT) - 60 * 60_000)

let app: App
let caller: SignedInOperator
let onDuty: SignedInOperator
let onDutyNoPhone: { id: string; email: string }
let offDuty: { id: string; email: string }
let dispatcher: { id: string; email: string }
let disabled: { id: string; email: string }

const ownAccount = (operator: SignedInOperator, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: '/api/v1/ops/account',
    payload,
    headers: bearer(operator.token),
  })
const setOperator = async (id: string, payload: object) => {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/v1/ops/operators/${id}`,
    payload,
    headers: bearer(caller.token),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.operator
}
async function invited(role: 'admin' | 'dispatcher') {
  const email = uniqueOperatorEmail(role)
  const response = await post(app, '/ops/operators', { email, role }, bearer(caller.token))
  expect(response.statusCode, response.body).toBe(201)
  return { id: response.json().data.operator.id as string, email }
}

/** A confirmed ride that automatic dispatch gives up on at the area's escalation time. */
async function escalatedRide() {
  const ride = await confirmedBooking(app)
  expect(await runDispatchStep(app.db, ride.id, APP_URL, ESCALATION_TIME)).toBe('escalated')
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, ride.id))
  return row!
}
const textsOf = (bookingId: string) =>
  app.db.select().from(outboundMessages).where(eq(outboundMessages.bookingId, bookingId))
const escalationMailsTo = async (email: string, code: string) =>
  (await mailsTo(app, email)).filter((mail) => mail.subject === `Ride ${code} needs a provider`)

beforeAll(async () => {
  useStepClock()
  // Steps and texts wait for the test, not the worker's beat.
  app = await createTestApp({ env: { JOBS_INTERVAL_MS: '600000' } })
  caller = await signedInAdmin(app)
  onDuty = await signedInInvitee(app, caller.token, 'admin')
  vi.useRealTimers()
  await saveDispatchRules(
    app.db,
    'new-york',
    { ...DEFAULT_DISPATCH_RULES, preferred_provider_ids: [], enabled: true },
    caller.id,
  )
  onDutyNoPhone = await invited('admin')
  offDuty = await invited('admin')
  dispatcher = await invited('dispatcher')
  disabled = await invited('admin')

  // An admin goes on duty with their own mobile, typed as people type it.
  const own = await ownAccount(onDuty, { phone: '+44 7700 900-001', on_duty: true })
  expect(own.statusCode, own.body).toBe(200)
  expect(own.json().data.operator).toMatchObject({ phone: '+447700900001', on_duty: true })
  // The rest are set by an admin where operators are managed.
  await setOperator(onDutyNoPhone.id, { on_duty: true })
  await setOperator(offDuty.id, { phone: '+1 212 555 0102' })
  await setOperator(dispatcher.id, { phone: '+1 212 555 0103', on_duty: true })
  await setOperator(disabled.id, { phone: '+1 212 555 0104', on_duty: true })
  await setOperator(disabled.id, { status: 'disabled' })
  const mine = await ownAccount(caller, { phone: '+1 212 555 0101' })
  expect(mine.statusCode, mine.body).toBe(200)
})
afterAll(() => app.close())

describe('escalation to the admins on duty', () => {
  it('mails and texts the admins on duty, and not those off duty, dispatchers or disabled', async () => {
    const ride = await escalatedRide()

    const texts = await textsOf(ride.id)
    expect(texts.map((text) => [text.channel, text.toNumber, text.body])).toEqual([
      [
        'sms',
        '+447700900001',
        `Ridelane: ride ${ride.bookingCode} needs a provider, pickup Tue 15 Jan, 09:30 New York time: ${APP_URL}/ops/bookings/${ride.id}`,
      ],
    ])
    expect(await escalationMailsTo(onDuty.email, ride.bookingCode)).toHaveLength(1)
    expect(await escalationMailsTo(onDutyNoPhone.email, ride.bookingCode)).toHaveLength(1)
    for (const away of [caller, offDuty, dispatcher, disabled]) {
      expect(await escalationMailsTo(away.email, ride.bookingCode), away.email).toHaveLength(0)
    }

    // Once per ride: a later step finds it escalated and sends nothing more.
    const later = new Date(ESCALATION_TIME.getTime() + 5 * 60_000)
    expect(await runDispatchStep(app.db, ride.id, APP_URL, later)).toBe('idle')
    expect(await textsOf(ride.id)).toHaveLength(1)
    expect(await escalationMailsTo(onDuty.email, ride.bookingCode)).toHaveLength(1)
  })

  it('falls back to every active admin when nobody is on duty, texting those with a mobile', async () => {
    expect((await ownAccount(onDuty, { on_duty: false })).statusCode).toBe(200)
    await setOperator(onDutyNoPhone.id, { on_duty: false })
    try {
      const ride = await escalatedRide()

      const texts = await textsOf(ride.id)
      expect(texts.map((text) => text.toNumber).sort()).toEqual(
        ['+12125550101', '+12125550102', '+447700900001'].sort(),
      )
      for (const admin of [caller, onDuty, onDutyNoPhone, offDuty]) {
        expect(await escalationMailsTo(admin.email, ride.bookingCode), admin.email).toHaveLength(1)
      }
      // A dispatcher and a disabled admin are not called in, on duty or not.
      for (const away of [dispatcher, disabled]) {
        expect(await escalationMailsTo(away.email, ride.bookingCode), away.email).toHaveLength(0)
      }
    } finally {
      expect((await ownAccount(onDuty, { on_duty: true })).statusCode).toBe(200)
      await setOperator(onDutyNoPhone.id, { on_duty: true })
    }
  })
})
