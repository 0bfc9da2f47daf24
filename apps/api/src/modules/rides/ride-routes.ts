import {
  BOOKING_TOKEN_HEADER,
  rideLookupRequestSchema,
  rideLookupResponseSchema,
  rideParamsSchema,
  rideViewSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { refuseKeyWithoutScope } from '../../plugins/partner-auth'
import { findRide, type RideCaller } from './ride-access'
import { rideCalendar } from './ride-calendar'
import { rideLookupCounters, rideLookupLimits } from './ride-limits'
import { lookUpRide } from './ride-lookup'
import { rideChanges, streamRide } from './ride-stream'
import { rideView } from './ride-view'
import { readerLanguage } from '../../http/reader-language'

export type RideRoutesOptions = { appBaseUrl: string }

const tokenHeader = BOOKING_TOKEN_HEADER.toLowerCase()
// Loose: Authorization (a partner's session) must survive validation.
const accessHeaders = z.looseObject({ [tokenHeader]: z.string().max(200).optional() })

const accessNote =
  'Send the booking’s access token or a ride link token in X-Booking-Token, or the owning ' +
  'partner’s session as `Authorization: Bearer`. No credentials: 401 UNAUTHORIZED; a wrong ' +
  'token, code or partner: 404 NOT_FOUND, the same for each. `ref` is the booking code (any ' +
  'case) or the booking id.'

// Page loads and a calendar file: generous for a traveller, tight for a script.
const readLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } }
const lookupLimit = { rateLimit: { max: rideLookupLimits.perAddress, timeWindow: '15 minutes' } }

function caller(request: FastifyRequest): RideCaller {
  const token = request.headers[tokenHeader]
  return {
    bookingToken: typeof token === 'string' && token ? token : undefined,
    partner: request.partner,
  }
}

/** The ride page's calls (docs/decisions/028-ride-page.md), registered under /api/v1. */
export const rideRoutes: FastifyPluginAsyncZod<RideRoutesOptions> = async (app, { appBaseUrl }) => {
  const changes = rideChanges(app)
  const openStreams = new Set<() => void>()
  // Open streams would hold the server open at shutdown; end them first.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end()
    await changes.close()
  })
  // An API key reads rides with the bookings:read scope only.
  app.addHook('preHandler', refuseKeyWithoutScope('bookings:read'))
  const countLookup = rideLookupCounters(app)

  app.post(
    '/rides/lookup',
    {
      config: lookupLimit,
      preHandler: countLookup,
      schema: {
        tags: ['rides'],
        summary: 'Find my booking: a ride link token for a booking code and its email',
        description:
          'A wrong code and a wrong email get the same 404 NOT_FOUND. Tries are limited per ' +
          `code and per email (${rideLookupLimits.perCode} and ${rideLookupLimits.perEmail} in ` +
          `15 minutes) and per address (${rideLookupLimits.perAddress}); past them, 429.`,
        body: rideLookupRequestSchema,
        response: { 200: successEnvelope(rideLookupResponseSchema) },
      },
    },
    async (request) => ok(await lookUpRide(app.db, request.body)),
  )

  app.get(
    '/rides/:ref',
    {
      config: readLimit,
      schema: {
        tags: ['rides'],
        summary: 'The ride page: the booking, its money, driver, timeline and what may be done',
        description: accessNote,
        headers: accessHeaders,
        params: rideParamsSchema,
        response: { 200: successEnvelope(rideViewSchema) },
      },
    },
    async (request) => {
      const access = await findRide(app.db, request.params.ref, caller(request))
      return ok(await rideView(app.db, access, new Date(), readerLanguage(request)))
    },
  )

  app.get(
    '/rides/:ref/stream',
    {
      config: readLimit,
      schema: {
        tags: ['rides'],
        summary: 'Server-sent events: this booking changed',
        description:
          `${accessNote} \`event: ride\` with \`{ "id" }\` whenever the booking changes, made by ` +
          'any API process; a comment line every 15 s. Fetch GET /rides/{ref} again on each.',
        headers: accessHeaders,
        params: rideParamsSchema,
        produces: ['text/event-stream'],
      },
    },
    (request, reply) =>
      streamRide(app, changes, openStreams, reply, request.params.ref, caller(request)),
  )

  app.get(
    '/rides/:ref/calendar.ics',
    {
      config: readLimit,
      schema: {
        tags: ['rides'],
        summary: 'The ride as a calendar event (iCalendar), on the pickup’s own clock',
        description: accessNote,
        headers: accessHeaders,
        params: rideParamsSchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const { booking } = await findRide(app.db, request.params.ref, caller(request))
      reply
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="ridelane-ride-${booking.bookingCode}.ics"`,
        )
      return reply.send(rideCalendar(booking, appBaseUrl))
    },
  )
}
