import {
  bookingStatusSchema,
  canOfferRide,
  canProviderAssignDriver,
  offerStatusAt,
  type ProviderJobDetail,
  type ProviderJobList,
  type ProviderJobTab,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { bookingFlightSummary } from '../flights'
import { jobNotFound } from './answer-offer'
import { commissionOf, findJob, listJobs } from './job-repository'
import { providerJobView } from './job-view'
import { driversByIds, latestOffersOf, vehiclesByIds } from './repository'

// The provider portal's reads: one tab of jobs, and one job. Scoped to the signed-in user's
// provider; a ride never offered to it and not its own is "not found", never "forbidden", so
// ids of other rides are not confirmed to exist.

export async function providerJobs(
  db: Database,
  providerId: string,
  tab: ProviderJobTab,
  now = new Date(),
): Promise<ProviderJobList> {
  const rows = await listJobs(db, providerId, tab, now)
  const ids = rows.map((row) => row.booking.id)
  const present = <T>(values: Array<T | null>) => values.filter((v): v is T => v !== null)
  const [commission, offers, drivers, vehicles] = await Promise.all([
    commissionOf(db, providerId),
    latestOffersOf(db, providerId, ids),
    driversByIds(db, present(rows.map((row) => row.booking.driverId))),
    vehiclesByIds(db, present(rows.map((row) => row.booking.assignedVehicleId))),
  ])
  return {
    tab,
    jobs: rows.map((row) =>
      providerJobView(row, {
        commissionHundredths: commission,
        offer: offers.get(row.booking.id),
        driver: row.booking.driverId ? drivers.get(row.booking.driverId) : undefined,
        vehicle: row.booking.assignedVehicleId
          ? vehicles.get(row.booking.assignedVehicleId)
          : undefined,
        now,
      }),
    ),
  }
}

export async function providerJob(
  db: Database,
  providerId: string,
  bookingId: string,
  now = new Date(),
): Promise<ProviderJobDetail> {
  if (!isUuid(bookingId)) throw jobNotFound()
  const row = await findJob(db, providerId, bookingId)
  if (!row) throw jobNotFound()
  const b = row.booking
  const mine = b.providerId === providerId
  const [commission, offers, drivers, vehicles] = await Promise.all([
    commissionOf(db, providerId),
    latestOffersOf(db, providerId, [b.id]),
    driversByIds(db, mine && b.driverId ? [b.driverId] : []),
    vehiclesByIds(db, mine && b.assignedVehicleId ? [b.assignedVehicleId] : []),
  ])
  const offer = offers.get(b.id)
  const status = bookingStatusSchema.parse(b.bookingStatus)
  const answerable =
    offer !== undefined &&
    offerStatusAt(offer, now) === 'open' &&
    canOfferRide({ status, providerId: b.providerId, sandbox: b.sandbox })
  const view = providerJobView(row, {
    commissionHundredths: commission,
    offer,
    driver: b.driverId ? drivers.get(b.driverId) : undefined,
    vehicle: b.assignedVehicleId ? vehicles.get(b.assignedVehicleId) : undefined,
    now,
  })
  return {
    ...view,
    // Until the ride is theirs, another provider's driver is none of their business either.
    driver: mine ? view.driver : null,
    vehicle: mine ? view.vehicle : null,
    traveller: mine
      ? {
          name: b.name,
          phone_number: b.phoneNumber,
          flight_number: b.flightNumber,
          flight: await bookingFlightSummary(db, b.id),
          driver_instructions: b.driverInstructions,
        }
      : null,
    can_accept: answerable,
    can_decline: answerable,
    can_assign: mine && canProviderAssignDriver(status),
  }
}
