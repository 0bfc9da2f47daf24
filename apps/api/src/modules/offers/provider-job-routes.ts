import {
  driverChoicesSchema,
  providerAssignmentInputSchema,
  providerDriverListSchema,
  providerJobDetailSchema,
  providerJobListSchema,
  providerJobParamsSchema,
  providerJobsQuerySchema,
  providerVehicleListSchema,
  successEnvelope,
  vehicleChoicesSchema,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { requireProviderUser, signedInProviderUser } from '../../plugins/provider-auth'
import { acceptOffer, declineOffer } from './answer-offer'
import { providerDriverView, vehicleView } from './job-view'
import {
  assignProviderDriver,
  providerDriverChoices,
  providerVehicleChoices,
} from './provider-assignment'
import { providerJobChanges } from './provider-job-changes'
import { providerJob, providerJobs } from './provider-jobs'
import { streamProviderJobs } from './provider-stream'
import { listDriversOf, listVehiclesOf } from './repository'

const tags = ['provider portal']
const security = [{ providerToken: [] }]
const preHandler = requireProviderUser
const jobResponse = { 200: successEnvelope(providerJobDetailSchema) }

export type ProviderJobRoutesOptions = { appBaseUrl: string }

/** The provider portal's jobs, drivers and vehicles, scoped to the signed-in user's provider. */
export const providerJobRoutes: FastifyPluginAsyncZod<ProviderJobRoutesOptions> = async (
  app,
  { appBaseUrl },
) => {
  const changes = providerJobChanges(app)
  const openStreams = new Set<() => void>()
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end()
    await changes.close()
  })
  const providerOf = (request: Parameters<typeof signedInProviderUser>[0]) =>
    signedInProviderUser(request).providerId

  app.get(
    '/provider/jobs',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One tab of the provider’s jobs: offered, accepted, upcoming or done',
        querystring: providerJobsQuerySchema,
        response: { 200: successEnvelope(providerJobListSchema) },
      },
    },
    async (request) =>
      ok(await providerJobs(app.db, providerOf(request), request.query.tab, app.clock.now())),
  )

  app.get(
    '/provider/jobs/:bookingId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One job offered to or held by the provider (404 for any other ride)',
        params: providerJobParamsSchema,
        response: jobResponse,
      },
    },
    async (request) =>
      ok(await providerJob(app.db, providerOf(request), request.params.bookingId, app.clock.now())),
  )

  app.post(
    '/provider/jobs/:bookingId/accept',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Take the offered ride; the first provider to accept gets it',
        description: '409 CONFLICT when another provider took it first, or the offer lapsed.',
        params: providerJobParamsSchema,
        response: jobResponse,
      },
    },
    async (request) => {
      const user = signedInProviderUser(request)
      const { bookingId } = request.params
      const now = app.clock.now()
      await acceptOffer(app.db, user, bookingId, appBaseUrl, now)
      return ok(await providerJob(app.db, user.providerId, bookingId, now))
    },
  )

  app.post(
    '/provider/jobs/:bookingId/decline',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Turn the offered ride down',
        params: providerJobParamsSchema,
        response: jobResponse,
      },
    },
    async (request) => {
      const user = signedInProviderUser(request)
      const { bookingId } = request.params
      const now = app.clock.now()
      await declineOffer(app.db, user, bookingId, now)
      return ok(await providerJob(app.db, user.providerId, bookingId, now))
    },
  )

  app.post(
    '/provider/jobs/:bookingId/assignment',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Give the ride one of the provider’s drivers and vehicles',
        description:
          'Changeable while the ride is assigned; refused (409) once the driver is on the way.',
        params: providerJobParamsSchema,
        body: providerAssignmentInputSchema,
        response: jobResponse,
      },
    },
    async (request) => {
      const user = signedInProviderUser(request)
      const { bookingId } = request.params
      const now = app.clock.now()
      await assignProviderDriver(app.db, user, bookingId, request.body, appBaseUrl, now)
      return ok(await providerJob(app.db, user.providerId, bookingId, now))
    },
  )

  app.get(
    '/provider/jobs/:bookingId/drivers',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The provider’s active drivers, each with whether this ride fits their time',
        params: providerJobParamsSchema,
        response: { 200: successEnvelope(driverChoicesSchema) },
      },
    },
    async (request) => {
      const { bookingId } = request.params
      return ok({ drivers: await providerDriverChoices(app.db, providerOf(request), bookingId) })
    },
  )

  app.get(
    '/provider/jobs/:bookingId/vehicles',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The provider’s active vehicles, each with whether it is free for this ride',
        params: providerJobParamsSchema,
        response: { 200: successEnvelope(vehicleChoicesSchema) },
      },
    },
    async (request) => {
      const { bookingId } = request.params
      const vehicles = await providerVehicleChoices(app.db, providerOf(request), bookingId)
      return ok({ vehicles })
    },
  )

  app.get(
    '/provider/drivers',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The provider’s active drivers, each with their home base (or null)',
        response: { 200: successEnvelope(providerDriverListSchema) },
      },
    },
    async (request) => {
      const drivers = await listDriversOf(app.db, providerOf(request))
      return ok({ drivers: drivers.filter((d) => d.active).map(providerDriverView) })
    },
  )

  app.get(
    '/provider/vehicles',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The provider’s active vehicles',
        response: { 200: successEnvelope(providerVehicleListSchema) },
      },
    },
    async (request) => {
      const vehicles = await listVehiclesOf(app.db, providerOf(request))
      return ok({ vehicles: vehicles.filter((v) => v.active).map(vehicleView) })
    },
  )

  app.get(
    '/provider/stream',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Server-sent events: the provider’s jobs changed',
        description:
          '`event: jobs` with `{ "booking_id", "reason" }` (offered, accepted, declined, expired, ' +
          'withdrawn, changed) from any API process; a comment line every 15 s. Send the ' +
          'provider token in the Authorization header.',
        produces: ['text/event-stream'],
      },
    },
    (request, reply) => streamProviderJobs(app, changes, openStreams, request, reply),
  )
}
