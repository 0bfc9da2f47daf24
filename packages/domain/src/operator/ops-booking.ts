import { z } from 'zod'
import { languages } from '../language/languages'
import { bookingSchema } from '../booking/booking-view'
import { bookingEventSchema } from '../booking/booking-timeline'
import { bookingStatusSchema } from '../booking/booking-status'
import { paymentRecordStatusSchema, refundRecordStatusSchema } from '../payment/payment-status'
import { waitingChargeOutcomes } from '../payment/extra-charges'
import { rideRatingSchema } from '../ride/ride-actions'
import { localDateSchema, localTimeSchema } from '../trip/zoned-time'
import { oneLineTextSchema } from '../validation/one-line'

// The operator console's booking detail and its actions (docs/decisions/
// 018-booking-detail-actions.md): bodies of /ops/bookings/:id/* and of the page's forms.

export const opsBookingMessages = {
  bookingNotFound: 'No booking has this id.',
  codeNotFound: 'No booking has this code.',
  staleVersion:
    'Someone else changed this booking while you were looking at it. Reload it to see what changed.',
  versionRequired: 'Reload the booking and try again.',
  reasonRequired: 'Please say why.',
  reasonTooLong: 'Keep the reason under 500 characters.',
  providerRequired: 'Choose a provider.',
  providerUnknown: 'No provider has this id.',
  providerInactive: 'This provider is deactivated. Choose an active one.',
  driverUnknown: 'This driver does not work for the chosen provider.',
  driverInactive: 'This driver is deactivated. Choose an active one.',
  vehicleUnknown: 'This vehicle does not belong to the chosen provider.',
  vehicleInactive: 'This vehicle is deactivated. Choose an active one.',
  pickupNotMovable: 'The pickup time can only be moved before the ride starts.',
  pickupUnchanged: 'This is already the pickup time.',
  pickupAfterReturn: 'The pickup must come before the return pickup.',
  fullRefundAdminOnly: 'Only an admin can refund a booking in full.',
  noteRequired: 'Write the note.',
  noteTooLong: 'Keep the note under 2,000 characters.',
  confirmationNotSent: 'This booking is not confirmed, so there is no confirmation to send.',
  confirmationQueued: 'The confirmation is queued to be sent again.',
  noRefundPending: 'This booking has no refund waiting for the payment gateway.',
  refundGatewayUnavailable:
    'The payment gateway could not be reached, so the refund is still pending. Try again in a few minutes.',
  refundsCompleted: 'The pending refunds went through the payment gateway.',
} as const

/** Where the console says a booking's refund stands at the payment gateway. */
export const refundGatewayNotes = {
  onAccount: 'On account: the partner is invoiced monthly, so no card payment is refunded.',
  notPaidAtGateway: 'No card payment went through the gateway, so nothing is refunded there.',
  pending: 'The refund is waiting for the payment gateway; an admin can retry it.',
} as const
const m = opsBookingMessages

const uuidField = (message: string) => z.uuid({ error: message })
const versionSchema = z
  .number({ error: m.versionRequired })
  .int(m.versionRequired)
  .min(1, m.versionRequired)
const reasonSchema = z
  .string({ error: m.reasonRequired })
  .pipe(oneLineTextSchema(500, m.reasonTooLong))
  .refine((value) => value !== '', { error: m.reasonRequired })
const optionalReason = z.string().pipe(oneLineTextSchema(500, m.reasonTooLong)).optional()

export const opsBookingParamsSchema = z.object({ id: z.string().max(100) })
export const opsBookingCodeParamsSchema = z.object({ code: z.string().max(40) })

/** POST /ops/bookings/:id/assignment: the first one makes a confirmed booking assigned. */
export const assignmentInputSchema = z.object({
  expected_version: versionSchema,
  provider_id: uuidField(m.providerRequired),
  driver_id: uuidField(m.driverUnknown).nullable().default(null),
  vehicle_id: uuidField(m.vehicleUnknown).nullable().default(null),
  reason: optionalReason,
  /**
   * An admin gives the ride to a driver who is not free (another ride, time off, outside their
   * hours) or a vehicle already on another ride, and says why
   * (docs/decisions/034-driver-availability.md).
   */
  override_reason: optionalReason,
})
/**
 * GET /ops/bookings/:id/drivers?provider_id=… and …/vehicles?provider_id=…: the provider whose
 * drivers or vehicles the picker lists.
 */
export const opsDriverChoicesQuerySchema = z.object({
  provider_id: uuidField(m.providerRequired),
})

export type AssignmentInput = z.input<typeof assignmentInputSchema>
export type AssignmentValues = z.output<typeof assignmentInputSchema>

/** POST /ops/bookings/:id/pickup-time: a local date and time in the pickup's own zone. */
export const pickupMoveInputSchema = z.object({
  expected_version: versionSchema,
  date: localDateSchema,
  time: localTimeSchema,
  reason: reasonSchema,
})
export type PickupMoveInput = z.input<typeof pickupMoveInputSchema>

export const refundChoices = ['policy', 'full'] as const
export const refundChoiceSchema = z.enum(refundChoices)
export type RefundChoice = z.infer<typeof refundChoiceSchema>

/** POST /ops/bookings/:id/cancel: by the policy's tiers, or in full (admins only). */
export const cancelInputSchema = z.object({
  expected_version: versionSchema,
  reason: reasonSchema,
  refund: refundChoiceSchema.default('policy'),
})
export type CancelInput = z.input<typeof cancelInputSchema>

