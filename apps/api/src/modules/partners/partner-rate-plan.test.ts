import { ratePlanMessages, RECEIPT_WITH_PARTNER_TEXT } from '@ridelane/domain'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings, mailOutbox, partners } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookingPayload, completion, postBooking, signQuote } from '../bookings/test-fixtures'
import { signedInAdmin, signedInInvitee, useStepClock } from '../operators/operator-test-kit'
import { oneWayRequest } from '../pricing/price-request-test-kit'
import { signedInProviderUser } from '../provider-accounts/provider-accounts-test-kit'
import { createdProvider } from '../registry/registry-test-kit'
import { pdfText } from '../rides/receipt-test-kit'
import { approvedPartner, bearer } from './partner-test-kit'

// Rate plans per partner (issue 36, item 1; docs/decisions/043-partner-rate-plans.md).

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>
beforeAll(async () => {
  useStepClock()
  app = await createTestApp()
  admin = await signedInAdmin(app)
})
afterAll(() => app?.close())

const netPlan = (overrides: Record<string, unknown> = {}) => ({
  kind: 'net',
  net_percent: 20,
  markup_percent: 15,
  hide_prices: false,
  net_rates: [],
  ...overrides,
})

const setPlan = (token: string, id: string, plan: object, reason?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/ops/partners/${id}/rate-plan`,
    payload: { plan, ...(reason ? { reason } : {}) },
    headers: bearer(token),
  })

async function netPartner(plan: object = netPlan()) {
  const partner = await approvedPartner(app, 10)
  const response = await setPlan(admin.token, partner.partnerId, plan)
  expect(response.statusCode, response.body).toBe(200)
  return partner
}

const stored = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!

async function book(token: string, overrides: Record<string, unknown> = {}) {
  const response = await postBooking(app, bookingPayload(await signQuote(app), overrides), {
    ...bearer(token),
  })
  return response
}

async function confirmOnAccount(partnerId: string, token: string, id: string) {
  await app.db
    .update(partners)
    .set({ onAccountSince: new Date() })
    .where(eq(partners.id, partnerId))
  const done = await app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${id}/complete`,
    headers: bearer(token),
    payload: completion(),
  })
  expect(done.statusCode, done.body).toBe(200)
}

const confirmationMail = async (code: string) =>
  (
    await app.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${code}`))
  )[0]!

describe('PUT /ops/partners/{id}/rate-plan', () => {
  it('sets net rates, audited with before and after, and writes nothing for the same plan', async () => {
    const partner = await approvedPartner(app, 10)
    const plan = netPlan({
      net_rates: [{ area_id: 'new-york', vehicle_class_id: 'business-sedan', net_percent: 30 }],
    })
    const response = await setPlan(admin.token, partner.partnerId, plan, 'Agency contract 2030')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.partner.rate_plan).toEqual(plan)
    expect((await setPlan(admin.token, partner.partnerId, plan)).statusCode).toBe(200)

    const detail = await app.inject({
      url: `/api/v1/ops/partners/${partner.partnerId}`,
      headers: bearer(admin.token),
    })
    const history = detail
      .json()
      .data.history.filter((entry: { action: string }) => entry.action === 'partner.rate_plan')
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({
      before_rate_plan: { kind: 'discount', discount_percent: 10 },
      after_rate_plan: plan,
      reason: 'Agency contract 2030',
    })
  })

  it('refuses a bad plan with the field named, and an area or class the catalogue lacks', async () => {
    const partner = await approvedPartner(app)
    const bad = await setPlan(admin.token, partner.partnerId, netPlan({ markup_percent: -1 }))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details).toEqual([
      { path: 'plan.markup_percent', message: ratePlanMessages.markupInvalid },
    ])
    const area = await setPlan(
      admin.token,
      partner.partnerId,
      netPlan({ net_rates: [{ area_id: 'atlantis', vehicle_class_id: 'sedan', net_percent: 5 }] }),
    )
    expect(area.statusCode).toBe(400)
    expect(area.json().error.details).toEqual([
      { path: 'plan.net_rates.0.area_id', message: ratePlanMessages.unknownArea },
    ])
    const vehicleClass = await setPlan(
      admin.token,
      partner.partnerId,
      netPlan({ net_rates: [{ area_id: 'new-york', vehicle_class_id: 'tank', net_percent: 5 }] }),
    )
    expect(vehicleClass.statusCode).toBe(400)
    expect(vehicleClass.json().error.details).toEqual([
      { path: 'plan.net_rates.0.vehicle_class_id', message: ratePlanMessages.classNotOffered },
    ])
    const unknown = await setPlan(admin.token, '00000000-0000-4000-8000-000000000000', netPlan())
    expect(unknown.statusCode).toBe(404)
  })

  it('is for admins only: strangers get 401, a dispatcher 403, and nothing changes', async () => {
    const partner = await approvedPartner(app)
    const dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
    const providerUser = await signedInProviderUser(
      app,
      admin.token,
      (await createdProvider(app, admin.token)).id,
    )
    const strangers: Array<Record<string, string>> = [
      {},
      bearer(partner.token),
      bearer(providerUser.token),
      { 'x-driver-token': 'a-driver-job-link-token' },
    ]
    for (const headers of strangers) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/v1/ops/partners/${partner.partnerId}/rate-plan`,
        headers,
        payload: { plan: netPlan() },
      })
      expect(response.statusCode, JSON.stringify(headers)).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHORIZED')
    }
    const refused = await setPlan(dispatcher.token, partner.partnerId, netPlan())
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only an admin can do this.',
    })
    const read = await app.inject({
      url: `/api/v1/ops/partners/${partner.partnerId}`,
      headers: bearer(dispatcher.token),
    })
    expect(read.json().data.partner.rate_plan).toEqual({ kind: 'discount', discount_percent: 10 })
  })
})

