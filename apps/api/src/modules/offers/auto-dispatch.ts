import {
  bookingStatusSchema,
  canOfferRide,
  dispatchMessages,
  escalationAt,
  firstOfferAt,
  nextDispatchStep,
  rankProviders,
  shortZonedTime,
  staffingStep,
  zoneCity,
  type DispatchRules,
  type RideOfferTimelineChange,
} from '@ridelane/domain'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import {
  bookingHooks,
  insertBookingEvent,
  listBookingEvents,
  lockBooking,
  updateBooking,
  type BookingRow,
} from '../bookings'
import { dispatchRulesOf } from '../catalogue'
import { scheduleJob, type JobHandler } from '../jobs'
import { callInAdmins } from '../operators'
import { autoAcceptOffers } from './auto-accept'
import { autoAssignDriver } from './auto-assign'
import { offeredToArea, offersOfBooking, providerRecords } from './dispatch-repository'
import { expireLapsedOffers } from './offer-expiry'
import { writeOfferBatch } from './offer-ride'
import { activeProvidersOfArea, findProvider } from './repository'

// Automatic dispatch (docs/decisions/035-automatic-dispatch.md): a confirmed ride of an area
// whose rules are on is offered to providers one at a time in the area's order, then to all of
// them at once, and handed to the operators when nobody has taken it by the escalation time.
// Each step is a `dispatch_step` job: durable, claimed by one process at a time, and it
// schedules the next one itself.

/** One step per booking and instant: the same step scheduled twice is one job. */
const stepKey = (bookingId: string, at: Date) => `dispatch:${bookingId}:${at.toISOString()}`

/** Schedules the ride's next dispatch step at `at` (now, an offer's end, the offer time). */
export function scheduleDispatchStep(tx: Database, bookingId: string, at: Date) {
  return scheduleJob(tx, {
    kind: 'dispatch_step',
    runAt: at,
    payload: { booking_id: bookingId },
    dedupeKey: stepKey(bookingId, at),
  })
}

const offerable = (booking: BookingRow) =>
  canOfferRide({
    status: bookingStatusSchema.parse(booking.bookingStatus),
    providerId: booking.providerId,
    sandbox: booking.sandbox,
  })

/** Whether the area of this booking dispatches by itself. */
async function rulesFor(tx: Database, booking: BookingRow): Promise<DispatchRules | undefined> {
  const rules = await dispatchRulesOf(tx, booking.areaId)
  return rules?.enabled ? rules : undefined
}

/** Held by a provider that has not given it a driver yet: watched until the escalation time. */
const unstaffed = (booking: BookingRow) =>
  booking.bookingStatus === 'assigned' &&
  booking.providerId !== null &&
  booking.driverId === null &&
  !booking.sandbox

/**
 * The booking hooks: a ride confirmed in an area with automatic dispatch gets its first step, at
 * confirmation or at the area's offer time; a ride a provider takes without a driver gets a step
 * at the escalation time, which calls in the operators if it still has none; and a moved pickup
 * runs a step at once, which reads the new pickup and schedules the next from it.
 */
export function registerDispatchHooks(): void {
  bookingHooks.afterMove('provider-offer', async (tx, move) => {
    if (move.to === 'assigned' && unstaffed(move.booking)) {
      const rules = await rulesFor(tx, move.booking)
      if (!rules) return
      const at = escalationAt(rules, move.booking.pickupTime)
      await scheduleDispatchStep(tx, move.booking.id, at > move.at ? at : move.at)
      return
    }
    if (move.to !== 'confirmed' || move.from !== 'pending_payment') return
    if (!offerable(move.booking)) return
    const rules = await rulesFor(tx, move.booking)
    if (!rules) return
    const at = firstOfferAt(rules, move.booking.pickupTime, move.at)
    await scheduleDispatchStep(tx, move.booking.id, at)
  })
  bookingHooks.afterChange('dispatch-follows-pickup', async (tx, change) => {
    const { before, booking } = change
    if (before.pickupTime.getTime() === booking.pickupTime.getTime()) return
    if (!offerable(booking) && !unstaffed(booking)) return
    if (await rulesFor(tx, booking)) await scheduleDispatchStep(tx, booking.id, change.at)
  })
}

