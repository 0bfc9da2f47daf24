import {
  assignmentInputSchema,
  driverChoicesSchema,
  opsDriverChoicesQuerySchema,
  cancelInputSchema,
  noteInputSchema,
  opsBookingCodeParamsSchema,
  opsBookingDetailSchema,
  opsBookingLookupSchema,
  opsBookingMessages,
  opsBookingNoteAddedSchema,
  opsBookingParamsSchema,
  opsDriverStepUndoSchema,
  opsMessageSchema,
  pickupMoveInputSchema,
  statusActionInputSchema,
  successEnvelope,
  vehicleChoicesSchema,
} from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import {
  addBookingNote,
  assignBooking,
  cancelBooking,
  finishBooking,
  movePickup,
  resendConfirmation,
  undoDriverStep,
  type ActionResult,
} from './ops-booking-actions'
import { opsDriverChoices } from './driver-availability'
import { opsVehicleChoices } from './vehicle-availability'
import { bookingIdByCode, opsBookingDetail } from './ops-booking-detail'
import { retryPendingRefunds, settleCancellationRefund } from './ops-booking-refunds'

const tags = ['ops-bookings']
const security = [{ operatorToken: [] }]
const detailResponse = successEnvelope(opsBookingDetailSchema)
const conflictNote =
  'Send `expected_version` as last read; a booking changed since answers 409 CONFLICT.'

const operatorOf = (request: FastifyRequest) => {
  const { id, role } = signedInOperator(request)
  return { id, role }
}

/** After an action: deliver any mail it queued, and answer with the booking as it is now. */
async function answer(app: FastifyInstance, id: string, action: Promise<ActionResult>) {
  const { mailQueued } = await action
  if (mailQueued) void app.mailOutbox.deliverNow()
  return ok(await opsBookingDetail(app.db, id))
}

function action<Body extends z.ZodType>(summary: string, body: Body, description = conflictNote) {
  return {
    tags,
    security,
    summary,
    description,
    params: opsBookingParamsSchema,
    body,
    response: { 200: detailResponse },
  }
}

export type OpsBookingRoutesOptions = {
  /** The web app's address (config.appBaseUrl), for the ride links in the mails sent from here. */
  appBaseUrl: string
}

