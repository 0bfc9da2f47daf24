import { z } from 'zod'
import { paginationSchema } from '../pagination/pagination-schema'
import { partnerCreditSchema } from '../partner/credit-limit'
import { partnerProfileSchema } from '../partner/partner-profile'
import { ratePlanSchema } from '../partner/rate-plan'
import {
  partnerDiscountPercentSchema,
  partnerStatuses,
  partnerStatusMessages,
} from '../partner/partner-status'
import { opsPageSchema } from './ops-outbox'

// The console's partner screens (docs/decisions/019-partner-approval.md).

export const opsPartnerQuerySchema = z.object({
  status: z.enum(partnerStatuses, { error: partnerStatusMessages.statusInvalid }).optional(),
  /** Part of the email or the business name, any case. */
  q: z.string().trim().max(200).optional(),
  page: opsPageSchema,
})
export type OpsPartnerQuery = z.infer<typeof opsPartnerQuerySchema>

export const opsPartnerIdParamsSchema = z.object({
  id: z.uuid({ error: partnerStatusMessages.partnerNotFound }),
})

export const opsPartnerSchema = z.object({
  id: z.string(),
  email: z.string(),
  contact_number: z.string(),
  business_name: z.string().nullable(),
  status: z.enum(partnerStatuses),
  discount_percent: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  email_confirmed_at: z.iso.datetime({ offset: true }).nullable(),
  /** When an admin approved monthly invoicing; null while the partner pays by card. */
  on_account_since: z.iso.datetime({ offset: true }).nullable(),
  /** The affiliate widget's code; null until a commission is first set (partner/affiliate.ts). */
  referral_code: z.string().nullable(),
  affiliate_commission_percent: z.number().int(),
  /** On-account credit limit in USD; null: no limit (partner/credit-limit.ts). */
  credit_limit: z.number().nullable(),
  /** The last statement month recorded as paid; null: none. */
  paid_through: z.string().nullable(),
  /** Its rate plan as set, in force once it is active (partner/rate-plan.ts). */
  rate_plan: ratePlanSchema,
})
export type OpsPartner = z.infer<typeof opsPartnerSchema>

export const opsPartnerSummarySchema = opsPartnerSchema.extend({
  bookings_count: z.number().int(),
  /** Confirmed bookings' totals, in USD. */
  revenue: z.number(),
})
export type OpsPartnerSummary = z.infer<typeof opsPartnerSummarySchema>

export const opsPartnerListSchema = z.object({
  partners: z.array(opsPartnerSummarySchema),
  pagination: paginationSchema,
})
export type OpsPartnerList = z.infer<typeof opsPartnerListSchema>

export const opsPartnerBookingSchema = z.object({
  id: z.string(),
  booking_code: z.string(),
  pickup_location: z.string(),
  pickup_time: z.iso.datetime({ offset: true }),
  booking_status: z.string(),
  total: z.number(),
  partner_discount_percent: z.number().int(),
})

export const opsPartnerHistoryEntrySchema = z.object({
  at: z.iso.datetime({ offset: true }),
  action: z.string(),
  operator_email: z.string(),
  before_status: z.string().nullable(),
  after_status: z.string().nullable(),
  before_discount: z.number().nullable(),
  after_discount: z.number().nullable(),
  before_commission: z.number().nullable(),
  after_commission: z.number().nullable(),
  before_credit_limit: z.number().nullable(),
  after_credit_limit: z.number().nullable(),
  before_paid_through: z.string().nullable(),
  after_paid_through: z.string().nullable(),
  before_rate_plan: ratePlanSchema.nullable(),
  after_rate_plan: ratePlanSchema.nullable(),
  reason: z.string().nullable(),
})
export type OpsPartnerHistoryEntry = z.infer<typeof opsPartnerHistoryEntrySchema>

export const opsPartnerDetailSchema = z.object({
  partner: opsPartnerSummarySchema,
  profile: partnerProfileSchema,
  history: z.array(opsPartnerHistoryEntrySchema),
  recent_bookings: z.array(opsPartnerBookingSchema),
  credit: partnerCreditSchema,
})
export type OpsPartnerDetail = z.infer<typeof opsPartnerDetailSchema>

const reasonSchema = z.string().trim().max(500, partnerStatusMessages.reasonTooLong).optional()

/** Approve (also the "set discount" body). */
export const opsPartnerDiscountSchema = z.object({
  discount_percent: partnerDiscountPercentSchema,
})
export type OpsPartnerDiscount = z.infer<typeof opsPartnerDiscountSchema>

export const opsPartnerReasonSchema = z.object({ reason: reasonSchema })
export type OpsPartnerReason = z.infer<typeof opsPartnerReasonSchema>

export const opsPartnerResponseSchema = z.object({ partner: opsPartnerSchema })

/** PUT /ops/partners/:id/on-account: approve (true) or withdraw (false) monthly invoicing. */
export const opsPartnerOnAccountSchema = z.object({
  on_account: z.boolean({ error: 'Say whether the partner is invoiced monthly.' }),
  reason: reasonSchema,
})
export type OpsPartnerOnAccount = z.input<typeof opsPartnerOnAccountSchema>
