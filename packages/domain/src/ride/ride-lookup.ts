import { z } from 'zod'
import { isBookingCode, normalizeBookingCode } from '../booking/booking-code'
import { wording, type Wording } from '../language/translator'
import { emailSchema } from '../passenger/person-fields'

// "Find my booking" (/manage): a traveller without the mail's link finds the ride page by the
// booking code and the email it was booked with (docs/decisions/028-ride-page.md).

export const rideLookupMessages = {
  codeRequired: /*i18n*/ 'Enter your booking code.',
  codeInvalid: /*i18n*/ 'Enter the 8-character booking code from your confirmation email.',
  /** The same answer for a wrong code and a wrong email, so neither can be guessed apart. */
  notFound: /*i18n*/ 'We could not find a booking with that code and email.',
  /** `minutes`: the window the tries are counted in (the API's rate limit). */
  tooManyTries: (minutes: number): Wording =>
    wording(
      /*i18n*/ 'Too many tries for this booking code or email. Please wait {minutes} minutes, or open the link in your confirmation email.',
      { minutes },
    ),
} as const

export const rideLookupRequestSchema = z.object({
  /** As typed: spaces and dashes are dropped and letters upper-cased ('ab3k-7q2m'). */
  booking_code: z
    .string({ error: rideLookupMessages.codeRequired })
    .max(40, rideLookupMessages.codeInvalid)
    .transform(normalizeBookingCode)
    .pipe(
      z
        .string()
        .min(1, { error: rideLookupMessages.codeRequired, abort: true })
        .refine(isBookingCode, rideLookupMessages.codeInvalid),
    ),
  email: emailSchema,
})
export type RideLookupRequest = z.infer<typeof rideLookupRequestSchema>
export type RideLookupRequestInput = z.input<typeof rideLookupRequestSchema>

export const rideLookupResponseSchema = z.object({
  booking_code: z.string(),
  /** A ride link token: send it as X-Booking-Token on the /rides/{code} calls. */
  token: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
})
export type RideLookupResponse = z.infer<typeof rideLookupResponseSchema>
