import {
  BOOKING_TOKEN_HEADER,
  DATA_ACCESS_HEADER,
  DATA_CODE_ATTEMPTS,
  dataAccessRequestSchema,
  dataAccessSchema,
  dataCodeRequestSchema,
  dataCodeSentSchema,
  dataErasureSchema,
  dataRightsMessages,
  DomainError,
  rideParamsSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { readerLanguage } from '../../http/reader-language'
import { findRide } from '../rides'
import { exportTravellerData, renderExportPdf } from './data-export'
import {
  eraseTravellerData,
  heldBookings,
  noteExport,
  openDataAccess,
  requireDataAccess,
  sendDataCode,
  sendDataCodeForBooking,
} from './data-rights'

// The traveller's data rights over HTTP (docs/decisions/042-traveller-data-rights.md), under
// /api/v1: ask for a code, trade it for an access token, then download or erase.

export type DataRightsRoutesOptions = { appBaseUrl: string }

const WINDOW_MS = 15 * 60 * 1000
/** Codes mailed per address and per network address in 15 minutes; tries of codes per network address. */
export const dataRightsLimits = {
  codesPerEmail: 5,
  codesPerAddress: 20,
  triesPerAddress: 30,
} as const

const accessHeader = DATA_ACCESS_HEADER.toLowerCase()
const bookingHeader = BOOKING_TOKEN_HEADER.toLowerCase()
const accessHeaders = z.looseObject({ [accessHeader]: z.string().max(200).optional() })
const rideHeaders = z.looseObject({ [bookingHeader]: z.string().max(200).optional() })
const accessNote = `Send the token POST /privacy/access answered in \`${DATA_ACCESS_HEADER}\`. None, unknown or expired: 401 UNAUTHORIZED.`

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name]
  return typeof value === 'string' && value ? value : undefined
}

/** The email a code request is for: the body's (validated, lower-cased) or the booking's. */
const emailOfRequest = new WeakMap<FastifyRequest, string>()

/** Counts code requests per email and refuses past the limit (a 429 with our words). */
function perEmailCounter(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: dataRightsLimits.codesPerEmail,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) =>
      `privacy:code:email:${emailOfRequest.get(request) ?? (request.body as { email: string }).email}`,
  })
  return async (request: FastifyRequest) => {
    const result = await limit(request)
    if (!result.isAllowed && result.isExceeded) {
      throw new DomainError('TOO_MANY_REQUESTS', dataRightsMessages.tooManyCodes)
    }
  }
}