/** What a provider's decline does when the area dispatches by itself: the next step, now. */
export async function afterOfferDeclined(tx: Database, booking: BookingRow, now: Date) {
  if (await rulesFor(tx, booking)) await scheduleDispatchStep(tx, booking.id, now)
}

export type DispatchStepResult =
  'offered' | 'broadcast' | 'accepted' | 'assigned' | 'escalated' | 'waiting' | 'idle'

/**
 * One step of the ride's dispatch, in one transaction holding the booking's lock: lapsed offers
 * expire, then the domain's nextDispatchStep says what to do, and the step after it is
 * scheduled. Safe to run twice: a second run finds an offer open and only waits for it.
 */
export async function runDispatchStep(
  db: Database,
  bookingId: string,
  appBaseUrl: string,
  now = new Date(),
): Promise<DispatchStepResult> {
  if (!isUuid(bookingId)) return 'idle'
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId)
    if (!booking || !booking.areaId) return 'idle'
    if (unstaffed(booking)) return staffingCheck(tx, booking, appBaseUrl, now)
    if (!offerable(booking)) return 'idle'
    const rules = await rulesFor(tx, booking)
    if (!rules) return 'idle'
    await expireLapsedOffers(tx, booking, {}, now)

    const offers = await offersOfBooking(tx, booking.id)
    const providers = await activeProvidersOfArea(tx, booking.areaId)
    const records = await providerRecords(
      tx,
      providers.map((provider) => provider.id),
      now,
    )
    const batchSizes = new Map<string, number>()
    for (const offer of offers)
      batchSizes.set(offer.batchId, (batchSizes.get(offer.batchId) ?? 0) + 1)
    const open = offers.filter((offer) => offer.status === 'open' && offer.expiresAt > now)
    // A batch to the area is the broadcast even when it held one provider (the others declined).
    const broadcastDone =
      [...batchSizes.values()].some((size) => size > 1) || (await offeredToArea(tx, booking.id))
    const step = nextDispatchStep({
      rules,
      now,
      pickupAt: booking.pickupTime,
      confirmedAt: booking.confirmedAt ?? now,
      ranked: rankProviders(records, rules.preferred_provider_ids),
      askedOneByOne: offers
        .filter((offer) => batchSizes.get(offer.batchId) === 1)
        .map((offer) => offer.providerId),
      declined: offers.filter((offer) => offer.status === 'declined').map((o) => o.providerId),
      broadcastDone,
      openUntil:
        open.length > 0 ? new Date(Math.max(...open.map((o) => o.expiresAt.getTime()))) : null,
      escalated: booking.dispatchEscalatedAt !== null,
    })
    const escalateAt = escalationAt(rules, booking.pickupTime)
    const nextAt = (at: Date) => (at < escalateAt ? at : escalateAt)

    switch (step.kind) {
      case 'idle':
        return 'idle'
      case 'wait':
        await scheduleDispatchStep(tx, booking.id, nextAt(step.until))
        return 'waiting'
      case 'offer': {
        const { expiresAt, offers: made } = await writeOfferBatch(
          tx,
          booking,
          {
            providerIds: step.providerIds,
            minutes: rules.offer_minutes,
            offeredTo: step.broadcast ? 'area' : 'provider',
            by: { kind: 'system' },
          },
          now,
        )
        if (await autoAcceptOffers(tx, booking, made, appBaseUrl, now)) return 'accepted'
        await scheduleDispatchStep(tx, booking.id, nextAt(expiresAt))
        return step.broadcast ? 'broadcast' : 'offered'
      }
      case 'escalate':
        await escalate(tx, booking, appBaseUrl, now, 'no_provider')
        return 'escalated'
    }
  })
}