/** One booking in the operator console and what operators do to it; under /api/v1. */
export const opsBookingRoutes: FastifyPluginAsyncZod<OpsBookingRoutesOptions> = async (
  app,
  { appBaseUrl },
) => {
  const preHandler = app.requireOperator()

  app.get(
    '/ops/bookings/by-code/:code',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The id of the booking with this code',
        params: opsBookingCodeParamsSchema,
        response: { 200: successEnvelope(opsBookingLookupSchema) },
      },
    },
    async (request) => ok(await bookingIdByCode(app.db, request.params.code)),
  )

  app.get(
    '/ops/bookings/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One booking: traveller, fare, payment, assignment, timeline, notes, refund',
        params: opsBookingParamsSchema,
        response: { 200: detailResponse },
      },
    },
    async (request) => ok(await opsBookingDetail(app.db, request.params.id)),
  )

  app.get(
    '/ops/bookings/:id/drivers',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A provider’s active drivers, each with whether this ride fits their time',
        params: opsBookingParamsSchema,
        querystring: opsDriverChoicesQuerySchema,
        response: { 200: successEnvelope(driverChoicesSchema) },
      },
    },
    async (request) => {
      const { id } = request.params
      return ok({ drivers: await opsDriverChoices(app.db, id, request.query.provider_id) })
    },
  )

  app.get(
    '/ops/bookings/:id/vehicles',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A provider’s active vehicles, each with whether it is free for this ride',
        params: opsBookingParamsSchema,
        querystring: opsDriverChoicesQuerySchema,
        response: { 200: successEnvelope(vehicleChoicesSchema) },
      },
    },
    async (request) => {
      const { id } = request.params
      return ok({ vehicles: await opsVehicleChoices(app.db, id, request.query.provider_id) })
    },
  )

  app.post(
    '/ops/bookings/:id/assignment',
    {
      preHandler,
      schema: action('Assign or reassign provider, driver and vehicle', assignmentInputSchema),
    },
    async (request) => {
      const { id } = request.params
      return answer(
        app,
        id,
        assignBooking(app.db, operatorOf(request), id, request.body, appBaseUrl),
      )
    },
  )

  app.post(
    '/ops/bookings/:id/pickup-time',
    {
      preHandler,
      schema: action('Move the pickup time, in the pickup’s own time zone', pickupMoveInputSchema),
    },
    async (request) => {
      const { id } = request.params
      return answer(app, id, movePickup(app.db, operatorOf(request), id, request.body, appBaseUrl))
    },
  )

  app.post(
    '/ops/bookings/:id/cancel',
    {
      preHandler,
      schema: action(
        'Cancel, refunding by the policy or (admins only) in full',
        cancelInputSchema,
        `${conflictNote} The refund is recorded on the booking and, when a card payment went ` +
          'through the payment gateway, given back there. If the gateway cannot be reached the ' +
          'booking is still cancelled and the refund stays pending for an admin to retry.',
      ),
    },
    async (request) => {
      const { id } = request.params
      const operator = operatorOf(request)
      const cancelled = cancelBooking(app.db, operator, id, request.body, appBaseUrl).then(
        async (result) => {
          if (result.refund) {
            const actor = { kind: 'operator' as const, id: operator.id }
            await settleCancellationRefund(app.db, app.payments, request.log, result.refund, actor)
          }
          return result
        },
      )
      return answer(app, id, cancelled)
    },
  )

  for (const [path, to, summary] of [
    ['no-show', 'no_show', 'Mark a no-show once the free waiting time is over'],
    ['complete', 'completed', 'Mark the ride completed'],
  ] as const) {
    app.post(
      `/ops/bookings/:id/${path}`,
      { preHandler, schema: action(summary, statusActionInputSchema) },
      async (request) => {
        const { id } = request.params
        const operator = operatorOf(request)
        return answer(app, id, finishBooking(app.db, operator, id, to, request.body, appBaseUrl))
      },
    )
  }

  app.post(
    '/ops/bookings/:id/undo-driver-step',
    {
      preHandler,
      schema: action(
        'Take back the driver’s last step (a mistaken tap), with a reason',
        opsDriverStepUndoSchema,
        `${conflictNote} Only when the booking's last change was a driver's step: the booking ` +
          'goes back one step through the lifecycle, with the operator and the reason on its ' +
          'timeline; otherwise 409 INVALID_TRANSITION. Taking back a completion calls off the ' +
          'rating request.',
      ),
    },
    async (request) => {
      const { id } = request.params
      return answer(app, id, undoDriverStep(app.db, operatorOf(request), id, request.body))
    },
  )

  app.post(
    '/ops/bookings/:id/refunds/retry',
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        tags,
        security,
        summary: 'Ask the payment gateway again for refunds still pending (admin only)',
        description:
          'Each refund is asked with its own idempotency key, so money moves once however often ' +
          'this is called. 409 when nothing is pending; 503 while the gateway cannot be reached.',
        params: opsBookingParamsSchema,
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      const { id } = request.params
      await retryPendingRefunds(app.db, app.payments, operatorOf(request), id)
      return ok(await opsBookingDetail(app.db, id))
    },
  )

  app.post(
    '/ops/bookings/:id/resend-confirmation',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Send the traveller the confirmation mail again',
        params: opsBookingParamsSchema,
        response: { 200: successEnvelope(opsMessageSchema) },
      },
    },
    async (request) => {
      await resendConfirmation(app.db, operatorOf(request), request.params.id, appBaseUrl)
      void app.mailOutbox.deliverNow()
      return ok({ message: opsBookingMessages.confirmationQueued })
    },
  )

  app.post(
    '/ops/bookings/:id/notes',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add an internal note; travellers never see notes',
        params: opsBookingParamsSchema,
        body: noteInputSchema,
        response: { 201: successEnvelope(opsBookingNoteAddedSchema) },
      },
    },
    async (request, reply) => {
      const operator = signedInOperator(request)
      const note = await addBookingNote(app.db, operator, request.params.id, request.body.body)
      return reply.code(201).send(
        ok({
          note: {
            id: note.id,
            body: note.body,
            at: note.at.toISOString(),
            author: { id: operator.id, email: operator.email },
          },
        }),
      )
    },
  )
}
