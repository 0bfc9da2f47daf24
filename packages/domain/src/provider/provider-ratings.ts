import { z } from 'zod'

// What travellers' ratings say of a provider and its drivers (issue 15, item 9): a rating of a
// ride counts for the provider and the driver the booking names. Summed in SQL, averaged here.

/** How many of the latest comments the portal and the console show. */
export const LATEST_RATING_COMMENTS = 10

export const ratingSummarySchema = z.object({
  /** Mean stars to two decimals; null before the first rating. */
  average: z.number().nullable(),
  count: z.number().int(),
})
export type RatingSummary = z.infer<typeof ratingSummarySchema>

/** The mean of `count` ratings whose stars add up to `starsTotal`, to two decimals. */
export function ratingSummary(count: number, starsTotal: number): RatingSummary {
  if (count === 0) return { average: null, count: 0 }
  return { average: Math.round((starsTotal * 100) / count) / 100, count }
}

/** '4.5 ★ (12 ratings)', or 'No ratings yet'. */
export function ratingText(summary: RatingSummary): string {
  if (summary.average === null) return 'No ratings yet'
  const noun = summary.count === 1 ? 'rating' : 'ratings'
  return `${summary.average.toFixed(1)} ★ (${summary.count} ${noun})`
}

/** GET /ops/providers/ratings: one summary per provider that has a rating. */
export const providerRatingListSchema = z.object({
  providers: z.array(ratingSummarySchema.extend({ provider_id: z.uuid() })),
})
export type ProviderRatingList = z.infer<typeof providerRatingListSchema>

export const ratingCommentSchema = z.object({
  booking_code: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  rated_at: z.iso.datetime({ offset: true }),
  driver_name: z.string().nullable(),
})
export type RatingComment = z.infer<typeof ratingCommentSchema>

/** GET /provider/ratings and GET /ops/providers/{id}/ratings. */
export const providerRatingsSchema = z.object({
  provider: ratingSummarySchema,
  /** Every driver of the provider, rated or not, by name. */
  drivers: z.array(
    ratingSummarySchema.extend({ driver_id: z.uuid(), name: z.string(), active: z.boolean() }),
  ),
  /** The newest ratings that carry a comment, newest first. */
  latest_comments: z.array(ratingCommentSchema),
})
export type ProviderRatings = z.infer<typeof providerRatingsSchema>
