import {
  driverStepToUndo,
  isRideOfferStage,
  languageNames,
  starsText,
  type OpsBookingDetail,
} from '@ridelane/domain'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { opsPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date-time'
import { useOpsBookingQuery, useResendConfirmationMutation } from '../api/ops-booking'
import { useOpsAuth } from '../auth/ops-auth-context'
import { SandboxMark } from '../components/sandbox-mark'
import { ActionPanel } from './action-panel'
import { AssignForm } from './assign-form'
import { eventTitle, extraWaitingText, money, pickupClock, statusText } from './booking-format'
import { CancelBookingForm } from './cancel-booking-form'
import { FinishForm } from './finish-form'
import { UndoDriverStepForm } from './undo-driver-step-form'
import { MovePickupForm } from './move-pickup-form'
import { NotesSection } from './notes-section'
import { OffersPanel } from './offers-panel'
import { PaymentsSection } from './payments-section'
import { OpenBookingByCode } from './open-booking-by-code'

/** /ops/bookings/:id: one booking, what happened to it, and what an operator can do now. */
export function OpsBookingPage() {
  const { id = '' } = useParams()
  const query = useOpsBookingQuery(id)
  const detail = query.data
  useDocumentTitle(detail ? `Booking ${detail.booking.booking_code}` : 'Booking')

  return (
    <>
      <p className="text-sm">
        <Link to={opsPaths.home} className="rounded-sm text-ink-700 underline underline-offset-4">
          Console home
        </Link>
      </p>
      {query.isPending && <p role="status">Loading the booking...</p>}
      {query.isError && (
        <>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900">Booking</h1>
          <Alert tone="danger" className="mt-6">
            {apiErrorMessage(query.error, 'Failed to load the booking')}
          </Alert>
          <div className="mt-6 max-w-md">
            <OpenBookingByCode />
          </div>
        </>
      )}
      {detail && <BookingDetail detail={detail} />}
    </>
  )
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-ink-600">{label}</dt>
          <dd className="text-ink-900 wrap-anywhere">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `card-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-6 shadow-card">
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

function BookingDetail({ detail }: { detail: OpsBookingDetail }) {
  const { operator } = useOpsAuth()
  const isAdmin = operator?.role === 'admin'
  const { booking, assignment } = detail
  const can = (status: string) => detail.next_statuses.includes(status as never)
  const canResend = booking.payment_status === 'success' && booking.booking_status !== 'cancelled'
  // A driver's mistaken tap found later (issue 30): the API takes back only a driver's last step.
  const undoable = driverStepToUndo(detail.events, booking.booking_status) !== undefined
  const anyAction =
    detail.next_statuses.length > 0 || detail.pickup_movable || canResend || undoable

  return (
    <>
      <div className="mt-2 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">
          Booking {booking.booking_code}
        </h1>
        <p className="font-semibold text-ink-700">
          {statusText(booking.booking_status)}, payment {booking.payment_status}
        </p>
        {detail.sandbox && <SandboxMark />}
      </div>
      {detail.sandbox && (
        <p className="mt-2 text-sm text-ink-700">
          Made with a partner’s test API key: not a real ride. It pays through the sandbox only and
          is never offered or assigned to a provider.
        </p>
      )}
      <p className="mt-1 text-sm text-ink-600">
        Version {detail.version}, last changed {formatDateTime(detail.updated_at)}
      </p>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title="Traveller">
          <Facts
            rows={[
              ['Name', booking.name],
              ['Phone', booking.phone_number],
              ['Email', booking.email],
              ['WhatsApp', booking.whatsapp_number],
              ['Writes in', languageNames[booking.language]],
              ['Flight', booking.flight_number],
              ['Passengers', String(booking.passengers)],
              ['Luggage', String(booking.luggage_count)],
              ['For the driver', booking.driver_instructions],
              ['Partner', detail.partner ? `${detail.partner.name} (${detail.partner.email})` : ''],
            ]}
          />
        </Card>
        <Card title="Ride">
          <Facts
            rows={[
              ['Pickup', booking.pickup_location],
              ['Pickup details', booking.pickup_address_detail],
              ['Drop-off', booking.dropoff_location],
              ['Drop-off details', booking.dropoff_address_detail],
              ['Pickup time', pickupClock(booking.pickup_time, booking.timezone)],
              [
                'Return',
                booking.round_trip_time
                  ? pickupClock(booking.round_trip_time, booking.timezone)
                  : '',
              ],
              ['Vehicle booked', booking.vehicle_name],
              ['Ride type', booking.ride_type],
            ]}
          />
        </Card>
        <Card title="Fare and payment">
          <Facts
            rows={[
              ['Vehicle fare', money(booking.vehicle_price)],
              [
                'Meet & greet',
                booking.meet_greet_applicable ? money(booking.meet_greet_charge) : '',
              ],
              [
                'Child seats',
                booking.child_seat_applicable
                  ? `${booking.child_seat_count} × ${money(booking.child_seat_charge)}`
                  : '',
              ],
              [
                'Partner discount',
                booking.partner_discount_amount ? money(booking.partner_discount_amount) : '',
              ],
              ['Total', money(booking.total_price)],
              [
                'Extra waiting',
                extraWaitingText(
                  detail.waiting_extra_minutes,
                  detail.waiting_charge,
                  detail.waiting_charge_outcome,
                ),
              ],
              [
                'Payment',
                detail.on_account
                  ? 'On account'
                  : `${booking.payment_status}${booking.payment_method ? `, ${booking.payment_method}` : ''}`,
              ],
              ['Reference', booking.payment_reference],
              [
                'Refund recorded',
                detail.refund ? `${money(detail.refund.amount)} (${detail.refund.percent}%)` : '',
              ],
            ]}
          />
        </Card>
        <PaymentsSection detail={detail} isAdmin={isAdmin} />
        <Card title="Assignment">
          <Facts
            rows={[
              ['Provider', assignment.provider?.name ?? 'Not assigned'],
              [
                'Driver',
                assignment.driver
                  ? `${assignment.driver.name}, ${assignment.driver.phone}`
                  : 'None yet',
              ],
              [
                'Vehicle',
                assignment.vehicle
                  ? `${assignment.vehicle.colour} ${assignment.vehicle.make_model}, ${assignment.vehicle.plate}`
                  : 'None yet',
              ],
            ]}
          />
        </Card>
        {detail.rating && <RatingCard rating={detail.rating} />}
      </div>

      <section aria-labelledby="actions-heading" className="mt-8">
        <h2 id="actions-heading" className="text-xl font-bold text-ink-900">
          Actions
        </h2>
        <div className="mt-3 grid gap-3">
          {isRideOfferStage(booking.booking_status) && !detail.sandbox && (
            <OffersPanel bookingId={booking.id} />
          )}
          {can('assigned') && (
            <ActionPanel
              label={assignment.provider ? 'Reassign' : 'Assign provider, driver and vehicle'}
            >
              {(close) => <AssignForm detail={detail} onDone={close} />}
            </ActionPanel>
          )}
          {detail.pickup_movable && (
            <ActionPanel label="Move pickup time">
              {(close) => <MovePickupForm detail={detail} onDone={close} />}
            </ActionPanel>
          )}
          {can('no_show') && (
            <ActionPanel label="Mark no-show">
              {(close) => <FinishForm detail={detail} action="no-show" onDone={close} />}
            </ActionPanel>
          )}
          {can('completed') && (
            <ActionPanel label="Mark completed">
              {(close) => <FinishForm detail={detail} action="complete" onDone={close} />}
            </ActionPanel>
          )}
          {undoable && (
            <ActionPanel label="Undo the driver’s last step">
              {(close) => <UndoDriverStepForm detail={detail} onDone={close} />}
            </ActionPanel>
          )}
          {detail.refund_if_cancelled_now && (
            <ActionPanel label="Cancel booking">
              {(close) => <CancelBookingForm detail={detail} isAdmin={isAdmin} onDone={close} />}
            </ActionPanel>
          )}
          {canResend && <ResendConfirmation bookingId={booking.id} />}
          {!anyAction && (
            <p className="text-ink-700">Nothing more can be done with this booking.</p>
          )}
        </div>
      </section>

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title="Timeline">
          <ol className="mt-3 grid gap-3">
            {detail.events.map((event, index) => (
              <li
                key={`${event.at}-${index}`}
                className="min-w-0 border-l-2 border-ink-200 pl-3 wrap-anywhere"
              >
                <p className="font-semibold text-ink-900">{eventTitle(event, booking.timezone)}</p>
                <p className="text-sm text-ink-600">
                  {formatDateTime(event.at)} by {event.actor_email ?? event.actor_kind}
                  {event.reason ? ` — “${event.reason}”` : ''}
                </p>
              </li>
            ))}
          </ol>
        </Card>
        <NotesSection bookingId={booking.id} notes={detail.notes} />
      </div>
    </>
  )
}

/** What the traveller said of the ride on their ride page, once it was over. */
function RatingCard({ rating }: { rating: NonNullable<OpsBookingDetail['rating']> }) {
  return (
    <Card title="Traveller’s rating">
      <p className="mt-3 font-semibold text-ink-900">{starsText(rating.stars)}</p>
      {rating.comment ? (
        <blockquote className="mt-2 whitespace-pre-line break-words border-l-2 border-ink-200 pl-3 text-ink-900">
          {rating.comment}
        </blockquote>
      ) : (
        <p className="mt-2 text-ink-700">No comment.</p>
      )}
      <p className="mt-2 text-sm text-ink-600">Rated {formatDateTime(rating.created_at)}</p>
    </Card>
  )
}

function ResendConfirmation({ bookingId }: { bookingId: string }) {
  const resend = useResendConfirmationMutation(bookingId)
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-card border border-ink-100 bg-white p-4">
      <Button variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend confirmation email
      </Button>
      {resend.isSuccess && <Alert tone="success">{resend.data.message}</Alert>}
      {resend.isError && (
        <Alert tone="danger">
          {apiErrorMessage(resend.error, 'Failed to send the confirmation')}
        </Alert>
      )}
    </div>
  )
}
