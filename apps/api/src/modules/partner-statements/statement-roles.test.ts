import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  bearer as operatorBearer,
  signedInAdmin,
  signedInInvitee,
  useStepClock,
} from '../operators/operator-test-kit'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { actAsApiKey, asApiKey, insertPartnerBooking } from './statement-test-kit'

const month = '2030-03'
const portalOnly = 'API keys cannot use this call; sign in to the partner portal.'
const signInAgain = 'Your session has expired or is not valid. Please sign in.'

describe('who may read statements, invoices and the booking list', () => {
  let app: App
  let partner: Awaited<ReturnType<typeof approvedPartner>>
  let other: Awaited<ReturnType<typeof approvedPartner>>
  let booking: { id: string; bookingCode: string }
  let theirs: { id: string; bookingCode: string }

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp({ configure: actAsApiKey })
    partner = await approvedPartner(app)
    other = await approvedPartner(app)
    booking = await insertPartnerBooking(app, {
      partnerId: partner.partnerId,
      onAccount: true,
      pickupTime: '2030-03-10T14:00:00Z',
    })
    theirs = await insertPartnerBooking(app, {
      partnerId: other.partnerId,
      onAccount: true,
      pickupTime: '2030-03-11T14:00:00Z',
    })
  })
  afterAll(() => app.close())

  const statementUrls = ['statement', 'statement.csv', 'statement.pdf'].map(
    (path) => `/api/v1/partners/${path}?month=${month}`,
  )
  const listUrls = ['/api/v1/partners/bookings', '/api/v1/partners/bookings.csv']
  const invoiceUrl = (id: string) => `/api/v1/partners/bookings/${id}/invoice.pdf`

  it('answers 401 without a token or with one that opens no session', async () => {
    for (const url of [...statementUrls, ...listUrls, invoiceUrl(booking.id)]) {
      for (const headers of [{}, bearer('not-a-session-token')]) {
        const response = await app.inject({ url, headers })
        expect(response.statusCode, url).toBe(401)
        expect(response.json().error).toEqual({ code: 'UNAUTHORIZED', message: signInAgain })
      }
    }
  })

  it('keeps statements to the portal: an API key gets 403, whatever its scopes', async () => {
    for (const url of statementUrls) {
      const refused = await app.inject({
        url,
        headers: asApiKey(partner.token, ['quotes', 'bookings:read', 'bookings:write']),
      })
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: portalOnly })
      const allowed = await app.inject({ url, headers: bearer(partner.token) })
      expect(allowed.statusCode, url).toBe(200)
    }
  })

  it('lets an API key list, export and invoice only with bookings:read', async () => {
    for (const url of [...listUrls, invoiceUrl(booking.id)]) {
      const refused = await app.inject({
        url,
        headers: asApiKey(partner.token, ['quotes', 'bookings:write']),
      })
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'This API key does not have the bookings:read scope.',
      })
      const allowed = await app.inject({ url, headers: asApiKey(partner.token, ['bookings:read']) })
      expect(allowed.statusCode, url).toBe(200)
    }
    const list = await app.inject({
      url: listUrls[0]!,
      headers: asApiKey(partner.token, ['bookings:read']),
    })
    expect(list.json().data.bookings.map((b: { id: string }) => b.id)).toEqual([booking.id])
  })

  it('gives a test key neither an invoice nor a row of its partner’s real bookings', async () => {
    const headers = asApiKey(partner.token, ['bookings:read'], 'test')
    const invoice = await app.inject({ url: invoiceUrl(booking.id), headers })
    expect(invoice.statusCode).toBe(404)
    expect(invoice.body).not.toContain(booking.bookingCode)
    for (const url of listUrls) {
      const listed = await app.inject({ url: `${url}?test=true`, headers })
      expect(listed.statusCode, url).toBe(200)
      expect(listed.body, url).not.toContain(booking.bookingCode)
    }
  })

  it('answers 404 for another partner’s invoice, and shows none of its data', async () => {
    const response = await app.inject({
      url: invoiceUrl(theirs.id),
      headers: bearer(partner.token),
    })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain(theirs.bookingCode)
    const csv = await app.inject({ url: listUrls[1]!, headers: bearer(partner.token) })
    expect(csv.body).toContain(booking.bookingCode)
    expect(csv.body).not.toContain(theirs.bookingCode)
    const statement = await app.inject({ url: statementUrls[0]!, headers: bearer(partner.token) })
    expect(statement.body).not.toContain(theirs.bookingCode)
  })

  it('lets a dispatcher and an admin read any partner’s statement in the console, not a partner', async () => {
    const admin = await signedInAdmin(app)
    const dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
    const urls = ['statement', 'statement.csv', 'statement.pdf'].map(
      (path) => `/api/v1/ops/partners/${partner.partnerId}/${path}?month=${month}`,
    )
    for (const url of urls) {
      for (const headers of [{}, bearer(partner.token)]) {
        const refused = await app.inject({ url, headers })
        expect(refused.statusCode, url).toBe(401)
      }
      for (const token of [dispatcher.token, admin.token]) {
        const allowed = await app.inject({ url, headers: operatorBearer(token) })
        expect(allowed.statusCode, url).toBe(200)
      }
    }
    const json = await app.inject({ url: urls[0]!, headers: operatorBearer(dispatcher.token) })
    expect(json.json().data.bookings.map((b: { booking_code: string }) => b.booking_code)).toEqual([
      booking.bookingCode,
    ])
    const unknown = await app.inject({
      url: `/api/v1/ops/partners/00000000-0000-4000-8000-000000000000/statement?month=${month}`,
      headers: operatorBearer(admin.token),
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: 'No partner has this id.' })
  })
})
