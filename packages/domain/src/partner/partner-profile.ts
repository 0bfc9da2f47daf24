import { z } from 'zod'
import { partnerStatuses } from './partner-status'
import { EMAIL_PATTERN } from '../passenger/email'
import { normalizePhoneNumber } from '../passenger/person-fields'
import { isContactNumber } from './partner-fields'
import { partnerMessages } from './partner-messages'
import { partnerViewerSchema } from './partner-team'
import { mailNameSchema } from '../validation/mail-name'

// docs/product.md#partner-accounts GET/PUT /partners/profile.
export const requiredProfileFields = [
  'business_name',
  'admin_email',
  'admin_contact',
  'country',
  'city',
] as const
export const optionalProfileFields = ['address', 'tax_id', 'website'] as const
export type ProfileField =
  (typeof requiredProfileFields)[number] | (typeof optionalProfileFields)[number]

/** The profile as stored; fields stay null until the partner fills them. */
export const partnerProfileSchema = z.object({
  business_name: z.string().nullable(),
  admin_email: z.string().nullable(),
  admin_contact: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  tax_id: z.string().nullable(),
  website: z.string().nullable(),
  is_profile_complete: z.boolean(),
})
export type PartnerProfile = z.infer<typeof partnerProfileSchema>

/** The signed-in account itself, beside its profile. */
export const partnerAccountSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  contact_number: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** Where the account stands (docs/decisions/019-partner-approval.md); the portal's banner. */
  status: z.enum(partnerStatuses),
})
export type PartnerAccount = z.infer<typeof partnerAccountSchema>

/** `data` of GET /partners/profile. */
export const partnerProfileResponseSchema = z.object({
  partner: partnerAccountSchema,
  profile: partnerProfileSchema,
  /** Who of the account is signed in: its own login or a team member, and their role. */
  viewer: partnerViewerSchema,
})
export type PartnerProfileResponse = z.infer<typeof partnerProfileResponseSchema>

const required = (max: number) =>
  z
    .string({ error: partnerMessages.profileRequired })
    .trim()
    .min(1, { error: partnerMessages.profileRequired, abort: true })
    .max(max)
const optional = (max: number) => z.string().trim().max(max).optional()

/**
 * The web address as a link anyone may click: http or https only (never `javascript:` or
 * `data:`), with a host that has a dot. A bare 'skyline.in' is read as 'https://skyline.in'.
 */
export function normalizeWebsite(value: string): string | undefined {
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`
  if (!URL.canParse(withScheme)) return undefined
  const url = new URL(withScheme)
  const webScheme = url.protocol === 'http:' || url.protocol === 'https:'
  const realHost = url.hostname.includes('.') && !url.username && !url.password
  return webScheme && realHost && /^https?:\/\//i.test(withScheme) ? withScheme : undefined
}

const website = z
  .string()
  .trim()
  .max(200)
  .check((ctx) => {
    if (ctx.value !== '' && normalizeWebsite(ctx.value) === undefined) {
      ctx.issues.push({ code: 'custom', message: partnerMessages.websiteInvalid, input: ctx.value })
    }
  })
  .overwrite((value) => (value === '' ? value : (normalizeWebsite(value) ?? value)))
  .optional()

/** PUT /partners/profile body. Optional fields left out (or '') are stored empty. */
export const partnerProfileUpdateSchema = z.object({
  // Invitations to the team quote it (validation/mail-name.ts).
  business_name: mailNameSchema({ max: 200, required: partnerMessages.profileRequired }),
  admin_email: required(254).regex(EMAIL_PATTERN, partnerMessages.emailInvalid),
  admin_contact: required(40)
    .refine(isContactNumber, partnerMessages.contactInvalid)
    .overwrite(normalizePhoneNumber),
  country: required(100),
  city: required(100),
  address: optional(300),
  tax_id: optional(50),
  website,
})
export type PartnerProfileUpdate = z.infer<typeof partnerProfileUpdateSchema>

/** `data` of PUT /partners/profile: the outcome message and the profile as now stored. */
export const partnerProfileUpdateResponseSchema = z.object({
  message: z.string(),
  profile: partnerProfileSchema,
})
export type PartnerProfileUpdateResponse = z.infer<typeof partnerProfileUpdateResponseSchema>

/** The edit form: every field as text. */
export type PartnerProfileForm = Record<ProfileField, string>

export function profileFormFrom(profile: PartnerProfile | null | undefined): PartnerProfileForm {
  return {
    business_name: profile?.business_name ?? '',
    admin_email: profile?.admin_email ?? '',
    admin_contact: profile?.admin_contact ?? '',
    address: profile?.address ?? '',
    country: profile?.country ?? '',
    city: profile?.city ?? '',
    tax_id: profile?.tax_id ?? '',
    website: profile?.website ?? '',
  }
}

/** Trims every field and leaves empty optional fields out of the payload
 * (docs/product.md#passenger-and-partner-fields). */
export function compactProfilePayload(form: PartnerProfileForm): PartnerProfileUpdate {
  const payload: Record<string, string> = {}
  for (const field of requiredProfileFields) payload[field] = form[field].trim()
  for (const field of optionalProfileFields) {
    const value = form[field].trim()
    if (value !== '') payload[field] = value
  }
  return payload as PartnerProfileUpdate
}

/** All five required fields filled. */
export function isProfileComplete(
  profile: Partial<Record<ProfileField, string | null | undefined>>,
): boolean {
  return requiredProfileFields.every((field) => (profile[field] ?? '').trim() !== '')
}
