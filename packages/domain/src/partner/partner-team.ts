import { z } from 'zod'
import { partnerRoles } from './partner-access'
import { newPasswordSchema, partnerEmailSchema } from './partner-fields'
import { partnerMessages } from './partner-messages'
import { mailNameSchema } from '../validation/mail-name'

// A partner's team (docs/decisions/030-partner-business-tools.md): the account's own login is
// its first admin; its admins invite colleagues as admins or bookers, each with a password of
// their own. Bookers book and see the account's bookings; only admins manage the team and the
// business profile.

/** How long an invitation link works: long enough to be read after a weekend. */
export const PARTNER_INVITATION_LIFETIME_HOURS = 72
export const PARTNER_MEMBER_NAME_MAX_LENGTH = 120

export const partnerTeamMessages = {
  nameRequired: "Enter your colleague's name",
  nameTooLong: `A name has at most ${PARTNER_MEMBER_NAME_MAX_LENGTH} characters`,
  roleInvalid: 'Choose admin or booker',
  /**
   * One answer for every email already in use, whoever uses it (this account's login or team,
   * or any other partner's), so inviting tells nobody which emails have accounts.
   */
  emailUnavailable:
    'This email cannot be invited. Ask your colleague for another work address, or contact support if you think this is wrong.',
  memberNotFound: 'No such member of your team.',
  notYourself: 'You cannot change your own role or remove yourself. Ask another admin.',
  invitationNotNeeded: 'This colleague has already joined; there is no invitation to send.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  invitationResent: (email: string) => `A new invitation was sent to ${email}.`,
  invitationCancelled: 'Invitation cancelled.',
  memberRemoved: 'Removed from your team. They are signed out everywhere.',
  roleChanged: 'Role changed.',
  /** The invitation link: unknown, used, cancelled or past its three days. */
  invitationInvalid:
    'This invitation link is not valid any more. Ask an admin of your account to send a new one.',
  joined: 'Your password is set. Sign in with your email and your new password.',
  tooManyInvitations: 'Too many invitations in a short time. Try again later.',
} as const

export const partnerRoleLabels: Record<(typeof partnerRoles)[number], string> = {
  admin: 'Admin',
  booker: 'Booker',
}

/** What each role may do, in the words the team page shows. */
export const partnerRoleDescriptions: Record<(typeof partnerRoles)[number], string> = {
  admin: 'Books, sees every booking, manages the team and the business profile.',
  booker: "Books and sees the account's bookings.",
}

const roleSchema = z.enum(partnerRoles, { error: partnerTeamMessages.roleInvalid })

/** POST /partners/team/members: an admin invites a colleague. */
export const partnerInviteSchema = z.object({
  name: mailNameSchema({
    max: PARTNER_MEMBER_NAME_MAX_LENGTH,
    required: partnerTeamMessages.nameRequired,
    tooLong: partnerTeamMessages.nameTooLong,
  }),
  email: partnerEmailSchema,
  role: roleSchema,
})
export type PartnerInvite = z.infer<typeof partnerInviteSchema>

/** PATCH /partners/team/members/{id}. */
export const partnerMemberRoleSchema = z.object({ role: roleSchema })
export type PartnerMemberRoleChange = z.infer<typeof partnerMemberRoleSchema>

export const partnerMemberParamsSchema = z.object({ id: z.string().min(1).max(64) })

/** 'invited': no password yet; 'invitation_expired': the link ran out (resend it); 'active'. */
export const partnerMemberStatuses = ['invited', 'invitation_expired', 'active'] as const
export type PartnerMemberStatus = (typeof partnerMemberStatuses)[number]

export const partnerMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(partnerMemberStatuses),
  invited_at: z.iso.datetime({ offset: true }),
  /** When the newest invitation stops working; null once joined. */
  invitation_expires_at: z.iso.datetime({ offset: true }).nullable(),
  joined_at: z.iso.datetime({ offset: true }).nullable(),
})
export type PartnerMember = z.infer<typeof partnerMemberSchema>

/** `data` of GET /partners/team: the account's own login first (always an admin), then members. */
export const partnerTeamResponseSchema = z.object({
  owner: z.object({ email: z.string(), role: z.literal('admin') }),
  members: z.array(partnerMemberSchema),
})
export type PartnerTeamResponse = z.infer<typeof partnerTeamResponseSchema>

/** `data` of the calls that change one member. */
export const partnerMemberResponseSchema = z.object({
  message: z.string(),
  member: partnerMemberSchema,
})
export type PartnerMemberResponse = z.infer<typeof partnerMemberResponseSchema>

// Invitation tokens are 43 base64url characters; the bound keeps junk out of the hashing.
const invitationTokenSchema = z
  .string({ error: partnerMessages.tokenMissing })
  .trim()
  .min(1, partnerMessages.tokenMissing)
  .max(200, partnerMessages.tokenMissing)

/** POST /partners/team/accept: the invited colleague chooses their password. */
export const partnerAcceptInvitationSchema = z.object({
  token: invitationTokenSchema,
  password: newPasswordSchema,
})
export type PartnerAcceptInvitation = z.infer<typeof partnerAcceptInvitationSchema>

/** The join page's form: the two password fields (the token comes from the link). */
export const partnerJoinFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: partnerMessages.passwordsMismatch,
    path: ['confirmPassword'],
  })
export type PartnerJoinForm = z.infer<typeof partnerJoinFormSchema>

/** `data` of POST /partners/team/accept: the email to sign in with. */
export const partnerAcceptInvitationResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
})
export type PartnerAcceptInvitationResponse = z.infer<typeof partnerAcceptInvitationResponseSchema>

/** Who is signed in to the portal, as GET /partners/profile tells the portal's menus. */
export const partnerViewerSchema = z.object({
  kind: z.enum(['owner', 'member']),
  email: z.string(),
  role: roleSchema,
})
export type PartnerViewer = z.infer<typeof partnerViewerSchema>
