import { randomBytes, randomUUID } from 'node:crypto'
import { bookingCodeFromRandomBytes } from '@ridelane/domain'
import type { App } from '../../app'
import { asc, eq } from 'drizzle-orm'
import { bookings, mailOutbox, partners, quotes } from '../../db/schema'

// Helpers for this feature's API tests only; nothing in the app imports this file.

export const strongPassword = 'Secret#2025'

export function uniqueEmail(name = 'agency') {
  return `${name}-${randomUUID().slice(0, 8)}@travel.example`
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

let signUpAddresses = 0

export async function signUp(app: App, email = uniqueEmail(), password = strongPassword) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/partners/signup',
    payload: { email, contact_number: '+14155550100', password },
    // Each from its own address: a file may sign up more partners than one address is allowed.
    remoteAddress: `203.0.113.${(signUpAddresses++ % 250) + 1}`,
  })
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`)
  // The confirmation mail goes out after the answer; let it go before a test counts mail.
  await app.mailOutbox.deliverNow()
  const token = (response.json() as { data: { token: string } }).data.token
  const profile = await app.inject({ url: '/api/v1/partners/profile', headers: bearer(token) })
  const partnerId = (profile.json() as { data: { partner: { id: string } } }).data.partner.id
  return { email, password, token, partnerId }
}

/**
 * A partner an operator has approved (docs/decisions/019-partner-approval.md), as partners were
 * before approval existed: new sign-ups book at public prices until then.
 */
export async function approvedPartner(app: App, discountPercent = 10, email = uniqueEmail()) {
  const partner = await signUp(app, email)
  await app.db
    .update(partners)
    .set({ status: 'active', discountPercent, emailConfirmedAt: new Date() })
    .where(eq(partners.id, partner.partnerId))
  return partner
}

/** The token of the newest confirmation link mailed to `email`. */
export async function confirmationToken(app: App, email: string): Promise<string> {
  const mails = await app.db
    .select({ text: mailOutbox.textBody, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(asc(mailOutbox.createdAt))
  const text = mails.filter((m) => m.subject.includes('Confirm')).at(-1)?.text ?? ''
  const token = /confirm-email#token=([\w-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`no confirmation link mailed to ${email}`)
  return token
}

export function logIn(app: App, email: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/partners/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

export type BookingFixture = {
  status?: 'pending_payment' | 'confirmed' | 'cancelled'
  totalCents?: number
  createdAt: Date
  pickupLocation?: string
  dropoffLocation?: string | null
}

/** Writes bookings straight into the table, as the bookings module would have stored them. */
export async function insertBookings(app: App, partnerId: string | null, rows: BookingFixture[]) {
  // One quote per booking, as the bookings module keeps them.
  const quoteRow: typeof quotes.$inferInsert = {
    rideType: 'one-way',
    request: {},
    pickupAt: new Date('2030-01-01T10:00:00Z'),
    timezone: 'UTC',
    vehicles: [],
    meetGreetMode: 'not_allowed',
    meetGreetChargeCents: 0,
    childSeatMode: 'not_allowed',
    childSeatChargeCents: 0,
    expiresAt: new Date('2030-01-01T10:00:00Z'),
  }
  const rowQuotes = await app.db
    .insert(quotes)
    .values(rows.map(() => quoteRow))
    .returning({ id: quotes.id })
  return app.db
    .insert(bookings)
    .values(
      rows.map((row, i) => ({
        bookingCode: bookingCodeFromRandomBytes(randomBytes(32)),
        accessTokenHash: randomBytes(32).toString('hex'),
        partnerId,
        quoteId: rowQuotes[i]!.id,
        name: 'Asha Rao',
        phoneNumber: '+919876543210',
        email: 'asha@example.com',
        rideType: 'one-way',
        pickupLocation: row.pickupLocation ?? 'JFK Airport',
        pickupLat: 40.64,
        pickupLng: -73.78,
        dropoffLocation: row.dropoffLocation === undefined ? 'Times Square' : row.dropoffLocation,
        pickupTime: new Date('2030-01-02T10:00:00Z'),
        timezone: 'America/New_York',
        passengers: 2,
        vehicleId: 'sedan',
        vehicleName: 'Sedan',
        baseFareCents: row.totalCents ?? 5000,
        totalCents: row.totalCents ?? 5000,
        bookingStatus: row.status ?? 'pending_payment',
        createdAt: row.createdAt,
      })),
    )
    .returning({ id: bookings.id, bookingCode: bookings.bookingCode })
}
