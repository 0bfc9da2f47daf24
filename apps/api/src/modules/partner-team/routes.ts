import {
  partnerAcceptInvitationResponseSchema,
  partnerAcceptInvitationSchema,
  partnerInviteSchema,
  partnerMemberParamsSchema,
  partnerMemberResponseSchema,
  partnerMemberRoleSchema,
  partnerMemberSchema,
  partnerTeamMessages as m,
  partnerTeamResponseSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import type { FastifyRequest } from 'fastify'
import { requirePartnerAdmin, signedInPartner } from '../../plugins/partner-auth'
import { countOrRefuse, type TeamCounters } from './team-limits'
import {
  acceptInvitation,
  changeRole,
  inviteMember,
  removeFromTeam,
  resendInvitation,
  teamOf,
  type TeamAdmin,
} from './team'

const tags = ['partners']
const security = [{ partnerToken: [] }]
const adminOnly =
  'Admins of the account only: its own login or a member with the admin role. A booker gets ' +
  '403, and so does an API key.'

const adminOf = (request: FastifyRequest): TeamAdmin => {
  const partner = signedInPartner(request)
  return { partnerId: partner.id, actor: partner.actor }
}

export type TeamRoutesOptions = { appBaseUrl: string; counters: TeamCounters }

/** A partner's team (docs/decisions/030-partner-business-tools.md); registered under /api/v1. */
export const partnerTeamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (
  app,
  { appBaseUrl, counters },
) => {
  app.get(
    '/partners/team',
    {
      preHandler: requirePartnerAdmin,
      schema: {
        tags,
        security,
        summary: "The account's own login and its team members",
        description: adminOnly,
        response: { 200: successEnvelope(partnerTeamResponseSchema) },
      },
    },
    async (request) => ok(await teamOf(app.db, signedInPartner(request).id)),
  )

  app.post(
    '/partners/team/members',
    {
      preHandler: requirePartnerAdmin,
      schema: {
        tags,
        security,
        summary: 'Invite a colleague as an admin or a booker',
        description:
          `${adminOnly} Mails a link that works once, for three days, where the colleague ` +
          'chooses a password. An email already used by any partner login or team member gets ' +
          'one 409, whoever uses it.',
        body: partnerInviteSchema,
        response: { 201: successEnvelope(partnerMemberResponseSchema) },
      },
    },
    async (request, reply) => {
      await countOrRefuse(request, counters.invitationsByPartner, m.tooManyInvitations)
      const member = await inviteMember(app.db, adminOf(request), appBaseUrl, request.body)
      void app.mailOutbox.deliverNow()
      return reply.code(201).send(ok({ message: m.invited(member.email), member }))
    },
  )

  app.patch(
    '/partners/team/members/:id',
    {
      preHandler: requirePartnerAdmin,
      schema: {
        tags,
        security,
        summary: "Change a member's role",
        description: `${adminOnly} Takes effect on the member's next call.`,
        params: partnerMemberParamsSchema,
        body: partnerMemberRoleSchema,
        response: { 200: successEnvelope(partnerMemberResponseSchema) },
      },
    },
    async (request) => {
      const { id } = request.params
      const member = await changeRole(app.db, adminOf(request), id, request.body.role)
      return ok({ message: m.roleChanged, member })
    },
  )

  app.post(
    '/partners/team/members/:id/resend-invitation',
    {
      preHandler: requirePartnerAdmin,
      schema: {
        tags,
        security,
        summary: 'Mail a fresh invitation to a colleague who has not joined yet',
        description: `${adminOnly} The link mailed before stops working.`,
        params: partnerMemberParamsSchema,
        response: { 200: successEnvelope(partnerMemberResponseSchema) },
      },
    },
    async (request) => {
      await countOrRefuse(request, counters.invitationsByPartner, m.tooManyInvitations)
      const member = await resendInvitation(app.db, adminOf(request), appBaseUrl, request.params.id)
      void app.mailOutbox.deliverNow()
      return ok({ message: m.invitationResent(member.email), member })
    },
  )

  app.delete(
    '/partners/team/members/:id',
    {
      preHandler: requirePartnerAdmin,
      schema: {
        tags,
        security,
        summary: 'Cancel an invitation or remove a member',
        description:
          `${adminOnly} Every session of the member ends at once; the bookings they made keep ` +
          'their name.',
        params: partnerMemberParamsSchema,
        response: {
          200: successEnvelope(z.object({ message: z.string(), member: partnerMemberSchema })),
        },
      },
    },
    async (request) => ok(await removeFromTeam(app.db, adminOf(request), request.params.id)),
  )

  app.post(
    '/partners/team/accept',
    {
      schema: {
        tags,
        summary: 'Choose a password with the token from an invitation link',
        description:
          'The link works once, for three days; afterwards the member signs in on the partner ' +
          'sign-in like the account itself.',
        body: partnerAcceptInvitationSchema,
        response: { 200: successEnvelope(partnerAcceptInvitationResponseSchema) },
      },
    },
    async (request) => {
      await countOrRefuse(request, counters.acceptAttemptsByAddress)
      const email = await acceptInvitation(app.db, request.body)
      return ok({ message: m.joined, email })
    },
  )
}
