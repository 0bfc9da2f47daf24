import { z } from 'zod'

// docs/decisions/019-partner-approval.md: a partner confirms its email, then waits for an
// operator to approve it; only an active partner gets its discount, a suspended one cannot sign in.
// A partner's admin may close the account (decision 046): its people's data is erased and nothing
// reopens it.
export const partnerStatuses = [
  'email_unconfirmed',
  'pending_approval',
  'active',
  'suspended',
  'closed',
] as const
export type PartnerStatus = (typeof partnerStatuses)[number]

export const MAX_PARTNER_DISCOUNT_PERCENT = 50

export const partnerStatusMessages = {
  discountInvalid: `Enter a whole percent from 0 to ${MAX_PARTNER_DISCOUNT_PERCENT}`,
  suspended: 'This partner account is suspended. Please contact us if you think this is a mistake.',
  closed: 'This partner account is closed.',
  confirmLinkInvalid: 'This confirmation link is invalid, used or expired.',
  emailConfirmed: 'Thank you: your email is confirmed. We will review your account shortly.',
  confirmLinkSent: 'We sent a new confirmation link to your email.',
  alreadyConfirmed: 'Your email is already confirmed.',
  partnerNotFound: 'No partner has this id.',
  notPendingApproval:
    'Only a partner that confirmed its email and awaits approval can be approved.',
  alreadySuspended: 'This partner is already suspended.',
  notSuspended: 'Only a suspended partner can be reactivated.',
  statusInvalid: 'Choose email_unconfirmed, pending_approval, active, suspended or closed',
  reasonTooLong: 'Keep the reason under 500 characters',
  onAccountNotActive: 'Only an active partner can be invoiced monthly.',
  onAccountApproveConfirm:
    'Invoice this partner monthly? Its new bookings are confirmed without a card payment and billed on its monthly invoice.',
  onAccountWithdrawConfirm:
    'Stop invoicing this partner monthly? Its new bookings must be paid by card; bookings already made stay on account.',
} as const

/** What the partner portal's banner says for each state; an active partner sees none. */
export const partnerStatusBanners: Record<PartnerStatus, string | null> = {
  email_unconfirmed:
    'Please confirm your email: open the link we sent you. Until your account is approved you book at public prices.',
  pending_approval:
    'Your email is confirmed and your account awaits approval. Until then you book at public prices.',
  active: null,
  suspended: partnerStatusMessages.suspended,
  closed: partnerStatusMessages.closed,
}

/** A partner's discount as an operator sets it: a whole percent from 0 to 50. */
export const partnerDiscountPercentSchema = z
  .number({ error: partnerStatusMessages.discountInvalid })
  .int(partnerStatusMessages.discountInvalid)
  .min(0, partnerStatusMessages.discountInvalid)
  .max(MAX_PARTNER_DISCOUNT_PERCENT, partnerStatusMessages.discountInvalid)

/** The discount a partner's new quotes and bookings get: none until it is approved. */
export function effectiveDiscountPercent(partner: {
  status: PartnerStatus
  discountPercent: number
}): number {
  return partner.status === 'active' ? partner.discountPercent : 0
}

export const confirmPartnerEmailSchema = z.object({
  token: z
    .string({ error: partnerStatusMessages.confirmLinkInvalid })
    .trim()
    .min(1, partnerStatusMessages.confirmLinkInvalid)
    .max(200, partnerStatusMessages.confirmLinkInvalid),
})
export type ConfirmPartnerEmail = z.infer<typeof confirmPartnerEmailSchema>
