import { createHash } from 'node:crypto'
import { dispatchRulesInputSchema, vehicleClasses } from '@ridelane/domain'
import type { Database } from '../../src/db/client'
import { providerDrivers, providers, providerUsers, providerVehicles } from '../../src/db/schema'
import { applyTransition, lockBooking } from '../../src/modules/bookings'
import { insertBookingWithTimeline } from '../../src/modules/bookings/transition-booking'
import { saveDispatchRules } from '../../src/modules/catalogue/dispatch-rules-repository'
import { demoRatesFor } from '../../src/modules/catalogue/demo-rates'
import { saveAreaOptions } from '../../src/modules/offers/dispatch-repository'
import { createAdmin } from '../../src/modules/operators/create-admin'
import type { QuoteContent } from '../../src/modules/pricing'
import { startProviderSession } from '../../src/modules/provider-accounts'
import { insertTimeOff, replaceShifts } from '../../src/modules/registry/availability-repository'
import type { World, WorldArea, WorldRide } from './world'

// Writes the simulated world into a fresh database the way the registry and the tests do:
// providers with one signed-in desk user each, their drivers' weeks and time off, their vehicles
// and per-area options, and each area's dispatch rules. Rides are booked later, at their time.

export const SIM_BASE_URL = 'http://ridelane.simulated'

/** The registry and the rules; answers each provider's portal token, by provider id. */
export async function seedWorld(db: Database, world: World): Promise<Map<string, string>> {
  const admin = await createAdmin(db, SIM_BASE_URL, 'dispatch-admin@ridelane.example')
  const tokens = new Map<string, string>()
  for (const provider of world.providers) {
    await db.insert(providers).values({
      id: provider.id,
      name: provider.name,
      contactName: `${provider.name} desk`,
      email: `desk@${provider.key}.example`,
      phone: '+15550000000',
      licenceNumber: `LIC-${provider.key.toUpperCase()}`,
      serviceAreaIds: provider.areas,
      commissionHundredths: Math.round(provider.commission_percent * 100),
    })
    await db.insert(providerUsers).values({
      id: provider.userId,
      providerId: provider.id,
      email: `desk@${provider.key}.example`,
      name: `${provider.name} desk`,
    })
    tokens.set(provider.id, (await startProviderSession(db, provider.userId)).token)
    for (const areaId of provider.areas) {
      const window = provider.auto_accept
      await saveAreaOptions(db, provider.id, areaId, {
        autoAccept: window !== null,
        acceptFrom: window?.from ?? '00:00',
        acceptTo: window?.to ?? '00:00',
        autoAssign: provider.auto_assign,
      })
    }
    if (provider.vehicles.length > 0) {
      await db.insert(providerVehicles).values(
        provider.vehicles.map((vehicle) => ({
          id: vehicle.id,
          providerId: provider.id,
          vehicleClassId: vehicle.classId,
          makeModel: vehicle.model,
          colour: 'Black',
          plate: vehicle.plate,
          seats: vehicle.seats,
        })),
      )
    }
    for (const driver of provider.drivers) {
      await db.insert(providerDrivers).values({
        id: driver.id,
        providerId: provider.id,
        name: driver.name,
        phone: driver.phone,
        languages: ['en'],
        licenceNumber: `DL-${driver.phone.slice(-7)}`,
        homeLat: driver.home.lat,
        homeLng: driver.home.lng,
      })
      await replaceShifts(db, driver.id, driver.shifts)
      for (const off of driver.timeOff) await insertTimeOff(db, { driverId: driver.id, ...off })
    }
  }
  const idOf = new Map(world.providers.map((provider) => [provider.key, provider.id]))
  for (const { id, rules } of world.areas) {
    const { preferred_providers: preferred, ...rest } = rules
    const parsed = dispatchRulesInputSchema.parse({
      ...rest,
      preferred_provider_ids: preferred.map((key) => idOf.get(key)!),
    })
    await saveDispatchRules(db, id, parsed, admin.id)
  }
  return tokens
}

const classes = new Map<string, (typeof vehicleClasses)[number]>(
  vehicleClasses.map((vehicleClass) => [vehicleClass.id, vehicleClass]),
)

/** The booked class's price, by the area's demo rates (the catalogue a fresh database holds). */
function priceCents(ride: WorldRide, area: WorldArea, km: number, minutes: number) {
  const rates = demoRatesFor(area.area).find((rate) => rate.vehicleClassId === ride.classId)!
  if (ride.kind === 'hourly') return rates.hourlyRateCents * ride.hours!
  const leg = Math.max(
    rates.minimumFareCents,
    rates.baseFareCents + Math.round(rates.perKmCents * km + rates.perMinuteCents * minutes),
  )
  if (ride.kind === 'one-way') return leg
  return Math.round(2 * leg * (1 - (area.area.roundTripDiscountPercent ?? 0) / 100))
}

