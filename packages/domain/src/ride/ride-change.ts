import { z } from 'zod'
import { driverInstructionsSchema } from '../booking/booking-create'
import { FREE_MODIFICATION_HOURS_BEFORE_PICKUP } from '../booking/booking-policy'
import type { BookingStatus } from '../booking/booking-status'
import { flightNumberSchema } from '../booking/preferences'
import {
  ADDRESS_MAX_LENGTH,
  latitudeSchema,
  longitudeSchema,
  placeIdSchema,
} from '../trip/ride-details'
import { childSeatCountSchema, luggageCountSchema, passengerCountSchema } from '../trip/trip-bounds'
import { localDateSchema, localTimeSchema, timeZoneSchema } from '../trip/zoned-time'
import { oneLineTextSchema } from '../validation/one-line'
import { SELLING_PRICE_LABEL, SETTLED_WITH_PARTNER_TEXT } from '../partner/rate-plan-words'
import { fromCents } from '../fare/money'
import { wording, type Wording } from '../language/translator'
import { operatorCompany } from './company'
import { rideFareLineSchema, rideViewSchema } from './ride-view'

// The traveller's one free change of a booked ride (docs/decisions/028-ride-page.md#change):
// what may be changed, until when, and what the page is told. Money is in US dollars.
// The messages are marked for the domain's catalogue; those with figures in them (the support
// address, the hours, the vehicle's seats) are `Wording`s, written in the reader's language by
// whoever shows them (docs/decisions/052-server-messages.md).

const HOUR_MS = 3_600_000

export const rideChangeMessages = {
  nothingToChange: /*i18n*/ 'Tell us what to change.',
  dateAndTime: /*i18n*/ 'Give both the new date and the new time.',
  dropoffRequired: /*i18n*/ 'Enter the new dropoff address.',
  dropoffOneWayOnly:
    /*i18n*/ 'Only a one-way ride’s dropoff can be changed. For a round trip or a ride by the hour, please contact support.',
  sameAsNow: /*i18n*/ 'This is what the booking already says: nothing would change.',
  tooManyPassengers: (seats: number): Wording =>
    wording(
      /*i18n*/ 'The booked vehicle’s passenger limit is {seats}. For more, please contact support about a larger vehicle.',
      { seats },
    ),
  pickupAfterReturn: /*i18n*/ 'The new pickup must be before the return trip.',
  vehicleNotOffered:
    /*i18n*/ 'The booked vehicle cannot be priced for the new trip. Please contact support to change it.',
  alreadyChanged: wording(
    /*i18n*/ 'This booking has had its free change already. For another change, write to {email}.',
    { email: operatorCompany.supportEmail },
  ),
  tooLate: wording(
    /*i18n*/ 'Changes are accepted until {hours} hours before pickup. For a change now, write to {email}.',
    { hours: FREE_MODIFICATION_HOURS_BEFORE_PICKUP, email: operatorCompany.supportEmail },
  ),
  notChangeable: wording(
    /*i18n*/ 'This booking can no longer be changed here. Write to {email} if you need help.',
    { email: operatorCompany.supportEmail },
  ),
  notYetPaid: /*i18n*/ 'This booking is not paid yet: finish paying before changing it.',
  waitingForPayment:
    /*i18n*/ 'A change of this booking is waiting for its payment. Pay for it or drop it before asking for another.',
  staleVersion: /*i18n*/ 'The booking changed since you opened it. Reload the page and try again.',
  changeNotFound: /*i18n*/ 'We could not find that change for this booking.',
  changeNotWaiting: /*i18n*/ 'This change is not waiting for a payment.',
  changeOutdated:
    /*i18n*/ 'The booking changed after this change was priced. Please ask for the change again.',
  dearerWithPartner:
    /*i18n*/ 'This change costs more than the ride as booked, so the company that booked it has to make it. Please ask them.',
} as const

/** The new dropoff of a one-way ride, as the place search gave it. */
export const rideChangeDropoffSchema = z.strictObject({
  location: oneLineTextSchema(ADDRESS_MAX_LENGTH).min(1, rideChangeMessages.dropoffRequired),
  lat: latitudeSchema,
  lng: longitudeSchema,
  place_id: placeIdSchema.optional(),
  /** The client's idea of the place's zone: the server judges it from the place data. */
  timezone: timeZoneSchema.optional(),
})

/**
 * What a traveller (or the booking's partner) asks to change. Every field is optional, at least one
 * is given; date and time are the pickup's local ones and come together. `flight_number: ''`
 * clears it. Unknown keys are refused, so a name or an email cannot be slipped in here.
 */
export const rideChangeRequestSchema = z
  .strictObject({
    date: localDateSchema.optional(),
    time: localTimeSchema.optional(),
    passengers: passengerCountSchema.optional(),
    luggage_count: luggageCountSchema.optional(),
    flight_number: flightNumberSchema.optional(),
    driver_instructions: driverInstructionsSchema.optional(),
    meet_greet_applicable: z.boolean().optional(),
    child_seat_applicable: z.boolean().optional(),
    child_seat_count: childSeatCountSchema.optional(),
    dropoff: rideChangeDropoffSchema.optional(),
  })
  .superRefine((change, ctx) => {
    if (Object.values(change).every((value) => value === undefined)) {
      ctx.addIssue({ code: 'custom', message: rideChangeMessages.nothingToChange, input: change })
    }
    if ((change.date === undefined) !== (change.time === undefined)) {
      const path = [change.date === undefined ? 'date' : 'time']
      ctx.addIssue({ code: 'custom', message: rideChangeMessages.dateAndTime, path, input: change })
    }
  })