describe('a partner on net rates', () => {
  it('is quoted the net and selling price of every vehicle', async () => {
    const partner = await netPartner()
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/prices/calculate',
      payload: oneWayRequest(),
      headers: bearer(partner.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json()
    expect(data.partner_rate_plan).toEqual({ kind: 'net', markup_percent: 15, hide_prices: false })
    expect(data).not.toHaveProperty('partner_discount_percent')
    for (const vehicle of data.available_vehicles) {
      const cents = Math.round(vehicle.price * 100)
      const net = cents - Math.round(cents * 0.2)
      expect(vehicle.partner_price).toEqual({
        discount_percent: 20,
        net_price: net / 100,
        selling_price: Math.round(net * 1.15) / 100,
      })
    }
    const guest = await app.inject({
      method: 'POST',
      url: '/api/v1/prices/calculate',
      payload: oneWayRequest(),
    })
    expect(guest.json().data).not.toHaveProperty('partner_rate_plan')
    expect(guest.json().data.available_vehicles[0]).not.toHaveProperty('partner_price')
  })

  it('is charged the net, and its traveller’s mail and ride page show its selling price', async () => {
    const partner = await netPartner()
    const response = await book(partner.token, { selling_price: 99.5 })
    expect(response.statusCode, response.body).toBe(201)
    const created = response.json().data
    // 80.15 less 20 % = 64.12, what the partner pays; the traveller is shown 99.50.
    expect(await stored(created.id)).toMatchObject({
      totalCents: 6412,
      partnerDiscountCents: 1603,
      partnerDiscountPercent: 20,
      ratePlan: 'net',
      sellingTotalCents: 9950,
      sellingMarkupPercent: null,
      hidePrices: false,
    })
    await confirmOnAccount(partner.partnerId, partner.token, created.id)
    const mail = await confirmationMail(created.booking_code)
    expect(mail.textBody).toContain('Ride price: $99.50')
    expect(mail.textBody).toContain('Total: $99.50 USD')
    expect(mail.textBody).not.toContain('64.12')
    expect(mail.textBody).not.toContain('80.15')
    expect(mail.htmlBody).not.toContain('64.12')

    const ride = await app.inject({
      url: `/api/v1/rides/${created.booking_code}`,
      headers: { 'x-booking-token': created.access_token },
    })
    expect(ride.statusCode, ride.body).toBe(200)
    expect(ride.json().data.fare).toEqual({
      lines: [{ label: 'Ride price', amount: 99.5 }],
      total: 99.5,
      display_currency: 'USD',
      price_hidden: false,
    })
    // Nothing on the traveller's page tells the net: no payment, refund or receipt of it.
    expect(ride.json().data.money_with_partner).toBe(true)
    expect(ride.json().data.receipt.available).toBe(false)
    expect(ride.body).not.toContain('64.12')
    const travellerReceipt = await app.inject({
      url: `/api/v1/rides/${created.booking_code}/receipt.pdf`,
      headers: { 'x-booking-token': created.access_token },
    })
    expect(travellerReceipt.statusCode).toBe(403)
    expect(travellerReceipt.json().error.message).toBe(RECEIPT_WITH_PARTNER_TEXT)
    // The partner's own view is the bill: the net, and its receipt.
    const partnerView = await app.inject({
      url: `/api/v1/rides/${created.booking_code}`,
      headers: { authorization: `Bearer ${partner.token}` },
    })
    expect(partnerView.json().data.fare.total).toBe(64.12)
    // What comes off the public fare is its net rate, not a discount.
    expect(partnerView.json().data.fare.lines).toContainEqual({
      label: 'Net rate reduction',
      amount: -16.03,
    })
    expect(partnerView.body).not.toContain('Partner discount')
    expect(partnerView.json().data.money_with_partner).toBe(false)
    const partnerReceipt = await app.inject({
      url: `/api/v1/rides/${created.booking_code}/receipt.pdf`,
      headers: { authorization: `Bearer ${partner.token}` },
    })
    expect(partnerReceipt.statusCode).toBe(200)
    const receiptText = await pdfText(partnerReceipt.rawPayload)
    expect(receiptText).toContain('Net rate reduction')
    expect(receiptText).not.toContain('Partner discount')

    // A later plan leaves the booking as it was made.
    await setPlan(admin.token, partner.partnerId, netPlan({ net_percent: 40, markup_percent: 50 }))
    expect(await stored(created.id)).toMatchObject({ totalCents: 6412, sellingTotalCents: 9950 })
  })

  it('sells at the net plus its mark-up unless it sets a price, never below the net', async () => {
    const partner = await netPartner()
    const marked = await book(partner.token)
    expect(marked.statusCode, marked.body).toBe(201)
    // 64.12 plus 15 % = 73.738, rounded to 73.74.
    expect(await stored(marked.json().data.id)).toMatchObject({
      totalCents: 6412,
      sellingTotalCents: 7374,
      sellingMarkupPercent: 15,
    })
    const below = await book(partner.token, { selling_price: 64.11 })
    expect(below.statusCode).toBe(400)
    expect(below.json().error.details).toEqual([
      { path: 'selling_price', message: ratePlanMessages.sellingBelowNet(6412) },
    ])
    const fraction = await book(partner.token, { selling_price: 70.001 })
    expect(fraction.statusCode).toBe(400)
    expect(fraction.json().error.details[0].path).toBe('selling_price')
  })

  it('sets its selling price again before paying, and no one else may', async () => {
    const partner = await netPartner()
    const created = (await book(partner.token)).json().data
    const patch = (payload: object, headers: Record<string, string>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/bookings/${created.id}`,
        headers: { 'x-booking-token': created.access_token, ...headers },
        payload,
      })
    const own = await patch({ selling_price: 99.5 }, bearer(partner.token))
    expect(own.statusCode, own.body).toBe(200)
    expect(await stored(created.id)).toMatchObject({
      sellingTotalCents: 9950,
      sellingMarkupPercent: null,
    })
    // A changed net moves a set price by as much, and null goes back to the mark-up.
    const withSeat = await patch({ meet_greet_applicable: true }, bearer(partner.token))
    expect(withSeat.statusCode, withSeat.body).toBe(200)
    const net = (await stored(created.id)).totalCents
    expect((await stored(created.id)).sellingTotalCents).toBe(9950 + net - 6412)
    const back = await patch({ selling_price: null }, bearer(partner.token))
    expect(back.statusCode, back.body).toBe(200)
    expect(await stored(created.id)).toMatchObject({
      sellingTotalCents: Math.round((net * 115) / 100),
      sellingMarkupPercent: 15,
    })
    const below = await patch({ selling_price: 1 }, bearer(partner.token))
    expect(below.statusCode).toBe(400)
    expect(below.json().error.details).toEqual([
      { path: 'selling_price', message: ratePlanMessages.sellingBelowNet(net) },
    ])

    // The booking link alone (a traveller), or another partner, may not set it.
    const stranger = await patch({ selling_price: 120 }, {})
    expect(stranger.statusCode).toBe(403)
    expect(stranger.json().error.message).toBe(ratePlanMessages.sellingPriceNotYours)
    const other = await approvedPartner(app, 10)
    expect((await patch({ selling_price: 120 }, bearer(other.token))).statusCode).toBe(403)
    // An operator's or a provider's session is no partner's session: 401 before anything is read.
    const providerUser = await signedInProviderUser(
      app,
      admin.token,
      (await createdProvider(app, admin.token)).id,
    )
    for (const token of [admin.token, providerUser.token]) {
      const refused = await patch({ selling_price: 120 }, bearer(token))
      expect(refused.statusCode).toBe(401)
    }
    expect((await stored(created.id)).sellingTotalCents).toBe(Math.round((net * 115) / 100))

    // A booking under the discount plan has no selling price to set.
    const discounted = await approvedPartner(app, 10)
    const plain = (await book(discounted.token)).json().data
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${plain.id}`,
      headers: { 'x-booking-token': plain.access_token, ...bearer(discounted.token) },
      payload: { selling_price: 120 },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toBe(ratePlanMessages.sellingPriceNotNet)
  })

  it('takes its own net rate for an area and class', async () => {
    const partner = await netPartner(
      netPlan({
        net_rates: [{ area_id: 'new-york', vehicle_class_id: 'sedan', net_percent: 25 }],
      }),
    )
    const response = await book(partner.token)
    expect(response.statusCode, response.body).toBe(201)
    // 8015 less 25 % (2003.75 → 2004) = 6011; plus 15 % = 6912.65 → 6913.
    expect(await stored(response.json().data.id)).toMatchObject({
      totalCents: 6011,
      partnerDiscountPercent: 25,
      sellingTotalCents: 6913,
    })
  })

  it('shows no price at all when it hides prices', async () => {
    const partner = await netPartner(netPlan({ hide_prices: true }))
    const response = await book(partner.token)
    const created = response.json().data
    await confirmOnAccount(partner.partnerId, partner.token, created.id)
    const mail = await confirmationMail(created.booking_code)
    expect(mail.textBody).not.toMatch(/\$\d/)
    expect(mail.textBody).toContain(
      'The price of this ride is agreed with the company that booked it.',
    )
    const ride = await app.inject({
      url: `/api/v1/rides/${created.booking_code}`,
      headers: { 'x-booking-token': created.access_token },
    })
    expect(ride.json().data.fare).toEqual({
      lines: [],
      total: 0,
      display_currency: 'USD',
      price_hidden: true,
    })
  })
})

describe('the discount plan', () => {
  it('books as before and refuses a selling price', async () => {
    const partner = await approvedPartner(app, 10)
    const refused = await book(partner.token, { selling_price: 90 })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.details).toEqual([
      { path: 'selling_price', message: ratePlanMessages.sellingPriceNotNet },
    ])
    const response = await book(partner.token)
    expect(await stored(response.json().data.id)).toMatchObject({
      totalCents: 7213,
      ratePlan: 'discount',
      sellingTotalCents: null,
    })
  })

  it('leaves a partner awaiting approval at public prices whatever its plan', async () => {
    const partner = await netPartner()
    await app.db
      .update(partners)
      .set({ status: 'pending_approval' })
      .where(eq(partners.id, partner.partnerId))
    const response = await book(partner.token)
    expect(response.statusCode, response.body).toBe(201)
    expect(await stored(response.json().data.id)).toMatchObject({
      totalCents: 8015,
      ratePlan: 'discount',
    })
  })
})
