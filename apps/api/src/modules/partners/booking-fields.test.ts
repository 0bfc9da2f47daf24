import { bookingFieldsMessages as m, DEFAULT_BOOKING_FIELDS } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings, mailOutbox, partners } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  bookingPayload,
  bookingToken,
  completion,
  postBooking,
  signQuote,
} from '../bookings/test-fixtures'
import { createKey, keyPartner } from '../partner-api-keys/api-keys-test-kit'
import { signedInMember } from '../partner-team/team-test-kit'
import { bearer } from './partner-test-kit'

// Corporate booking fields (issue 36, item 2; docs/decisions/045-corporate-booking-fields.md).

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

const corporate = {
  cost_centre: {
    mode: 'required',
    centres: [{ code: 'SALES', name: 'Sales team' }, { code: 'OPS' }],
  },
  booking_reference: { mode: 'optional', label: 'PO number', mask: 'PO-####' },
}

const fieldsCall = (token: string | null, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  app.inject({
    method,
    url: '/api/v1/partners/booking-fields',
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  })

async function corporatePartner(fields: object = corporate) {
  const partner = await keyPartner(app)
  const saved = await fieldsCall(partner.token, 'PUT', fields)
  expect(saved.statusCode, saved.body).toBe(200)
  return partner
}

const book = async (token: string, overrides: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/partners/bookings',
    payload: bookingPayload(await signQuote(app), overrides),
    headers: bearer(token),
  })

const stored = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!

describe('GET and PUT /partners/booking-fields', () => {
  it('starts off, and an admin sets cost centres and a reference format', async () => {
    const partner = await keyPartner(app)
    const initial = await fieldsCall(partner.token)
    expect(initial.statusCode).toBe(200)
    expect(initial.json().data).toEqual(DEFAULT_BOOKING_FIELDS)

    const saved = await fieldsCall(partner.token, 'PUT', corporate)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.message).toBe(m.saved)
    const expected = {
      cost_centre: {
        mode: 'required',
        centres: [
          { code: 'SALES', name: 'Sales team' },
          { code: 'OPS', name: '' },
        ],
      },
      booking_reference: { mode: 'optional', label: 'PO number', mask: 'PO-####' },
    }
    expect(saved.json().data.fields).toEqual(expected)
    expect((await fieldsCall(partner.token)).json().data).toEqual(expected)
  })

  it('refuses bad settings with a 400 naming the field', async () => {
    const partner = await keyPartner(app)
    const duplicate = await fieldsCall(partner.token, 'PUT', {
      ...corporate,
      cost_centre: { mode: 'optional', centres: [{ code: 'A' }, { code: 'a' }] },
    })
    expect(duplicate.statusCode).toBe(400)
    expect(duplicate.json().error.details).toEqual([
      { path: 'cost_centre.centres.1.code', message: m.duplicateCode('a') },
    ])
    const empty = await fieldsCall(partner.token, 'PUT', {
      ...corporate,
      cost_centre: { mode: 'required', centres: [] },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe(m.centresNeeded)
    const mode = await fieldsCall(partner.token, 'PUT', {
      ...corporate,
      booking_reference: { mode: 'always' },
    })
    expect(mode.statusCode).toBe(400)
    expect(mode.json().error.message).toBe(m.modeInvalid)
    expect((await fieldsCall(partner.token)).json().data).toEqual(DEFAULT_BOOKING_FIELDS)
  })

  it('is read by the team and its keys, changed by admins only, and each account sees its own', async () => {
    const owner = await corporatePartner()
    const booker = await signedInMember(app, owner.token, 'booker')
    const admin = await signedInMember(app, owner.token, 'admin')
    const { key } = await createKey(app, owner.token)
    const other = await keyPartner(app)

    expect((await fieldsCall(null)).statusCode).toBe(401)
    expect((await fieldsCall(null, 'PUT', corporate)).statusCode).toBe(401)
    for (const token of [booker.token, admin.token, key]) {
      const read = await fieldsCall(token)
      expect(read.statusCode).toBe(200)
      expect(read.json().data.cost_centre.centres[0].code).toBe('SALES')
    }
    // Another partner reads and writes only its own settings.
    expect((await fieldsCall(other.token)).json().data).toEqual(DEFAULT_BOOKING_FIELDS)

    const offAgain = { ...corporate, cost_centre: { mode: 'off', centres: [] } }
    const byBooker = await fieldsCall(booker.token, 'PUT', offAgain)
    expect(byBooker.statusCode).toBe(403)
    expect(byBooker.json().error.message).toBe('Only an admin of your account can do this.')
    const byKey = await fieldsCall(key, 'PUT', offAgain)
    expect(byKey.statusCode).toBe(403)
    expect(byKey.json().error.message).toBe(
      'API keys cannot use this call; sign in to the partner portal.',
    )
    expect((await fieldsCall(other.token, 'PUT', offAgain)).statusCode).toBe(200)
    expect((await fieldsCall(owner.token)).json().data.cost_centre.mode).toBe('required')

    expect((await fieldsCall(admin.token, 'PUT', offAgain)).statusCode).toBe(200)
    expect((await fieldsCall(owner.token)).json().data.cost_centre.mode).toBe('off')
  })
})

describe('the OpenAPI document', () => {
  it('lists the calls, and the booking and statement fields', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json()
    for (const method of ['get', 'put']) {
      expect(doc.paths['/api/v1/partners/booking-fields']?.[method]?.tags).toEqual(['partners'])
    }
    expect(doc.paths['/api/v1/partners/bookings']?.post).toBeDefined()
    expect(JSON.stringify(doc)).toContain('Partners only: one of the account’s cost centre codes')
  })
})