export type RideChangeRequest = z.infer<typeof rideChangeRequestSchema>

/** POST /rides/{ref}/changes/preview. */
export const rideChangePreviewBodySchema = z.object({ change: rideChangeRequestSchema })

/** POST /rides/{ref}/changes: the version the page showed, so a stale page is refused. */
export const rideChangeBodySchema = z.object({
  change: rideChangeRequestSchema,
  expected_version: z.number().int().positive(),
})

/** What the change would cost, priced by the server; nothing is stored. */
export const rideChangePreviewSchema = z.object({
  allowed: z.boolean(),
  /** New total minus the current one: above zero is paid, below zero refunded. */
  difference: z.number(),
  new_total: z.number(),
  lines: z.array(rideFareLineSchema),
  /** Why not (pointing to support), or a word on the money when allowed. */
  message: z.string().nullable(),
  /**
   * A net-rate booking seen on the traveller's link (docs/decisions/043-partner-rate-plans.md):
   * the money is the partner's business, so `difference` is 0, `new_total` and `lines` are the
   * new selling price (0 and none when prices are hidden), and `message` says so.
   */
  money_with_partner: z.boolean().default(false),
})
export type RideChangePreview = z.infer<typeof rideChangePreviewSchema>

export const rideChangeStatuses = ['awaiting_payment', 'applied', 'abandoned'] as const
export const rideChangeStatusSchema = z.enum(rideChangeStatuses)
export type RideChangeStatus = z.infer<typeof rideChangeStatusSchema>

export const rideChangeResultSchema = z.object({
  change: z.object({
    id: z.uuid(),
    status: rideChangeStatusSchema,
    difference: z.number(),
    new_total: z.number(),
    /** As in the preview: the traveller of a net-rate booking sees no money we moved. */
    money_with_partner: z.boolean().default(false),
  }),
  ride: rideViewSchema,
})
export type RideChangeResult = z.infer<typeof rideChangeResultSchema>

export const rideChangeParamsSchema = z.object({
  ref: z.string().min(1).max(64),
  changeId: z.string().max(100),
})

/** Statuses a ride may be changed in: paid and not yet under way. */
export const changeableStatuses: readonly BookingStatus[] = ['confirmed', 'assigned']

/** The last moment a free change is accepted. */
export function changeDeadline(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - FREE_MODIFICATION_HOURS_BEFORE_PICKUP * HOUR_MS)
}

export type ChangeRefusal = {
  /** INVALID_TRANSITION for a ride in the wrong status, CONFLICT for the change rule itself. */
  code: 'CONFLICT' | 'INVALID_TRANSITION'
  /** Plain English marked for the catalogue, or words with figures in them. */
  message: string | Wording
}

/**
 * Why a ride cannot be changed now, or null when it can: one free change per booking, asked at
 * least FREE_MODIFICATION_HOURS_BEFORE_PICKUP hours before the current pickup, of a paid ride
 * not yet under way. Messages point to support.
 */
export function changeRefusal(input: {
  status: BookingStatus
  pickupAt: Date
  now: Date
  /** How many changes were applied to the booking already. */
  appliedChanges: number
}): ChangeRefusal | null {
  if (input.status === 'pending_payment') {
    return { code: 'INVALID_TRANSITION', message: rideChangeMessages.notYetPaid }
  }
  if (!changeableStatuses.includes(input.status)) {
    return { code: 'INVALID_TRANSITION', message: rideChangeMessages.notChangeable }
  }
  if (input.appliedChanges > 0)
    return { code: 'CONFLICT', message: rideChangeMessages.alreadyChanged }
  if (input.now.getTime() > changeDeadline(input.pickupAt).getTime()) {
    return { code: 'CONFLICT', message: rideChangeMessages.tooLate }
  }
  return null
}

/** A priced change's money as a net-rate booking's traveller may see it, in cents. */
export type TravellerChangeMoney =
  | { allowed: false; message: string }
  | { allowed: true; differenceCents: 0; newTotalCents: number; lineCents: number | null }

/**
 * What a net-rate booking's traveller is told of a change (docs/decisions/043): never the net or
 * what we charge or refund the partner, only the new selling price (none when prices are hidden).
 * A change costing more is the partner's to make unless its account takes the bill, since the
 * traveller does not pay us.
 */
export function travellerChangeMoney(input: {
  differenceCents: number
  onAccount: boolean
  sellingCentsAfter: number | null
  hidePrices: boolean
}): TravellerChangeMoney {
  if (input.differenceCents > 0 && !input.onAccount) {
    return { allowed: false, message: rideChangeMessages.dearerWithPartner }
  }
  const shown = input.hidePrices ? null : input.sellingCentsAfter
  return { allowed: true, differenceCents: 0, newTotalCents: shown ?? 0, lineCents: shown }
}

/** The preview's fare of a net booking for its traveller: one 'Ride price' line, or none. */
export function travellerChangeView(money: Extract<TravellerChangeMoney, { allowed: true }>) {
  return {
    difference: 0,
    new_total: fromCents(money.newTotalCents),
    lines:
      money.lineCents === null
        ? []
        : [{ label: SELLING_PRICE_LABEL, amount: fromCents(money.lineCents) }],
    message: SETTLED_WITH_PARTNER_TEXT,
    money_with_partner: true,
  }
}