/** POST /ops/bookings/:id/no-show and /complete: the lifecycle says when a reason is needed. */
export const statusActionInputSchema = z.object({
  expected_version: versionSchema,
  reason: optionalReason,
})
export type StatusActionInput = z.input<typeof statusActionInputSchema>

/** POST /ops/bookings/:id/notes: for operators only, never shown to the traveller. */
export const noteInputSchema = z.object({
  body: z.string({ error: m.noteRequired }).trim().min(1, m.noteRequired).max(2000, m.noteTooLong),
})
export type NoteInput = z.input<typeof noteInputSchema>

const money = z.number().nonnegative()
const instant = z.iso.datetime({ offset: true })

export const opsBookingNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  at: instant,
  author: z.object({ id: z.string(), email: z.string() }),
})
export type OpsBookingNote = z.infer<typeof opsBookingNoteSchema>

/** A timeline entry for operators: who acted by id, and by email when an operator did. */
export const opsBookingEventSchema = bookingEventSchema.extend({
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
})

/** What the refund would be if the booking were cancelled at the time of the answer. */
export const refundPreviewSchema = z.object({
  paid: money,
  hours_notice: z.number().int(),
  /** The policy's share of the ride. */
  policy_percent: z.number().int(),
  /** What was paid for add-ons, and the policy's share of it (add-ons have their own rule). */
  add_ons_paid: money,
  add_on_percent: z.number().int(),
  policy_amount: money,
  full_amount: money,
})
export type RefundPreview = z.infer<typeof refundPreviewSchema>

/** A payment as the gateway reported it: never more of the card than brand and last four. */
export const opsPaymentSchema = z.object({
  id: z.string(),
  gateway: z.string(),
  gateway_reference: z.string(),
  amount: money,
  currency: z.string(),
  status: paymentRecordStatusSchema,
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  decline_message: z.string().nullable(),
  created_at: instant,
  updated_at: instant,
})
export type OpsPayment = z.infer<typeof opsPaymentSchema>

export const opsRefundSchema = z.object({
  id: z.string(),
  amount: money,
  currency: z.string(),
  reason: z.string(),
  status: refundRecordStatusSchema,
  /** Empty until the gateway answered. */
  gateway_reference: z.string().nullable(),
  created_at: instant,
  updated_at: instant,
})
export type OpsRefund = z.infer<typeof opsRefundSchema>

/** The booking's money from its payment records, in USD. */
export const opsMoneySchema = z.object({
  paid: money,
  refunded: money,
  refund_pending: money,
  due: money,
})

/** GET /ops/bookings/:id. `version` goes back with every change (optimistic concurrency). */
export const opsBookingDetailSchema = z.object({
  booking: bookingSchema.extend({
    ride_type: z.string(),
    passengers: z.number().int(),
    duration_hours: z.number().int().nullable(),
    days: z.number().int().nullable(),
    payment_method: z.string().nullable(),
    traveller_timezone: z.string().nullable(),
    /** The traveller's language: their mails and texts are written in it (issue 35). */
    language: z.enum(languages),
    airport_fee: money,
    confirmed_at: instant.nullable(),
  }),
  version: z.number().int(),
  updated_at: instant,
  /** Made with a test API key: paid through the sandbox only, never given to a provider. */
  sandbox: z.boolean(),
  partner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  assignment: z.object({
    provider: z.object({ id: z.string(), name: z.string() }).nullable(),
    driver: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
    vehicle: z
      .object({
        id: z.string(),
        make_model: z.string(),
        colour: z.string(),
        plate: z.string(),
        vehicle_class_id: z.string(),
        seats: z.number().int(),
      })
      .nullable(),
  }),
  /** The booked vehicle class, which an assigned vehicle must match. */
  vehicle_class_id: z.string().nullable(),
  refund: z.object({ amount: money, percent: z.number().int() }).nullable(),
  /** Null when the booking can no longer be cancelled. */
  refund_if_cancelled_now: refundPreviewSchema.nullable(),
  /** Billed to the partner's monthly invoice rather than paid by card. */
  on_account: z.boolean(),
  /**
   * Waiting past the free time, recorded when the passenger got in or the no-show was recorded
   * (null before), and what it costs by the area's rate, in USD. Not part of the total until it
   * is collected after the ride (`waiting_charged` below).
   */
  waiting_extra_minutes: z.number().int().nullable(),
  waiting_charge: money,
  /**
   * What became of the extra waiting once the ride ended (docs/decisions/024-payments.md): charged
   * to the card on file, billed to the partner's account, declined by the card, or not charged
   * without the traveller's consent; null while nothing was decided. `waiting_charged` is the
   * part of the total it added.
   */
  waiting_charge_outcome: z.enum(waitingChargeOutcomes).nullable(),
  waiting_charged: money,
  payments: z.array(opsPaymentSchema),
  refunds: z.array(opsRefundSchema),
  money: opsMoneySchema,
  /** Why no refund is (or is yet) at the gateway, when that is so; null otherwise. */
  refund_note: z.string().nullable(),
  /** The statuses an operator may move it to from here (the lifecycle's table). */
  next_statuses: z.array(bookingStatusSchema),
  pickup_movable: z.boolean(),
  events: z.array(opsBookingEventSchema),
  notes: z.array(opsBookingNoteSchema),
  /** The traveller's rating once the ride is over and rated; null before. */
  rating: rideRatingSchema.nullable(),
})
export type OpsBookingDetail = z.infer<typeof opsBookingDetailSchema>

export const opsBookingLookupSchema = z.object({ id: z.string(), booking_code: z.string() })
export const opsBookingNoteAddedSchema = z.object({ note: opsBookingNoteSchema })
export const opsMessageSchema = z.object({ message: z.string() })
