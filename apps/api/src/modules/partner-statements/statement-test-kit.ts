import { randomBytes, randomUUID } from 'node:crypto'
import { bookingCodeFromRandomBytes, type ApiKeyScope, type BookingStatus } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import type { App } from '../../app'
import { bookings, partners, quotes } from '../../db/schema'

// Helpers for the partner statements' and booking list's tests only; nothing in the app imports
// this file.

export type PartnerBookingFixture = {
  partnerId: string | null
  status?: BookingStatus
  /** Set for any booking that was paid or taken on account. */
  confirmed?: boolean
  onAccount?: boolean
  sandbox?: boolean
  bookedBy?: string | null
  costCentre?: string | null
  bookingReference?: string | null
  referralPartnerId?: string | null
  commissionPercent?: number | null
  pickupTime: string
  timezone?: string
  /** The fare before the partner's discount. */
  grossCents?: number
  discountCents?: number
  refundAmountCents?: number | null
  name?: string
  pickupLocation?: string
  dropoffLocation?: string | null
  createdAt?: Date
  /** A net-rate booking: the selling price its traveller is shown (USD cents). */
  sellingTotalCents?: number
}

/** Writes a booking straight into the table, as the booking calls and lifecycle would have left it. */
export async function insertPartnerBooking(app: App, fixture: PartnerBookingFixture) {
  const [quote] = await app.db
    .insert(quotes)
    .values({
      rideType: 'one-way',
      request: {},
      pickupAt: new Date(fixture.pickupTime),
      timezone: fixture.timezone ?? 'America/New_York',
      vehicles: [],
      meetGreetMode: 'not_allowed',
      meetGreetChargeCents: 0,
      childSeatMode: 'not_allowed',
      childSeatChargeCents: 0,
      expiresAt: new Date(fixture.pickupTime),
    })
    .returning({ id: quotes.id })
  const gross = fixture.grossCents ?? 10_000
  const discount = fixture.discountCents ?? 0
  const status = fixture.status ?? 'confirmed'
  const confirmed = fixture.confirmed ?? !['pending_payment', 'expired'].includes(status)
  const [row] = await app.db
    .insert(bookings)
    .values({
      bookingCode: bookingCodeFromRandomBytes(randomBytes(32)),
      accessTokenHash: randomBytes(32).toString('hex'),
      partnerId: fixture.partnerId,
      quoteId: quote!.id,
      name: fixture.name ?? 'Asha Rao',
      phoneNumber: '+919876543210',
      email: 'asha@example.com',
      rideType: 'one-way',
      pickupLocation: fixture.pickupLocation ?? 'JFK Airport',
      pickupLat: 40.64,
      pickupLng: -73.78,
      dropoffLocation:
        fixture.dropoffLocation === undefined ? 'Times Square' : fixture.dropoffLocation,
      pickupTime: new Date(fixture.pickupTime),
      timezone: fixture.timezone ?? 'America/New_York',
      passengers: 2,
      vehicleId: 'sedan',
      vehicleName: 'Sedan',
      baseFareCents: gross,
      partnerDiscountCents: discount,
      partnerDiscountPercent: gross > 0 ? Math.round((discount * 100) / gross) : 0,
      totalCents: gross - discount,
      bookingStatus: status,
      paymentStatus: confirmed && !fixture.onAccount ? 'success' : 'pending',
      paymentMethod: confirmed && !fixture.onAccount ? 'card' : null,
      onAccount: fixture.onAccount ?? false,
      confirmedAt: confirmed ? new Date(fixture.pickupTime) : null,
      sandbox: fixture.sandbox ?? false,
      bookedBy: fixture.bookedBy ?? null,
      costCentre: fixture.costCentre ?? null,
      bookingReference: fixture.bookingReference ?? null,
      referralPartnerId: fixture.referralPartnerId ?? null,
      affiliateCommissionPercent: fixture.commissionPercent ?? null,
      refundAmountCents: fixture.refundAmountCents ?? null,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
      ...(fixture.sellingTotalCents === undefined
        ? {}
        : { ratePlan: 'net' as const, sellingTotalCents: fixture.sellingTotalCents }),
    })
    .returning({ id: bookings.id, bookingCode: bookings.bookingCode })
  return row!
}

export async function setBusinessProfile(
  app: App,
  partnerId: string,
  profile: { businessName: string; address: string; taxId: string },
) {
  await app.db.update(partners).set(profile).where(eq(partners.id, partnerId))
}

/** Test-only header: turns the request's partner session into an API key with these scopes. */
export const TEST_KEY_HEADER = 'x-test-api-key-scopes'
const TEST_KEY_MODE_HEADER = 'x-test-api-key-mode'

/**
 * For createTestApp's `configure`: a request carrying TEST_KEY_HEADER acts as an API key of its
 * partner holding the listed scopes, as the keys' own sign-in will resolve it. The guards read only
 * `request.partner.actor`, so this checks them without depending on how keys are stored.
 */
export function actAsApiKey(app: App) {
  app.addHook('onRequest', async (request) => {
    const scopes = request.headers[TEST_KEY_HEADER]
    if (!request.partner || typeof scopes !== 'string') return
    request.partner = {
      ...request.partner,
      actor: {
        kind: 'api_key',
        keyId: randomUUID(),
        name: 'Test key',
        mode: request.headers[TEST_KEY_MODE_HEADER] === 'test' ? 'test' : 'live',
        scopes: scopes.split(',').filter((scope) => scope !== 'none') as ApiKeyScope[],
        requestsPerMinute: 600,
      },
    }
  })
}

export const asApiKey = (token: string, scopes: ApiKeyScope[], mode: 'live' | 'test' = 'live') => ({
  authorization: `Bearer ${token}`,
  [TEST_KEY_HEADER]: scopes.length > 0 ? scopes.join(',') : 'none',
  [TEST_KEY_MODE_HEADER]: mode,
})

/** The rows of a CSV file as csv-stringify writes it (quoted cells, doubled quotes, \n rows). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else if (char !== '\r') cell += char
  }
  if (cell || row.length > 0) rows.push([...row, cell])
  return rows
}
