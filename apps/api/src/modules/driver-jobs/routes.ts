import {
  DRIVER_TOKEN_HEADER,
  driverJobSchema,
  driverLocationRequestSchema,
  driverStepRequestSchema,
  driverUndoRequestSchema,
  successEnvelope,
  type DriverStepPolicy,
} from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { readerLanguage } from '../../http/reader-language'
import { rideChanges, ratingRequestJob, rideThanksJob } from '../rides'
import { findDriverJob } from './driver-access'
import { driverJobView } from './driver-job-view'
import { POSITIONS_PER_MINUTE, positionLimitPerLink } from './driver-limits'
import { streamDriverJob } from './driver-stream'
import { assignmentReminder, locationPurge } from './job-handlers'
import { reportDriverStep } from './report-step'
import { shareDriverLocation } from './share-location'
import { undoDriverStep } from './take-back-step'

export type DriverJobsOptions = {
  appBaseUrl: string
  /** When steps are allowed (config.driverSteps); the domain's defaults when unset. */
  driverSteps?: DriverStepPolicy
}

const tokenHeader = DRIVER_TOKEN_HEADER.toLowerCase()
const headers = z.looseObject({ [tokenHeader]: z.string().max(200).optional() })
const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[tokenHeader]
  return typeof value === 'string' && value ? value : undefined
}

const accessNote =
  'No account: the job link’s token goes in X-Driver-Token. Missing, unknown, revoked (the ride ' +
  'went to another driver) or expired (24 hours after the ride): 401 UNAUTHORIZED.'

// Per address: a phone reading its job, a driver tapping steps, a position every 15 s; a script
// trying tokens meets the limit long before it could find one.
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })

/** The driver's job page (docs/decisions/029-providers-and-drivers.md), under /api/v1. */
export const driverJobsModule: FastifyPluginAsyncZod<DriverJobsOptions> = async (
  app,
  { appBaseUrl, driverSteps },
) => {
  const positionLimit = positionLimitPerLink(app, tokenOf)
  // The job worker's plugin (modules/jobs) is registered before every route module.
  app.jobs.handle('assignment_reminder', assignmentReminder(appBaseUrl))
  app.jobs.handle('location_purge', locationPurge)
  app.jobs.handle('rating_request', ratingRequestJob(appBaseUrl))
  app.jobs.handle('ride_thanks', rideThanksJob(appBaseUrl))
  const changes = rideChanges(app)
  const openStreams = new Set<() => void>()
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end()
    await changes.close()
  })
  // The job link's token is checked before the body, so a stranger meets the 401 rather than a
  // 400 that describes the call (plugins/auth-first.ts); the handler reads the job again.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url?.startsWith('/api/v1/driver/')) {
      await findDriverJob(app.db, tokenOf(request), app.clock.now())
    }
  })

  app.get(
    '/driver/job',
    {
      config: limit(120),
      schema: {
        tags: ['driver'],
        summary: 'The driver’s job: pickup, passenger, what to report next',
        description: accessNote,
        headers,
        response: { 200: successEnvelope(driverJobSchema) },
      },
    },
    async (request) => {
      const now = app.clock.now()
      const { booking } = await findDriverJob(app.db, tokenOf(request), now)
      return ok(await driverJobView(app.db, booking, now))
    },
  )

  app.post(
    '/driver/job/status',
    {
      config: limit(60),
      schema: {
        tags: ['driver'],
        summary: 'Report a step: on my way, arrived, passenger on board, completed or no-show',
        description:
          `${accessNote} Steps follow the ride and the clock, each refusal a 409 ` +
          'INVALID_TRANSITION whose message says why, in the Accept-Language: on my way only from DRIVER_EN_ROUTE_HOURS_BEFORE ' +
          '(3 by default) before the pickup; arrived only once on the way and, when a position ' +
          'was shared in the last 3 minutes, within DRIVER_ARRIVAL_RADIUS_METERS (1000) of the ' +
          'pickup; on board only once arrived; completed only once on board; no-show only after ' +
          'the free waiting. Repeating the step just taken answers the job as it is. The ' +
          'traveller is told once when the driver sets off and arrives.',
        headers,
        body: driverStepRequestSchema,
        response: { 200: successEnvelope(driverJobSchema) },
      },
    },
    async (request) => {
      const result = await reportDriverStep(
        app.db,
        tokenOf(request),
        request.body.to,
        appBaseUrl,
        app.clock.now(),
        driverSteps,
        readerLanguage(request),
      )
      if (result.mailQueued) void app.mailOutbox.deliverNow()
      return ok(result.job)
    },
  )

  app.post(
    '/driver/job/undo',
    {
      config: limit(30),
      schema: {
        tags: ['driver'],
        summary: 'Take back the step just taken, within a minute of it',
        description:
          `${accessNote} Moves the booking back one step through the lifecycle, with an event ` +
          'on its timeline (the driver, and `reason` or a standard one). More than 60 seconds ' +
          'after the step, or when the last change was not this driver’s step: 409 ' +
          'INVALID_TRANSITION. The answer is the job as it now stands.',
        headers,
        body: driverUndoRequestSchema,
        response: { 200: successEnvelope(driverJobSchema) },
      },
    },
    async (request) =>
      ok(await undoDriverStep(app.db, tokenOf(request), request.body.reason, app.clock.now())),
  )

  app.post(
    '/driver/job/location',
    {
      config: limit(30),
      preHandler: positionLimit,
      schema: {
        tags: ['driver'],
        summary: 'Share the phone’s position while on the way (with the driver’s consent)',
        description:
          `${accessNote} Only while the status is driver_en_route; otherwise 409. At most ` +
          `${POSITIONS_PER_MINUTE} a minute per job link (429 past it), besides the limit per ` +
          'address. A position more than the service area’s radius outside it, or further from ' +
          'the last one than 250 km/h allows, is 400 VALIDATION_FAILED and not kept.',
        headers,
        body: driverLocationRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await shareDriverLocation(app.db, tokenOf(request), request.body, app.clock.now())
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/driver/job/stream',
    {
      config: limit(30),
      schema: {
        tags: ['driver'],
        summary: 'Server-sent events: the job changed',
        description: `${accessNote} \`event: job\` on each change; fetch GET /driver/job again.`,
        headers,
        produces: ['text/event-stream'],
      },
    },
    (request, reply) => streamDriverJob(app, changes, openStreams, reply, tokenOf(request)),
  )
}
