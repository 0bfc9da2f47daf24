import {
  DRIVER_TOKEN_HEADER,
  driverJobSchema,
  driverLocationRequestSchema,
  driverStepRequestSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { rideChanges, ratingRequestJob } from '../rides'
import { findDriverJob } from './driver-access'
import { driverJobView } from './driver-job-view'
import { streamDriverJob } from './driver-stream'
import { assignmentReminder, locationPurge } from './job-handlers'
import { reportDriverStep } from './report-step'
import { shareDriverLocation } from './share-location'

export type DriverJobsOptions = { appBaseUrl: string }

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
  { appBaseUrl },
) => {
  // The job worker's plugin (modules/jobs) is registered before every route module.
  app.jobs.handle('assignment_reminder', assignmentReminder)
  app.jobs.handle('location_purge', locationPurge)
  app.jobs.handle('rating_request', ratingRequestJob(appBaseUrl))
  const changes = rideChanges(app)
  const openStreams = new Set<() => void>()
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end()
    await changes.close()
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/v1/driver/')) reply.header('cache-control', 'no-store')
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
      const { booking } = await findDriverJob(app.db, tokenOf(request))
      return ok(await driverJobView(app.db, booking))
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
          `${accessNote} Steps follow the lifecycle: a jump, or a no-show before the free ` +
          'waiting is over, is 409 INVALID_TRANSITION. Repeating the step just taken answers ' +
          'the job as it is. The traveller is told once when the driver sets off and arrives.',
        headers,
        body: driverStepRequestSchema,
        response: { 200: successEnvelope(driverJobSchema) },
      },
    },
    async (request) => {
      const result = await reportDriverStep(app.db, tokenOf(request), request.body.to, appBaseUrl)
      if (result.mailQueued) void app.mailOutbox.deliverNow()
      return ok(result.job)
    },
  )

  app.post(
    '/driver/job/location',
    {
      config: limit(30),
      schema: {
        tags: ['driver'],
        summary: 'Share the phone’s position while on the way (with the driver’s consent)',
        description: `${accessNote} Only while the status is driver_en_route; otherwise 409.`,
        headers,
        body: driverLocationRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await shareDriverLocation(app.db, tokenOf(request), request.body)
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
