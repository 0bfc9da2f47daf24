import {
  dashboardResponseSchema,
  partnerBookingsFilterSchema,
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
import { listPartnerBookings, partnerBookingsCsv } from './partner-bookings'
import { getPartnerDashboard } from './partner-dashboard'
import { getPartnerProfile, updatePartnerProfile } from './partner-profile'

/**
 * The signed-in partner's own profile, dashboard and bookings; registered under /api/v1.
 * Nothing here takes an id from the request: the session decides whose data it is.
 */
export const partnerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a stranger meets the 401 first (plugins/auth-first.ts).
  app.addHook('preValidation', requirePartner)

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

  const filterDescription =
    'Filters: `status` (one booking status), `from` and `to` (pickup days as YYYY-MM-DD, both ' +
    'included, on each pickup’s own calendar), `test=true` to include bookings made with test ' +
    'API keys (left out otherwise). An API key needs the bookings:read scope; a test key lists ' +
    'sandbox bookings only, whatever `test` says.'

  app.get(
    '/partners/bookings',
    {
      preHandler: requirePartnerScope('bookings:read'),
      schema: {
        tags: ['partners'],
        summary: "The partner's bookings, newest first, a page at a time",
        description: filterDescription,
        querystring: partnerBookingsQuerySchema,
        response: { 200: successEnvelope(partnerBookingsResponseSchema) },
      },
    },
    async (request) =>
      ok(await listPartnerBookings(app.db, signedInPartner(request), request.query)),
  )

  app.get(
    '/partners/bookings.csv',
    {
      preHandler: requirePartnerScope('bookings:read'),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['partners'],
        summary: "Every one of the partner's bookings that passes the filters, as CSV",
        description: `${filterDescription} Amounts in USD.`,
        querystring: partnerBookingsFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await partnerBookingsCsv(app.db, signedInPartner(request), request.query)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="ridelane-bookings.csv"')
        .send(csv)
    },
  )
}