export const dataRightsRoutes: FastifyPluginAsyncZod<DataRightsRoutesOptions> = async (
  app,
  { appBaseUrl },
) => {
  const codeLimit = {
    rateLimit: { max: dataRightsLimits.codesPerAddress, timeWindow: WINDOW_MS },
  }
  const countByEmail = perEmailCounter(app)

  app.post(
    '/privacy/data-code',
    {
      config: codeLimit,
      preHandler: countByEmail,
      schema: {
        tags: ['privacy'],
        summary: 'Mail a code that opens what we hold about an email',
        description:
          'The same 202 whether or not any booking holds the email: nobody learns who booked. ' +
          `Codes are limited per email (${dataRightsLimits.codesPerEmail} in 15 minutes) and per ` +
          `network address (${dataRightsLimits.codesPerAddress}); past them, 429.`,
        body: dataCodeRequestSchema,
        response: { 202: successEnvelope(dataCodeSentSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          ok(
            await sendDataCode(
              app.db,
              request.body.email,
              app.clock.now(),
              readerLanguage(request),
            ),
          ),
        ),
  )

  app.post(
    '/rides/:ref/data-code',
    {
      config: codeLimit,
      schema: {
        tags: ['privacy'],
        summary: 'From the ride page: mail a code to the booking’s own email',
        description:
          `Send the booking’s token or a ride link token in \`${BOOKING_TOKEN_HEADER}\` (a partner’s ` +
          'session is not enough: the code goes to the traveller). No token: 401; a wrong one: 404.',
        headers: rideHeaders,
        params: rideParamsSchema,
        response: { 202: successEnvelope(dataCodeSentSchema) },
      },
    },
    async (request, reply) => {
      const bookingToken = header(request, bookingHeader)
      if (!bookingToken) throw new DomainError('UNAUTHORIZED', dataRightsMessages.rideLinkOnly)
      const { booking } = await findRide(app.db, request.params.ref, {
        bookingToken,
        partner: null,
      })
      emailOfRequest.set(request, booking.email.toLowerCase())
      await countByEmail(request)
      return reply
        .code(202)
        .send(
          ok(
            await sendDataCodeForBooking(app.db, booking, app.clock.now(), readerLanguage(request)),
          ),
        )
    },
  )

  app.post(
    '/privacy/access',
    {
      config: { rateLimit: { max: dataRightsLimits.triesPerAddress, timeWindow: WINDOW_MS } },
      schema: {
        tags: ['privacy'],
        summary: 'Trade the mailed code for a short access to the email’s data',
        description:
          'A wrong, used or expired code, or one never sent, gets the same 401. A code takes ' +
          `${DATA_CODE_ATTEMPTS} wrong tries, then is spent.`,
        body: dataAccessRequestSchema,
        response: { 200: successEnvelope(dataAccessSchema) },
      },
    },
    async (request) =>
      ok(await openDataAccess(app.db, request.body.email, request.body.code, app.clock.now())),
  )

  // Building an export reads every table: enough for a person, not for a script.
  const exportLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } }

  async function copyFor(request: FastifyRequest) {
    const now = app.clock.now()
    const access = await requireDataAccess(app.db, header(request, accessHeader), now)
    const held = await heldBookings(app.db, access)
    const copy = await exportTravellerData(app.db, access.email, held, now, readerLanguage(request))
    await noteExport(app.db, access, held.length, now, appBaseUrl, readerLanguage(request))
    return copy
  }
  const fileName = (extension: string, at: Date) =>
    `attachment; filename="ridelane-my-data-${at.toISOString().slice(0, 10)}.${extension}"`

  app.get(
    '/privacy/export',
    {
      config: exportLimit,
      schema: {
        tags: ['privacy'],
        summary: 'Everything held about the email, as JSON (a file)',
        description: `${accessNote} Every booking still holding the email, with its rows in every table that holds traveller data; card data left out. The first download under an access is told to the email.`,
        headers: accessHeaders,
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const copy = await copyFor(request)
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', fileName('json', new Date(copy.generated_at)))
        .send(JSON.stringify(copy, null, 2))
    },
  )

  app.get(
    '/privacy/export.pdf',
    {
      config: exportLimit,
      schema: {
        tags: ['privacy'],
        summary: 'The same copy as a PDF to read',
        description: accessNote,
        headers: accessHeaders,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const copy = await copyFor(request)
      const pdf = await renderExportPdf(copy, readerLanguage(request))
      return reply
        .type('application/pdf')
        .header('content-disposition', fileName('pdf', new Date(copy.generated_at)))
        .send(pdf)
    },
  )

  app.post(
    '/privacy/erasure',
    {
      config: exportLimit,
      schema: {
        tags: ['privacy'],
        summary: 'Erase what is held about the email',
        description:
          `${accessNote} Finished bookings are anonymised at once (amounts, dates, codes and ` +
          'invoice numbers stay for accounting); bookings still under way are anonymised when ' +
          'they end. The access ends with it. 404 when no booking holds the email any more.',
        headers: accessHeaders,
        response: { 200: successEnvelope(dataErasureSchema) },
      },
    },
    async (request) => {
      const now = app.clock.now()
      const access = await requireDataAccess(app.db, header(request, accessHeader), now)
      return ok(await eraseTravellerData(app.db, access, now, readerLanguage(request)))
    },
  )
}
