import {
  accountClosureMessages,
  bookingFieldsMessages,
  closePartnerAccountResponseSchema,
  closePartnerAccountSchema,
  bookingFieldsSchema,
  bookingFieldsUpdateResponseSchema,
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
import { closePartnerAccount, partnerAccountCopy } from './account-closure'
import { listPartnerBookings, partnerBookingsCsv } from './partner-bookings'
import { getBookingFields, updateBookingFields } from './booking-fields'
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
    '/partners/booking-fields',
    {
      schema: {
        tags: ['partners'],
        summary: 'The account’s cost centres and booking reference, and whether bookings need them',
        description:
          'Readable by every team member and every API key of the account. `mode` is off, ' +
          'optional or required; a reference `mask` has `#` for a digit, `A` for a letter, `*` ' +
          'for either, and every other character as itself (empty: free text up to 50 ' +
          'characters).',
        response: { 200: successEnvelope(bookingFieldsSchema) },
      },
    },
    async (request) => ok(await getBookingFields(app.db, signedInPartner(request).id)),
  )

  app.put(
    '/partners/booking-fields',
    {
      preHandler: requirePartnerAdmin,
      schema: {
        tags: ['partners'],
        summary: 'Replace the booking-field settings (admins only, not API keys)',
        description:
          'Up to 100 cost centres with unique codes; a cost centre that is optional or ' +
          'required needs at least one. Bookings already made keep their values.',
        body: bookingFieldsSchema,
        response: { 200: successEnvelope(bookingFieldsUpdateResponseSchema) },
      },
    },
    async (request) => {
      const fields = await updateBookingFields(app.db, signedInPartner(request).id, request.body)
      return ok({ message: bookingFieldsMessages.saved, fields })
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

  app.get(
    '/partners/account/export',
    {
      preHandler: requirePartnerAdmin,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['partners'],
        summary: 'Everything held about the account and its team, as JSON (a file; admins only)',
        description:
          'The account and business profile, team members, sign-ins, API keys, webhook endpoints ' +
          'and the bookings it made; password hashes, token and key hashes and webhook secrets ' +
          'left out. Portal admins only; API keys are refused.',
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const now = app.clock.now()
      const copy = await partnerAccountCopy(app.db, signedInPartner(request).id, now)
      const day = now.toISOString().slice(0, 10)
      return reply
        .type('application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="ridelane-partner-account-${day}.json"`,
        )
        .send(JSON.stringify(copy, null, 2))
    },
  )

  app.post(
    '/partners/account/close',
    {
      preHandler: requirePartnerAdmin,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['partners'],
        summary: 'Close the account for good and erase its people’s data (admins only)',
        description:
          'Needs the signed-in admin’s password. Refused with 409 while a ride is still to come ' +
          'or money is owed on account. Sessions, API keys, reset links and webhooks stop at once; ' +
          'the business details, bookings and invoices stay for the accounting years ' +
          '(docs/decisions/046-partner-account-closure.md).',
        body: closePartnerAccountSchema,
        response: { 200: successEnvelope(closePartnerAccountResponseSchema) },
      },
    },
    async (request) => {
      const { id, actor } = signedInPartner(request)
      await closePartnerAccount(app.db, id, actor, request.body.password, app.clock.now())
      return ok({ message: accountClosureMessages.closed })
    },
  )
}
