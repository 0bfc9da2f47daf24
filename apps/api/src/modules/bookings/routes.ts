import {
  BOOKING_TOKEN_HEADER,
  bookingCreatePayloadSchema,
  bookingCreateResponseSchema,
  bookingPatchSchema,
  bookingSchema,
  bookingTimelineSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  preferredLanguage,
  successEnvelope,
  type BookingCreatePayload,
} from '@ridelane/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import {
  refuseInvalidPartnerToken,
  refuseKeyWithoutScope,
  requirePartnerScope,
} from '../../plugins/partner-auth'
import { findAccessibleBooking, type BookingCaller } from './booking-access'
import { bookingTimeline } from './booking-timeline'
import { bookingView } from './booking-view'
import { createBooking, type CreatedBooking } from './create-booking'
import { updateBookingDetails } from './update-booking'
import { requireBookingCredentials } from '../../http/booking-credentials'

const tokenHeader = BOOKING_TOKEN_HEADER.toLowerCase()
const idempotencyHeader = IDEMPOTENCY_KEY_HEADER.toLowerCase()

// Loose: the other headers (Authorization, …) must survive validation.
const createHeaders = z.looseObject({ [idempotencyHeader]: idempotencyKeySchema.optional() })
const accessHeaders = z.looseObject({ [tokenHeader]: z.string().max(200).optional() })
const bookingParams = z.object({ id: z.string().max(100) })
const createdResponse = successEnvelope(bookingCreateResponseSchema)
const bookingResponse = successEnvelope(bookingSchema)

const signedQuoteNote =
  'Send the `quote_id` of POST /prices/calculate unchanged: it is the signed quote, and the ' +
  'booking is built only from it. An edited quote (or one signed with a key no longer in use) is ' +
  'refused with 409 QUOTE_INVALID, an expired one with 409 QUOTE_EXPIRED, and one already booked ' +
  'with 409 QUOTE_USED unless the same Idempotency-Key and body replay the first booking.'

// What an API key must hold for each call (docs/api.md); portal sessions and guests pass.
const reads = { preHandler: refuseKeyWithoutScope('bookings:read') }
const writes = { preHandler: refuseKeyWithoutScope('bookings:write') }
// A change to one booking with no credentials at all is 401 before its body is read.
const bookingWrites = { ...writes, onRequest: requireBookingCredentials }

// Generous for a traveller or an agency desk, tight for a script filling the table.
const createLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } }
const accessLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } }

function caller(request: FastifyRequest): BookingCaller {
  const token = request.headers[tokenHeader]
  return {
    bookingToken: typeof token === 'string' && token ? token : undefined,
    partner: request.partner,
  }
}

function sendCreated(reply: FastifyReply, { booking, replayed }: CreatedBooking) {
  return reply.code(replayed ? 200 : 201).send(ok(booking))
}

/** The booking calls of docs/product.md#endpoints, registered under /api/v1. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', refuseInvalidPartnerToken)
  const create = (request: FastifyRequest, payload: BookingCreatePayload) =>
    createBooking(app.db, {
      signer: app.quoteSigner,
      payload,
      partner: request.partner,
      idempotencyKey: request.headers[idempotencyHeader] as string | undefined,
      language: payload.language ?? preferredLanguage(request.headers['accept-language']),
    })
  const createSchema = {
    tags: ['bookings'],
    headers: createHeaders,
    body: bookingCreatePayloadSchema,
    response: { 200: createdResponse, 201: createdResponse },
  }

  app.post(
    '/bookings',
    {
      config: createLimit,
      ...writes,
      schema: {
        ...createSchema,
        summary: 'Book a quoted vehicle; a partner token makes it the partner’s',
        description: signedQuoteNote,
      },
    },
    async (request, reply) => sendCreated(reply, await create(request, request.body)),
  )

  app.post(
    '/partners/bookings',
    {
      config: createLimit,
      preHandler: requirePartnerScope('bookings:write'),
      schema: {
        ...createSchema,
        summary: 'Book a quoted vehicle for the signed-in partner',
        description: signedQuoteNote,
      },
    },
    async (request, reply) => sendCreated(reply, await create(request, request.body)),
  )

  app.get(
    '/bookings/:id',
    {
      config: accessLimit,
      ...reads,
      schema: {
        tags: ['bookings'],
        summary: 'One booking, with its access token or its partner’s',
        headers: accessHeaders,
        params: bookingParams,
        response: { 200: bookingResponse },
      },
    },
    async (request) =>
      ok(bookingView(await findAccessibleBooking(app.db, request.params.id, caller(request)))),
  )

  app.get(
    '/bookings/:id/events',
    {
      config: accessLimit,
      ...reads,
      schema: {
        tags: ['bookings'],
        summary: 'The booking’s timeline: every change of status, when, by whom and why',
        headers: accessHeaders,
        params: bookingParams,
        response: { 200: successEnvelope(bookingTimelineSchema) },
      },
    },
    async (request) => ok(await bookingTimeline(app.db, request.params.id, caller(request))),
  )

  app.patch(
    '/bookings/:id',
    {
      config: accessLimit,
      ...bookingWrites,
      schema: {
        tags: ['bookings'],
        summary: 'Change the traveller’s details while the booking awaits payment',
        headers: accessHeaders,
        params: bookingParams,
        body: bookingPatchSchema,
        response: { 200: bookingResponse },
      },
    },
    async (request) =>
      ok(await updateBookingDetails(app.db, request.params.id, caller(request), request.body)),
  )
}
