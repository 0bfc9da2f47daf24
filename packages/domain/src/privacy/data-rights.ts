import { z } from 'zod'
import type { BookingStatus } from '../booking/booking-status-names'
import { isFinalStatus } from '../booking/lifecycle-table'
import { emailSchema } from '../passenger/person-fields'

// A traveller's data rights (docs/privacy.md#your-data, docs/decisions/042-traveller-data-rights.md):
// a copy of everything held about their email (access and portability) and its erasure. Either
// starts with a code mailed to the address, from /my-data (the email typed) or from the ride page
// (the booking's email, proved by its link); the code opens a short access to that email's data.

/** How long a mailed code can be used, and how many wrong tries it takes. */
export const DATA_CODE_MINUTES = 15
export const DATA_CODE_ATTEMPTS = 5
/** How long the access a code opened lasts: long enough to download and to decide. */
export const DATA_ACCESS_MINUTES = 30
/** A finished ride waiting for erasure is erased this long after it ends, so its last mails go first. */
export const ERASURE_DELAY_AFTER_RIDE_MINUTES = 60
/** The header the export and erasure calls take the access token in. */
export const DATA_ACCESS_HEADER = 'X-Data-Access-Token'

/** Six digits, as typed (spaces allowed). */
export const DATA_CODE_PATTERN = /^\d{6}$/

/**
 * Marked for the domain's catalogue (docs/decisions/052-server-messages.md), so the page and the
 * API's errors read in the traveller's language; none writes a figure in (the page and the mail
 * say how long a code works, from DATA_CODE_MINUTES).
 */
export const dataRightsMessages = {
  /** The same answer whether or not we hold anything under the address: no one learns who booked. */
  codeSent: /*i18n*/ 'If we hold bookings under this email, a 6-digit code is on its way to it.',
  codeRequired: /*i18n*/ 'Enter the 6-digit code from the email.',
  codeInvalid: /*i18n*/ 'Enter the 6 digits of the code from the email.',
  /** A wrong, used or expired code, and an email we sent none to: one answer for all. */
  codeRejected:
    /*i18n*/ 'That code does not match, or it has expired. Check the latest email from us, or ask for a new code.',
  tooManyCodes:
    /*i18n*/ 'Too many codes asked for this email or from this network. Please wait a while and try again.',
  accessExpired:
    /*i18n*/ 'Your access to this data has ended. Ask for a new code to see or erase your data.',
  nothingHeld: /*i18n*/ 'We hold no bookings under this email any more.',
  rideLinkOnly:
    /*i18n*/ 'Only the traveller’s own booking link can ask for a code. Open the link from the confirmation email.',
} as const

export const dataCodeRequestSchema = z.object({
  email: emailSchema.transform((email) => email.toLowerCase()).pipe(z.string()),
})
export type DataCodeRequest = z.infer<typeof dataCodeRequestSchema>

export const dataCodeSentSchema = z.object({
  message: z.string(),
  /** Where the code went, partly hidden ("j•••@example.com"): only from the ride page. */
  sent_to: z.string().optional(),
})
export type DataCodeSent = z.infer<typeof dataCodeSentSchema>

export const dataAccessRequestSchema = z.object({
  email: emailSchema.transform((email) => email.toLowerCase()).pipe(z.string()),
  code: z
    .string({ error: dataRightsMessages.codeRequired })
    .max(20, dataRightsMessages.codeInvalid)
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: dataRightsMessages.codeRequired, abort: true })
        .regex(DATA_CODE_PATTERN, dataRightsMessages.codeInvalid),
    ),
})
export type DataAccessRequest = z.infer<typeof dataAccessRequestSchema>
export type DataAccessRequestInput = z.input<typeof dataAccessRequestSchema>

export const dataBookingSummarySchema = z.object({
  booking_code: z.string(),
  status: z.string(),
  pickup_time: z.iso.datetime({ offset: true }),
  /** Erasure of a booking still under way waits until it ends. */
  erasable_now: z.boolean(),
})
export type DataBookingSummary = z.infer<typeof dataBookingSummarySchema>

export const dataAccessSchema = z.object({
  /** Send it as X-Data-Access-Token on the export and erasure calls. */
  token: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
  email: z.string(),
  bookings: z.array(dataBookingSummarySchema),
})
export type DataAccess = z.infer<typeof dataAccessSchema>

export const dataErasureSchema = z.object({
  /** Anonymised now. */
  erased: z.array(z.object({ booking_code: z.string() })),
  /** Still under way: erased automatically once each ends. */
  waiting: z.array(z.object({ booking_code: z.string(), status: z.string() })),
})
export type DataErasure = z.infer<typeof dataErasureSchema>

/** A booking in these statuses can be erased at once; any other waits for its ride to end. */
export function canEraseNow(status: BookingStatus): boolean {
  return isFinalStatus(status)
}

/** The address with its local part hidden but its first letter: "j•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '•••'
  return `${email.slice(0, 1)}•••${email.slice(at)}`
}
