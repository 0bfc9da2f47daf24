import {
  dashboardResponseSchema,
  partnerBookingsQuerySchema,
  partnerBookingsResponseSchema,
  partnerMessages,
  partnerProfileResponseSchema,
  partnerProfileUpdateResponseSchema,
  partnerProfileUpdateSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import {
  requirePartner,
  requirePartnerScope,
  requirePartnerAdmin,
  requirePortalUser,
  signedInPartner,
} from '../../plugins/partner-auth'
import { listPartnerBookings } from './partner-bookings'
import { getPartnerDashboard } from './partner-dashboard'
import { getPartnerProfile, updatePartnerProfile } from './partner-profile'

/**
 * The signed-in partner's own profile, dashboard and bookings; registered under /api/v1.
 * Nothing here takes an id from the request: the session decides whose data it is.
 */
export const partnerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requirePartner)

  app.get(
    '/partners/profile',
    {
      preHandler: requirePortalUser,
      schema: {
        tags: ['partners'],
        summary: 'The account, its business profile and who of it is signed in',
        response: { 200: successEnvelope(partnerProfileResponseSchema) },
      },
    },
    async (request) => {
      const { id, actor } = signedInPartner(request)
      return ok(await getPartnerProfile(app.db, id, actor))
    },
  )

  app.put(
    '/partners/profile',
    {
      preHandler: requirePartnerAdmin,
      schema: {
        tags: ['partners'],
        summary: 'Replace the business profile (admins only)',
        body: partnerProfileUpdateSchema,
        response: { 200: successEnvelope(partnerProfileUpdateResponseSchema) },
      },
    },
    async (request) => {
      const partnerId = signedInPartner(request).id
      const profile = await updatePartnerProfile(app.db, partnerId, request.body)
      return ok({ message: partnerMessages.profileUpdated, profile })
    },
  )

  app.get(
    '/partners/dashboard',
    {
      preHandler: requirePortalUser,
      schema: {
        tags: ['partners'],
        summary: 'Profile, booking counts, revenue and the five newest bookings',
        response: { 200: successEnvelope(dashboardResponseSchema) },
      },
    },
    async (request) => ok(await getPartnerDashboard(app.db, signedInPartner(request).id)),
  )

  app.get(
    '/partners/bookings',
    {
      preHandler: requirePartnerScope('bookings:read'),
      schema: {
        tags: ['partners'],
        summary: "The partner's bookings, newest first, a page at a time",
        querystring: partnerBookingsQuerySchema,
        response: { 200: successEnvelope(partnerBookingsResponseSchema) },
      },
    },
    async (request) => {
      const partnerId = signedInPartner(request).id
      return ok(await listPartnerBookings(app.db, partnerId, request.query))
    },
  )
}
