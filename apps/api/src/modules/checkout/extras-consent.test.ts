import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { partners, payments, sandboxGatewayPayments } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { createdProvider } from '../registry/registry-test-kit'
import {
  bookingPayload,
  bookingToken,
  cardForm,
  postBooking,
  signQuote,
} from '../bookings/test-fixtures'
import { foreignCredentials } from '../driver-jobs/driver-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { signedInProviderUser } from '../provider-accounts/provider-accounts-test-kit'

// The payer's consent to keep the card on file for extra waiting: the optional body of
// POST /bookings/{id}/payment (docs/decisions/024-payments.md#extra-waiting), and who may give it.

let app: App
let adminToken: string
beforeAll(async () => {
  app = await createTestApp()
  useStepClock()
  adminToken = (await signedInAdmin(app)).token
  vi.useRealTimers()
})
afterAll(() => app?.close())

type Created = { id: string; booking_code: string; access_token: string }

async function newBooking(headers: Record<string, string> = {}): Promise<Created> {
  const response = await postBooking(app, bookingPayload(await signQuote(app)), headers)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as Created
}

const start = (
  b: Created,
  payload?: object,
  headers: Record<string, string> = bookingToken(b.access_token),
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${b.id}/payment`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  })

const paymentsOf = (id: string) => app.db.select().from(payments).where(eq(payments.bookingId, id))

describe('keeping the card on file for extra waiting', () => {
  it('is off unless asked, and the gateway keeps the card only when asked', async () => {
    const without = await newBooking()
    const plain = await start(without)
    expect(plain.statusCode, plain.body).toBe(200)
    expect(plain.json().data).toMatchObject({ card_on_file: false })

    const agreed = await newBooking()
    const asked = await start(agreed, { save_card_for_extras: true })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json().data).toMatchObject({
      card_on_file: true,
      status: 'requires_payment_method',
    })
    const [row] = await paymentsOf(agreed.id)
    expect(row).toMatchObject({ cardOnFile: true, offSession: false })
    const [atGateway] = await app.db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.reference, row!.gatewayReference))
    expect(atGateway).toMatchObject({ cardOnFile: true })
  })

  it('opens a new payment when the answer changes before a card is taken, and not after', async () => {
    const b = await newBooking()
    const first = await start(b, { save_card_for_extras: false })
    const same = await start(b, { save_card_for_extras: false })
    expect((await paymentsOf(b.id)).length).toBe(1)
    expect(same.json().data).toEqual(first.json().data)

    const changed = await start(b, { save_card_for_extras: true })
    expect(changed.json().data).toMatchObject({ card_on_file: true })
    expect((await paymentsOf(b.id)).map((row) => row.cardOnFile).sort()).toEqual([false, true])

    // The card call pays the open payment as it was made.
    const paid = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/payment/card`,
      headers: bookingToken(b.access_token),
      payload: cardForm(),
    })
    expect(paid.json().data).toMatchObject({ status: 'succeeded', card_on_file: true })
    const after = await start(b, { save_card_for_extras: false })
    expect(after.json().data).toMatchObject({ status: 'succeeded', card_on_file: true })
    expect(await paymentsOf(b.id)).toHaveLength(2)
  })

  it('refuses a body that is not a yes or no', async () => {
    const b = await newBooking()
    for (const payload of [
      { save_card_for_extras: 'yes' },
      { save_card_for_extras: true, amount: 1 },
    ]) {
      const refused = await start(b, payload)
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json().error.code).toBe('VALIDATION_FAILED')
    }
    expect(await paymentsOf(b.id)).toEqual([])
  })

  it('means nothing for an on-account partner, who has no card to keep', async () => {
    const partner = await approvedPartner(app)
    await app.db
      .update(partners)
      .set({ onAccountSince: new Date() })
      .where(eq(partners.id, partner.partnerId))
    const b = await newBooking(bearer(partner.token))
    const answer = await start(b, { save_card_for_extras: true }, bearer(partner.token))
    expect(answer.json().data).toMatchObject({ gateway: 'on_account', card_on_file: false })
    expect(await paymentsOf(b.id)).toEqual([])
  })
})

describe('who may give the consent', () => {
  it('the booking’s traveller and its partner only: nobody else reaches the booking', async () => {
    const owner = await approvedPartner(app)
    const mine = await newBooking(bearer(owner.token))
    const theirs = await newBooking()
    const other = await approvedPartner(app)
    const provider = await createdProvider(app, adminToken)
    const providerUser = await signedInProviderUser(app, adminToken, provider.id)
    const { driver } = await foreignCredentials(app, adminToken)
    const consent = { save_card_for_extras: true }

    // A stranger, an operator, a provider's staff and a driver have no booking credentials.
    for (const headers of [{}, bearer(adminToken), bearer(providerUser.token), ...driver]) {
      expect((await start(mine, consent, headers)).statusCode).toBe(401)
    }
    // Another booking's token and another partner find no such booking.
    expect((await start(mine, consent, bookingToken(theirs.access_token))).statusCode).toBe(404)
    expect((await start(mine, consent, bearer(other.token))).statusCode).toBe(404)
    expect(await paymentsOf(mine.id)).toEqual([])

    const byPartner = await start(mine, consent, bearer(owner.token))
    expect(byPartner.statusCode, byPartner.body).toBe(200)
    expect(byPartner.json().data).toMatchObject({ card_on_file: true })
    const byTraveller = await start(theirs, consent)
    expect(byTraveller.json().data).toMatchObject({ card_on_file: true })
  })
})