/** The quote a price calculation would have signed for this ride, as booking stores it. */
function quoteOf(ride: WorldRide, area: WorldArea, now: Date): QuoteContent & { id: string } {
  const vehicleClass = classes.get(ride.classId)!
  const km = ride.dropoff
    ? Math.hypot(
        (ride.dropoff.lat - ride.pickup.lat) * 111.32,
        (ride.dropoff.lng - ride.pickup.lng) * 111.32 * Math.cos((ride.pickup.lat * Math.PI) / 180),
      ) * area.road.roadFactor
    : 0
  const minutes = (km / area.road.averageSpeedKmh) * 60
  const price = priceCents(ride, area, km, minutes)
  return {
    id: ride.quoteId,
    areaId: ride.areaId,
    rideType: ride.kind === 'hourly' ? 'hourly' : 'one-way',
    request: {
      ride_type: ride.kind === 'hourly' ? 'hourly' : 'one-way',
      pickup: ride.pickup,
      ...(ride.dropoff ? { dropoff: ride.dropoff } : {}),
      booking_time: ride.pickupAt.toISOString(),
      timezone: ride.timezone,
      roundTrip: ride.kind === 'round-trip',
      ...(ride.returnAt ? { roundTripDateTime: ride.returnAt.toISOString() } : {}),
      passengers: ride.passengers,
      duration: ride.hours,
    },
    pickupAt: ride.pickupAt,
    timezone: ride.timezone,
    distanceKm: Number(km.toFixed(1)),
    durationMin: Math.round(minutes),
    vehicles: [
      {
        city_vehicle_id: `${ride.areaId}:${ride.classId}`,
        vehicle_class_id: ride.classId,
        vehicle_name: vehicleClass.name,
        vehicle_model: vehicleClass.model,
        vehicle_type: vehicleClass.type,
        vehicle_logo: vehicleClass.image,
        category: vehicleClass.category,
        passenger_capacity: vehicleClass.seats,
        luggage_capacity: vehicleClass.bags,
        price_type: ride.kind === 'hourly' ? 'hourly' : 'fixed',
        price_cents: price,
        ride_cents: price,
        airport_fee_cents: 0,
        night_charge_cents: 0,
        meet_greet_mode: 'not_allowed',
        child_seat_mode: 'not_allowed',
      },
    ],
    meetGreetMode: 'not_allowed',
    meetGreetChargeCents: 0,
    childSeatMode: 'not_allowed',
    childSeatChargeCents: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
  }
}

/**
 * The traveller pays at `now` for a ride booked a minute before: the booking is stored with its
 * quote as POST /bookings
 * stores it, then confirmed through the lifecycle as a settled payment confirms it, so the
 * booking hooks (automatic dispatch among them) hear of it.
 */
export async function bookRide(db: Database, ride: WorldRide, area: WorldArea, now: Date) {
  // The traveller priced and booked the ride a minute before paying for it.
  const booked = new Date(now.getTime() - 60_000)
  const quote = quoteOf(ride, area, booked)
  const price = quote.vehicles[0]!.price_cents
  const reference = `SIM-PAY-${ride.index + 1}`
  const stored = await insertBookingWithTimeline(
    db,
    {
      id: ride.id,
      bookingCode: ride.code,
      accessTokenHash: createHash('sha256').update(`simulated:${ride.id}`).digest('hex'),
      quoteId: quote.id,
      areaId: ride.areaId,
      name: `Rider ${ride.index + 1}`,
      phoneNumber: `+1444${String(ride.index + 1).padStart(7, '0')}`,
      email: `rider-${ride.index + 1}@travellers.example`,
      rideType: quote.rideType,
      pickupLocation: ride.pickup.address,
      pickupLat: ride.pickup.lat,
      pickupLng: ride.pickup.lng,
      dropoffLocation: ride.dropoff?.address ?? '',
      dropoffLat: ride.dropoff?.lat ?? null,
      dropoffLng: ride.dropoff?.lng ?? null,
      pickupTime: ride.pickupAt,
      timezone: ride.timezone,
      passengers: ride.passengers,
      // An airport pickup after a flight: its confirmation starts the flight's tracking.
      flightNumber: ride.flight?.code ?? null,
      durationHours: ride.hours,
      isRoundTrip: ride.kind === 'round-trip',
      roundTripTime: ride.returnAt,
      vehicleId: quote.vehicles[0]!.city_vehicle_id,
      vehicleName: quote.vehicles[0]!.vehicle_name,
      baseFareCents: price,
      totalCents: price,
      createdAt: booked,
    },
    quote,
  )
  if (!stored) throw new Error(`ride ${ride.index + 1} was not stored`)
  await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, ride.id)
    await applyTransition(
      tx,
      booking!,
      {
        to: 'confirmed',
        actor: { kind: 'system', id: null },
        input: { paymentReference: reference },
        details: { payment_method: 'card', gateway: 'sandbox', payment: reference },
        now,
        appBaseUrl: SIM_BASE_URL,
      },
      {
        paymentStatus: 'success',
        paymentMethod: 'card',
        paymentReference: reference,
        confirmedAt: now,
      },
    )
  })
}
