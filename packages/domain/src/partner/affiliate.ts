import { z } from 'zod'
import type { BookingStatus } from '../booking/booking-status'

// The affiliate widget and referral credit (docs/decisions/030-partner-business-tools.md): an
// operator gives a partner a commission, which gives it a referral code; bookings made through
// its widget carry the code and keep the percent of the day they were made.

export const MAX_AFFILIATE_COMMISSION_PERCENT = 50

/** Referral codes: 8 characters without look-alikes (no 0/O, 1/I/L), safe in a URL as they are. */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const REFERRAL_CODE_LENGTH = 8

export const affiliateMessages = {
  commissionInvalid: `Enter a whole percent from 0 to ${MAX_AFFILIATE_COMMISSION_PERCENT}`,
  referralCodeInvalid: 'This referral code is not one of ours.',
} as const

/** A partner's affiliate commission as an operator sets it: a whole percent from 0 to 50. */
export const affiliateCommissionPercentSchema = z
  .number({ error: affiliateMessages.commissionInvalid })
  .int(affiliateMessages.commissionInvalid)
  .min(0, affiliateMessages.commissionInvalid)
  .max(MAX_AFFILIATE_COMMISSION_PERCENT, affiliateMessages.commissionInvalid)

const referralCodePattern = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`)

/** True for a string shaped like a referral code (whether a partner has it is the server's to say). */
export function isReferralCode(value: string): boolean {
  return referralCodePattern.test(value)
}

/** A referral code as a client sends it; letters are taken in any case. */
export const referralCodeSchema = z
  .string({ error: affiliateMessages.referralCodeInvalid })
  .trim()
  .toUpperCase()
  .regex(referralCodePattern, affiliateMessages.referralCodeInvalid)

/** A new code from random bytes (one byte per character; the bias of `% 31` is harmless here). */
export function referralCodeFromRandomBytes(bytes: Uint8Array): string {
  if (bytes.length < REFERRAL_CODE_LENGTH) throw new RangeError('Not enough random bytes')
  let code = ''
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[bytes[i]! % REFERRAL_CODE_ALPHABET.length]
  }
  return code
}

/**
 * Bookings that earn their referrer a commission: paid for and not called off (a no-show is
 * paid in full). The dashboard and the statement both count these.
 */
export const commissionEarningStatuses: readonly BookingStatus[] = [
  'confirmed',
  'assigned',
  'driver_en_route',
  'driver_arrived',
  'passenger_on_board',
  'completed',
  'no_show',
]

/** A referred booking's commission in cents: its total times the percent, rounded half up. */
export function affiliateCommissionCents(totalCents: number, percent: number): number {
  return Math.round((totalCents * percent) / 100)
}

/** PUT /ops/partners/:id/commission. */
export const opsPartnerCommissionSchema = z.object({
  commission_percent: affiliateCommissionPercentSchema,
})
export type OpsPartnerCommission = z.infer<typeof opsPartnerCommissionSchema>

/** What the console shows of a partner's affiliate standing. */
export const opsPartnerAffiliateSchema = z.object({
  referral_code: z.string().nullable(),
  commission_percent: z.number().int(),
})
export type OpsPartnerAffiliate = z.infer<typeof opsPartnerAffiliateSchema>

/** GET /partners/affiliate: the portal's widget page and dashboard card. */
export const partnerAffiliateSchema = z.object({
  /** Null until an operator gives the partner a commission. */
  referral_code: z.string().nullable(),
  commission_percent: z.number().int().nonnegative(),
  referred_bookings: z.number().int().nonnegative(),
  /** Referred bookings paid and not cancelled: the ones that earn. */
  earning_bookings: z.number().int().nonnegative(),
  /** USD, each booking at the percent it was made with. */
  commission_earned: z.number().nonnegative(),
})
export type PartnerAffiliate = z.infer<typeof partnerAffiliateSchema>