describe('a partner booking’s cost centre and reference', () => {
  it('are checked against the settings, each problem a 400 naming its field', async () => {
    const partner = await corporatePartner()
    const missing = await book(partner.token)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: m.costCentreRequired,
      details: [{ path: 'cost_centre', message: m.costCentreRequired }],
    })
    const wrong = await book(partner.token, { cost_centre: 'HR', booking_reference: 'PO-12' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.details).toEqual([
      { path: 'cost_centre', message: m.costCentreUnknown('HR') },
      {
        path: 'booking_reference',
        message: 'booking_reference (PO number) must be "PO-" then 4 digits, for example PO-1234',
      },
    ])
    const tooLong = await book(partner.token, { cost_centre: 'x'.repeat(31) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.message).toBe(m.costCentreTooLong)
  })

  it('are kept on the booking, the cost centre in the account’s spelling', async () => {
    const partner = await corporatePartner()
    const booked = await book(partner.token, {
      cost_centre: 'sales',
      booking_reference: 'PO-0042',
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const row = await stored(booked.json().data.id)
    expect(row.costCentre).toBe('SALES')
    expect(row.bookingReference).toBe('PO-0042')

    // The partner's ride page shows them; the traveller's link does not.
    const { id, booking_code: code, access_token: token } = booked.json().data
    const asPartner = await app.inject({
      url: `/api/v1/rides/${id}`,
      headers: bearer(partner.token),
    })
    expect(asPartner.json().data).toMatchObject({
      viewer: 'partner',
      cost_centre: 'SALES',
      booking_reference: 'PO-0042',
    })
    const asTraveller = await app.inject({
      url: `/api/v1/rides/${code}`,
      headers: { 'x-booking-token': token },
    })
    expect(asTraveller.json().data).toMatchObject({
      viewer: 'traveller',
      cost_centre: null,
      booking_reference: null,
    })

    // The optional reference may stay out; POST /bookings with the partner's token is the same.
    const viaBookings = await postBooking(
      app,
      bookingPayload(await signQuote(app), { cost_centre: 'OPS' }),
      bearer(partner.token),
    )
    expect(viaBookings.statusCode, viaBookings.body).toBe(201)
    const second = await stored(viaBookings.json().data.id)
    expect(second.costCentre).toBe('OPS')
    expect(second.bookingReference).toBeNull()
  })

  it('may be changed while the booking awaits payment, by the same rules', async () => {
    const partner = await corporatePartner()
    const booked = await book(partner.token, { cost_centre: 'SALES' })
    const { id, access_token: token } = booked.json().data
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/bookings/${id}`,
        payload,
        headers: bookingToken(token),
      })
    const bad = await patch({ cost_centre: '' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details).toEqual([
      { path: 'cost_centre', message: m.costCentreRequired },
    ])
    expect((await patch({ cost_centre: 'ops', booking_reference: 'PO-7777' })).statusCode).toBe(200)
    const row = await stored(id)
    expect([row.costCentre, row.bookingReference]).toEqual(['OPS', 'PO-7777'])
  })

  it('are refused where the account does not use them, and on a traveller’s own booking', async () => {
    const partner = await keyPartner(app)
    const off = await book(partner.token, { cost_centre: 'SALES', booking_reference: 'X' })
    expect(off.statusCode).toBe(400)
    expect(off.json().error.details).toEqual([
      { path: 'cost_centre', message: m.costCentreOff },
      { path: 'booking_reference', message: m.referenceOff },
    ])
    // Without them the account books as before.
    expect((await book(partner.token)).statusCode).toBe(201)

    const traveller = await postBooking(
      app,
      bookingPayload(await signQuote(app), { booking_reference: 'PO-1234' }),
    )
    expect(traveller.statusCode).toBe(400)
    expect(traveller.json().error.details).toEqual([
      { path: 'booking_reference', message: m.notForTravellers },
    ])
    const plain = await postBooking(app, bookingPayload(await signQuote(app)))
    expect(plain.statusCode).toBe(201)
    expect((await stored(plain.json().data.id)).costCentre).toBeNull()
  })

  it('free text up to 50 characters when the reference has no format', async () => {
    const partner = await corporatePartner({
      cost_centre: { mode: 'off', centres: [] },
      booking_reference: { mode: 'required', label: 'Project', mask: '' },
    })
    const missing = await book(partner.token)
    expect(missing.json().error.message).toBe(m.referenceRequired('Project'))
    const long = await book(partner.token, { booking_reference: 'x'.repeat(51) })
    expect(long.statusCode).toBe(400)
    const booked = await book(partner.token, { booking_reference: '=Apollo 11' })
    expect(booked.statusCode, booked.body).toBe(201)
    expect((await stored(booked.json().data.id)).bookingReference).toBe('=Apollo 11')
  })
})

describe('the booker and the traveller', () => {
  it('keeps who booked apart from the traveller, whose own address gets the ride mail', async () => {
    const owner = await keyPartner(app)
    const booker = await signedInMember(app, owner.token, 'booker')
    const booked = await book(booker.token, {
      name: 'Guest Traveller',
      email: 'guest.traveller@example.com',
      phone_number: '+1 212 555 0199',
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const { id } = booked.json().data
    await app.db
      .update(partners)
      .set({ onAccountSince: new Date() })
      .where(eq(partners.id, owner.partnerId))
    const done = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${id}/complete`,
      headers: bearer(booker.token),
      payload: completion(),
    })
    expect(done.statusCode, done.body).toBe(200)
    const row = await stored(id)
    expect(row.bookedBy).toBe(booker.email)
    expect([row.name, row.email, row.phoneNumber]).toEqual([
      'Guest Traveller',
      'guest.traveller@example.com',
      '+12125550199',
    ])

    const mailsTo = async (address: string) =>
      (
        await app.db
          .select({ subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, address))
      ).filter((mail) => mail.subject.includes(row.bookingCode))
    expect(await mailsTo('guest.traveller@example.com')).not.toHaveLength(0)
    expect(await mailsTo(booker.email)).toHaveLength(0)

    const list = await app.inject({
      url: '/api/v1/partners/bookings',
      headers: bearer(owner.token),
    })
    const item = list.json().data.bookings.find((b: { id: string }) => b.id === id)
    expect(item).toMatchObject({
      guest_name: 'Guest Traveller',
      booked_by: booker.email,
      cost_centre: null,
      booking_reference: null,
    })
  })
})

describe('the bookings CSV', () => {
  it('has the cost centre and reference beside who booked, formulas defused', async () => {
    const partner = await corporatePartner({
      cost_centre: { mode: 'optional', centres: [{ code: 'SALES' }] },
      booking_reference: { mode: 'optional', label: 'Ref', mask: '' },
    })
    const booked = await book(partner.token, {
      cost_centre: 'SALES',
      booking_reference: '=HYPERLINK("http://evil.example")',
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const csv = await app.inject({
      url: '/api/v1/partners/bookings.csv',
      headers: bearer(partner.token),
    })
    const lines = csv.body.trim().split('\n')
    expect(lines[0]).toContain('Booked by,Cost centre,Booking reference,Gross')
    expect(lines[1]).toContain(`${partner.email},SALES,"'=HYPERLINK(""http://evil.example"")"`)
  })
})