/** A step for a ride its provider holds without a driver: wait, or call in the operators. */
async function staffingCheck(
  tx: Database,
  booking: BookingRow,
  appBaseUrl: string,
  now: Date,
): Promise<DispatchStepResult> {
  const rules = await rulesFor(tx, booking)
  if (!rules) return 'idle'
  // A provider that assigns by itself gets another go at each watch: a driver may have come free
  // since it took the ride (a ride released when a flight moved its pickup, another cancelled).
  // Dated after the booking's last entry: the release that set this watch going may carry a
  // later instant than a watch run at once (it is dated a millisecond after its move).
  const providerId = booking.providerId
  const last = (await listBookingEvents(tx, booking.id)).at(-1)?.at.getTime() ?? 0
  const assignAt = new Date(Math.max(now.getTime(), last + 1))
  if (providerId && (await autoAssignDriver(tx, booking, providerId, appBaseUrl, assignAt))) {
    return 'assigned'
  }
  const step = staffingStep({
    rules,
    now,
    pickupAt: booking.pickupTime,
    escalated: booking.dispatchEscalatedAt !== null,
  })
  if (step.kind === 'wait') {
    await scheduleDispatchStep(tx, booking.id, step.until)
    return 'waiting'
  }
  if (step.kind !== 'escalate') return 'idle'
  await escalate(tx, booking, appBaseUrl, now, 'no_driver')
  return 'escalated'
}

/**
 * Hands the ride to the operators: flagged on the board, noted on the timeline, and the admins
 * called in get a mail and, when they have a mobile, a text. Once per ride: a ride already
 * escalated never comes back here (nextDispatchStep), and the texts' keys hold even if it did.
 */
async function escalate(
  tx: Database,
  booking: BookingRow,
  appBaseUrl: string,
  now: Date,
  why: 'no_provider' | 'no_driver',
) {
  await updateBooking(tx, booking.id, { dispatchEscalatedAt: now })
  await insertBookingEvent(tx, {
    bookingId: booking.id,
    at: now,
    actorKind: 'system',
    actorId: null,
    fromStatus: booking.bookingStatus,
    toStatus: booking.bookingStatus,
    reason:
      why === 'no_driver' ? dispatchMessages.noDriverReason : dispatchMessages.escalatedReason,
    details: { change: 'dispatch_escalated' satisfies RideOfferTimelineChange, for: why },
  })
  const link = `${appBaseUrl.replace(/\/+$/, '')}/ops/bookings/${booking.id}`
  const code = booking.bookingCode
  // The pickup on the area's clock, as the drivers' texts read it.
  const pickup = `${shortZonedTime(booking.pickupTime, booking.timezone)} ${zoneCity(booking.timezone)} time`
  const provider =
    why === 'no_driver' && booking.providerId
      ? await findProvider(tx, booking.providerId)
      : undefined
  const mail =
    why === 'no_driver'
      ? {
          subject: dispatchMessages.noDriverSubject(code),
          text: dispatchMessages.noDriverMail(code, provider?.name ?? 'The provider', pickup, link),
        }
      : {
          subject: dispatchMessages.escalatedSubject(code),
          text: dispatchMessages.escalatedMail(code, pickup, link),
        }
  const text = (
    why === 'no_driver' ? dispatchMessages.noDriverText : dispatchMessages.escalatedText
  )(code, pickup, link)
  await callInAdmins(tx, {
    bookingId: booking.id,
    mail,
    text,
    dedupeKey: `dispatch-escalated:${booking.id}`,
  })
}

/** Registers the `dispatch_step` handler with the job worker (modules/jobs). */
export const dispatchJobs = fp<{ appBaseUrl: string }>(
  async (app, { appBaseUrl }) => {
    const handler: JobHandler = async ({ db, job }) => {
      const bookingId = job.payload.booking_id
      if (typeof bookingId !== 'string') return
      const result = await runDispatchStep(db, bookingId, appBaseUrl, app.clock.now())
      if (result !== 'idle' && result !== 'waiting') {
        void app.mailOutbox.deliverNow()
        // The admins called in, or the driver given the ride, are texted.
        if (result === 'escalated' || result === 'assigned') void app.textMessages.deliverNow()
      }
    }
    app.jobs.handle('dispatch_step', handler)
  },
  { name: 'dispatch-jobs', dependencies: ['jobs', 'text-message-delivery'] },
)
