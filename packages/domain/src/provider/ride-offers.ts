import { z } from 'zod'
import type { BookingStatus } from '../booking/booking-status'

// Offers of rides to providers, and the rules of who may take one (docs/decisions/
// 029-providers-and-drivers.md#offers). Bodies of /ops/bookings/:id/offers and the messages the
// console and the provider portal show.

export const rideOfferMessages = {
  notOfferable: 'Only a confirmed ride that no provider holds yet can be offered.',
  providerRequired: 'Choose a provider, or offer the ride to every provider of its area.',
  providerUnknown: 'No provider has this id.',
  providerInactive: 'This provider is deactivated. Choose an active one.',
  providerOutsideArea: 'This provider does not serve the ride’s area.',
  noProviderInArea: 'No active provider serves this ride’s area.',
  alreadyOffered: 'Every provider you chose already has an open offer for this ride.',
  expiryInvalid: 'Give the provider between 5 minutes and 24 hours to answer.',
  nothingToWithdraw: 'This ride has no open offer to withdraw.',
  rideTaken: 'Sorry, another provider has already taken this ride.',
  offerExpired: 'This offer has expired: the ride went back to the operators.',
  offerClosed: 'This offer is no longer open.',
  notOffered: 'This ride is not offered to you.',
  jobNotFound: 'You have no job with this id.',
  driverRequired: 'Choose one of your drivers.',
  vehicleRequired: 'Choose one of your vehicles.',
  driverUnknown: 'Choose one of your active drivers.',
  vehicleUnknown: 'Choose one of your active vehicles.',
  assignmentClosed:
    'The driver and vehicle can be changed only until the driver sets off for the pickup.',
} as const
const m = rideOfferMessages

/** How long a provider has to answer an offer, in minutes (issue 15: 30 by default). */
/**
 * The timeline entries offers leave (details.change): dealings between us and the providers,
 * shown in the console and never on the traveller's page.
 */
export const rideOfferTimelineChanges = [
  'offered',
  'offer_withdrawn',
  'offer_declined',
  'offer_expired',
  'dispatch_escalated',
] as const
export type RideOfferTimelineChange = (typeof rideOfferTimelineChanges)[number]

/** Whether a timeline entry is one of the offers' own (kept from the traveller). */
export function isRideOfferEntry(details: Record<string, unknown>): boolean {
  return (rideOfferTimelineChanges as readonly unknown[]).includes(details.change)
}

export const OFFER_EXPIRY_MINUTES = { default: 30, min: 5, max: 24 * 60 } as const

export const offerTargets = ['provider', 'area'] as const

/**
 * POST /ops/bookings/:id/offers: to one provider (`provider_id`), or to every active provider
 * whose service areas include the ride's area (`to: 'area'`).
 */
export const rideOfferInputSchema = z
  .object({
    to: z.enum(offerTargets, { error: m.providerRequired }).default('provider'),
    provider_id: z.uuid({ error: m.providerUnknown }).optional(),
    expires_in_minutes: z
      .number({ error: m.expiryInvalid })
      .int(m.expiryInvalid)
      .min(OFFER_EXPIRY_MINUTES.min, m.expiryInvalid)
      .max(OFFER_EXPIRY_MINUTES.max, m.expiryInvalid)
      .default(OFFER_EXPIRY_MINUTES.default),
  })
  .superRefine((value, context) => {
    if (value.to === 'provider' && !value.provider_id) {
      context.addIssue({ code: 'custom', path: ['provider_id'], message: m.providerRequired })
    }
  })
export type RideOfferInput = z.input<typeof rideOfferInputSchema>
export type RideOfferValues = z.output<typeof rideOfferInputSchema>

export const rideOfferStatuses = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const
export const rideOfferStatusSchema = z.enum(rideOfferStatuses)
export type RideOfferStatus = z.infer<typeof rideOfferStatusSchema>

/** A stored status as callers should see it: an open offer past its expiry counts as expired. */
export function offerStatusAt(
  offer: { status: string; expiresAt: Date },
  now: Date,
): RideOfferStatus {
  const status = rideOfferStatusSchema.parse(offer.status)
  return status === 'open' && offer.expiresAt <= now ? 'expired' : status
}

/**
 * A ride may be offered while it is confirmed and no provider holds it; a sandbox booking (a test
 * API key's) never (booking/sandbox.ts).
 */
export function canOfferRide(booking: {
  status: BookingStatus
  providerId: string | null
  sandbox: boolean
}) {
  return booking.status === 'confirmed' && booking.providerId === null && !booking.sandbox
}

/** A ride's offers matter while it is confirmed (it may be offered) or assigned (one was taken). */
export function isRideOfferStage(status: BookingStatus): boolean {
  return status === 'confirmed' || status === 'assigned'
}

/** A provider may set or change its driver and vehicle until the driver sets off. */
export function canProviderAssignDriver(status: BookingStatus): boolean {
  return status === 'assigned'
}

const instant = z.iso.datetime({ offset: true })

/** One offer as the console lists it on the booking. */
export const opsRideOfferSchema = z.object({
  id: z.uuid(),
  batch_id: z.uuid(),
  provider: z.object({ id: z.uuid(), name: z.string() }),
  status: rideOfferStatusSchema,
  created_at: instant,
  expires_at: instant,
  answered_at: instant.nullable(),
})
export type OpsRideOffer = z.infer<typeof opsRideOfferSchema>

/** GET /ops/bookings/:id/offers (and the answer of offering and withdrawing), newest first. */
export const opsRideOffersSchema = z.object({
  offers: z.array(opsRideOfferSchema),
  /** Whether the ride can be offered now (confirmed, and no provider holds it). */
  can_offer: z.boolean(),
})
export type OpsRideOffers = z.infer<typeof opsRideOffersSchema>
