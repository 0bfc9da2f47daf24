import { sourceText, type Translator } from '../language/translator'
import { z } from 'zod'
import { bookingStatusSchema } from '../booking/booking-status'
import { REFUND_BUSINESS_DAYS } from '../booking/service-commitments'
import { operatorCompany } from './company'

// What a traveller (or the partner who booked) does on the ride page besides changing it:
// cancel, and rate the ride once it is over (docs/decisions/028-ride-page.md).

const instant = z.iso.datetime({ offset: true })

/** POST /rides/{ref}/cancel. `expected_version` as last read: a booking changed since is a 409. */
export const rideCancelRequestSchema = z.object({
  expected_version: z.number().int().nonnegative().optional(),
})
export type RideCancelRequest = z.infer<typeof rideCancelRequestSchema>

/**
 * What POST /rides/{ref}/cancel answers: the booking's status and version after it, and the
 * refund the cancellation gave (the same on a repeat).
 */
export const rideCancelResultSchema = z.object({
  booking_status: bookingStatusSchema,
  refund: z.object({
    /** US dollars given back: the policy's share of what was paid. */
    amount: z.number(),
    /** The policy's share of the ride, and of the add-ons (their own rule). */
    percent: z.number().int(),
    add_on_percent: z.number().int(),
  }),
  version: z.number().int(),
})
export type RideCancelResult = z.infer<typeof rideCancelResultSchema>

export const RATING_COMMENT_MAX_LENGTH = 1000
export const RATING_STARS = { min: 1, max: 5 } as const

const starsMessage = `Choose between ${RATING_STARS.min} and ${RATING_STARS.max} stars`

/**
 * POST /rides/{ref}/rating. The comment is free text over several lines, like the driver
 * instructions: trimmed, and never longer than the limit.
 */
export const rideRatingRequestSchema = z.object({
  stars: z
    .number({ error: starsMessage })
    .int({ error: starsMessage })
    .min(RATING_STARS.min, starsMessage)
    .max(RATING_STARS.max, starsMessage),
  comment: z
    .string()
    .trim()
    .max(
      RATING_COMMENT_MAX_LENGTH,
      `Your comment must be at most ${RATING_COMMENT_MAX_LENGTH} characters`,
    )
    .default(''),
})
export type RideRatingRequest = z.input<typeof rideRatingRequestSchema>

/** A traveller's rating of a ride, as the ride page and the operator console show it. */
export const rideRatingSchema = z.object({
  stars: z.number().int().min(RATING_STARS.min).max(RATING_STARS.max),
  comment: z.string(),
  created_at: instant,
})
export type RideRating = z.infer<typeof rideRatingSchema>

export const rideRatingResultSchema = z.object({ rating: rideRatingSchema })

/** The stars in words, for a screen reader and a mail: "4 of 5 stars". */
export function starsText(stars: number): string {
  return `${stars} of ${RATING_STARS.max} stars`
}

const { supportEmail } = operatorCompany

/** How long a cancellation's refund takes to reach the card, in the reader's language. */
export const refundTimeText = (i18n: Translator = sourceText) =>
  i18n._('A refund usually reaches your card within {min} to {max} business days.', {
    min: REFUND_BUSINESS_DAYS.cancellation.min,
    max: REFUND_BUSINESS_DAYS.cancellation.max,
  })

export const rideActionMessages = {
  pickupPassed: `This ride can no longer be cancelled online: its pickup time has passed. Please contact support at ${supportEmail}.`,
  notCancellable: `This ride can no longer be cancelled online. Please contact support at ${supportEmail}.`,
  staleVersion:
    'This booking has changed since you opened it. Please reload the page to see it as it is now.',
  alreadyRated: 'You have already rated this ride. Thank you!',
  notCompleted: 'You can rate this ride once it is over.',
  /** Kept on the booking's timeline as the cancellation's reason. */
  cancelReason: {
    traveller: 'Cancelled by the traveller on the ride page',
    partner: 'Cancelled by the partner on the booking page',
  },
  refundTime: refundTimeText(),
} as const
