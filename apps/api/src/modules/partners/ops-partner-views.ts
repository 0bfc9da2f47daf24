import {
  fromCents,
  ratePlanSchema,
  ratePlanView,
  storedRatePlan,
  type OpsPartner,
  type OpsPartnerDetail,
  type OpsPartnerHistoryEntry,
  type OpsPartnerSummary,
  systemAuditOperator,
} from '@ridelane/domain'
import type { listAudit } from '../audit'
import type { PartnerWithTotals, recentPartnerBookings } from './ops-repository'
import type { PartnerRow } from './repository'

// Partners as the console shows them: never a password hash or a token.

export function opsPartnerView(row: PartnerRow): OpsPartner {
  return {
    id: row.id,
    email: row.email,
    contact_number: row.contactNumber ?? '',
    business_name: row.businessName,
    status: row.status,
    discount_percent: row.discountPercent,
    created_at: row.createdAt.toISOString(),
    email_confirmed_at: row.emailConfirmedAt?.toISOString() ?? null,
    on_account_since: row.onAccountSince?.toISOString() ?? null,
    referral_code: row.referralCode,
    affiliate_commission_percent: row.affiliateCommissionPercent,
    credit_limit: row.creditLimitCents === null ? null : fromCents(row.creditLimitCents),
    paid_through: row.paidThrough,
    rate_plan: ratePlanView(storedRatePlan(row)),
  }
}

export function opsPartnerSummaryView(row: PartnerWithTotals): OpsPartnerSummary {
  return {
    ...opsPartnerView(row.partner),
    bookings_count: row.bookingsCount,
    revenue: fromCents(row.revenueCents),
  }
}

type AuditRow = Awaited<ReturnType<typeof listAudit>>[number]
const field = (snapshot: Record<string, unknown> | null, key: string) =>
  snapshot && key in snapshot ? snapshot[key] : null

export function historyEntryView({ entry, operatorEmail }: AuditRow): OpsPartnerHistoryEntry {
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  const number = (value: unknown) => (typeof value === 'number' ? value : null)
  const plan = (value: unknown) => ratePlanSchema.safeParse(value).data ?? null
  return {
    at: entry.at.toISOString(),
    action: entry.action,
    operator_email: operatorEmail ?? systemAuditOperator.email,
    before_status: text(field(entry.before, 'status')),
    after_status: text(field(entry.after, 'status')),
    before_discount: number(field(entry.before, 'discount_percent')),
    after_discount: number(field(entry.after, 'discount_percent')),
    before_commission: number(field(entry.before, 'affiliate_commission_percent')),
    after_commission: number(field(entry.after, 'affiliate_commission_percent')),
    before_credit_limit: number(field(entry.before, 'credit_limit')),
    after_credit_limit: number(field(entry.after, 'credit_limit')),
    before_paid_through: text(field(entry.before, 'paid_through')),
    after_paid_through: text(field(entry.after, 'paid_through')),
    before_rate_plan: plan(field(entry.before, 'rate_plan')),
    after_rate_plan: plan(field(entry.after, 'rate_plan')),
    reason: entry.reason,
  }
}

type BookingRow = Awaited<ReturnType<typeof recentPartnerBookings>>[number]
export function opsPartnerBookingView(
  row: BookingRow,
): OpsPartnerDetail['recent_bookings'][number] {
  return {
    id: row.id,
    booking_code: row.bookingCode,
    pickup_location: row.pickupLocation,
    pickup_time: row.pickupTime.toISOString(),
    booking_status: row.bookingStatus,
    total: fromCents(row.totalCents),
    partner_discount_percent: row.partnerDiscountPercent,
  }
}
