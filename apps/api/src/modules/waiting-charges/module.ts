import { opsBookingDetailSchema, opsBookingParamsSchema, successEnvelope } from '@ridelane/domain'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import { opsBookingDetail } from '../bookings'
import type { JobHandler } from '../jobs'
import { collectWaitingCharge, retryWaitingCharge } from './charge-waiting'

export type WaitingChargesModuleOptions = {
  /** Where the traveller's mail links to (config.appBaseUrl). */
  appBaseUrl: string
}

/**
 * Registers the `waiting_charge` handler with the job worker (modules/jobs): it collects a ended
 * ride's extra waiting (docs/decisions/024-payments.md#extra-waiting) and delivers what it mailed.
 */
export const waitingChargesModule = fp<WaitingChargesModuleOptions>(
  async (app, { appBaseUrl }) => {
    const handler: JobHandler = async ({ db, job }) => {
      const bookingId = job.payload.bookingId
      if (typeof bookingId !== 'string') return
      const outcome = await collectWaitingCharge(
        { db, gateway: app.payments, appBaseUrl, now: () => app.clock.now() },
        bookingId,
        { lastAttempt: job.lastAttempt },
      )
      if (outcome === 'charged' || outcome === 'declined') {
        void app.mailOutbox.deliverNow()
        if (outcome === 'declined') void app.textMessages.deliverNow()
      }
    }
    app.jobs.handle('waiting_charge', handler)
    await app.register(retryRoute, { appBaseUrl })
  },
  { name: 'waiting-charges', dependencies: ['jobs', 'payments', 'text-message-delivery'] },
)

/** POST /ops/bookings/{id}/waiting-charge/retry: an admin charges a declined extra waiting again. */
const retryRoute: FastifyPluginAsyncZod<WaitingChargesModuleOptions> = async (
  app,
  { appBaseUrl },
) => {
  app.post(
    '/ops/bookings/:id/waiting-charge/retry',
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        tags: ['ops-bookings'],
        security: [{ operatorToken: [] }],
        summary: 'Charge a declined extra waiting to the card on file again (admin only)',
        description:
          'Only a card-paid booking whose extra waiting was declined; 409 otherwise. A charge the ' +
          'gateway never answered is asked again with its first key, so money moves at most once.',
        params: opsBookingParamsSchema,
        response: { 200: successEnvelope(opsBookingDetailSchema) },
      },
    },
    async (request) => {
      const { id: bookingId } = request.params
      const { id, role } = signedInOperator(request)
      const deps = { db: app.db, gateway: app.payments, appBaseUrl, now: () => app.clock.now() }
      const outcome = await retryWaitingCharge(deps, { id, role }, bookingId)
      if (outcome === 'charged' || outcome === 'declined') void app.mailOutbox.deliverNow()
      return ok(await opsBookingDetail(app.db, bookingId))
    },
  )
}
