import { randomBytes } from 'node:crypto'
import { bookingCodeFromRandomBytes, type BookingStatus } from '@ridelane/domain'
import type { App } from '../../app'
import { bookings, quotes } from '../../db/schema'

export type BoardRide = {
  status?: BookingStatus
  pickupTime: Date
  timezone?: string
  areaId?: string | null
  name?: string
  email?: string
  phoneNumber?: string
  partnerId?: string | null
  providerId?: string | null
  createdAt?: Date
  totalCents?: number
  pickupLocation?: string
  bookingCode?: string
}

/** Writes bookings straight into the table, one quote each, as the bookings module stores them. */
export async function insertRides(app: App, rides: BoardRide[]) {
  const rideQuotes = await app.db
    .insert(quotes)
    .values(
      rides.map((ride): typeof quotes.$inferInsert => ({
        areaId: ride.areaId === undefined ? 'new-york' : ride.areaId,
        rideType: 'one-way',
        request: {},
        pickupAt: ride.pickupTime,
        timezone: ride.timezone ?? 'America/New_York',
        vehicles: [],
        meetGreetMode: 'not_allowed',
        meetGreetChargeCents: 0,
        childSeatMode: 'not_allowed',
        childSeatChargeCents: 0,
        expiresAt: new Date('2030-01-01T10:00:00Z'),
      })),
    )
    .returning({ id: quotes.id })
  return app.db
    .insert(bookings)
    .values(
      rides.map((ride, i) => ({
        bookingCode: ride.bookingCode ?? bookingCodeFromRandomBytes(randomBytes(32)),
        accessTokenHash: randomBytes(32).toString('hex'),
        quoteId: rideQuotes[i]!.id,
        areaId: ride.areaId === undefined ? 'new-york' : ride.areaId,
        partnerId: ride.partnerId ?? null,
        providerId: ride.providerId ?? null,
        name: ride.name ?? 'Asha Rao',
        phoneNumber: ride.phoneNumber ?? '+919876543210',
        email: ride.email ?? 'asha@example.com',
        rideType: 'one-way',
        pickupLocation: ride.pickupLocation ?? 'JFK Airport',
        dropoffLocation: 'Times Square',
        pickupLat: 40.64,
        pickupLng: -73.78,
        pickupTime: ride.pickupTime,
        timezone: ride.timezone ?? 'America/New_York',
        passengers: 2,
        vehicleId: 'sedan',
        vehicleName: 'Sedan',
        baseFareCents: ride.totalCents ?? 5000,
        totalCents: ride.totalCents ?? 5000,
        bookingStatus: ride.status ?? 'confirmed',
        ...(ride.createdAt ? { createdAt: ride.createdAt } : {}),
      })),
    )
    .returning({ id: bookings.id, bookingCode: bookings.bookingCode })
}
