import type { PartnerStatus } from '@ridelane/domain'

export const partnerStatusLabels: Record<PartnerStatus, string> = {
  email_unconfirmed: 'Email not confirmed',
  pending_approval: 'Awaiting approval',
  active: 'Active',
  suspended: 'Suspended',
  closed: 'Closed by the partner',
}

export const partnerName = (partner: { business_name: string | null; email: string }) =>
  partner.business_name || partner.email
