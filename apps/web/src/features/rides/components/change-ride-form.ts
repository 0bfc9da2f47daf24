import { i18n } from '@lingui/core'
import {
  CHILD_SEAT_BOUNDS,
  PASSENGER_BOUNDS,
  childSeatCountSchema,
  driverInstructionsSchema,
  flightNumberSchema,
  localDateSchema,
  localTimeSchema,
  luggageCountSchema,
  passengerCountSchema,
  rideChangeMessages,
  wallClockInZone,
  type RideView,
} from '@ridelane/domain'
import { z } from 'zod'
import { domainText } from '@/i18n/catalogues'
import { PLACE_NOT_PICKED } from '@/lib/place-search'
import type { RideChange } from '../api/ride-change'

// The Change ride form's schema. It mirrors the `change` body the server checks with the domain's
// rideChangeRequestSchema (packages/domain/src/ride/ride-change.ts), with the same field schemas
// and so the same words; only what the form adds (a field left empty, a place typed but not
// picked) is checked here. Built when the form renders, so the words it writes itself (the
// vehicle's seats, the place not picked) are in the page's language; the domain's plain messages
// are translated where they are shown (change-ride-form-view.tsx, through domainText).

/** The most passengers this ride's vehicle takes (never above the booking's own bound). */
export const maxPassengers = (ride: RideView) =>
  Math.max(PASSENGER_BOUNDS.min, Math.min(ride.vehicle.seats, PASSENGER_BOUNDS.max))

/** The new dropoff as the place field holds it: typed text, with coordinates once picked. */
const dropoffFieldSchema = z.object({
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  place_id: z.string().optional(),
  timezone: z.string().optional(),
})
export type DropoffField = z.infer<typeof dropoffFieldSchema>

/** An empty dropoff field: the ride keeps its dropoff. */
export const keepDropoff: DropoffField = { address: '', lat: null, lng: null }

export function changeRideFormSchema(ride: RideView) {
  const seats = ride.vehicle.seats
  return z
    .object({
      date: localDateSchema.or(z.literal('')),
      time: localTimeSchema.or(z.literal('')),
      passengers: passengerCountSchema.max(
        seats,
        domainText(rideChangeMessages.tooManyPassengers(seats)),
      ),
      luggage_count: luggageCountSchema,
      flight_number: flightNumberSchema,
      driver_instructions: driverInstructionsSchema,
      meet_greet: z.boolean(),
      child_seat: z.boolean(),
      child_seat_count: z.number().int(),
      dropoff: dropoffFieldSchema,
    })
    .superRefine((form, ctx) => {
      for (const path of ['date', 'time'] as const) {
        if (form[path] === '') {
          ctx.addIssue({ code: 'custom', path: [path], message: rideChangeMessages.dateAndTime })
        }
      }
      const seatCount = form.child_seat && childSeatCountSchema.safeParse(form.child_seat_count)
      const seatIssue = seatCount ? seatCount.error?.issues[0] : undefined
      if (seatIssue) {
        ctx.addIssue({ code: 'custom', path: ['child_seat_count'], message: seatIssue.message })
      }
      const { dropoff } = form
      if (dropoff.address.trim() !== '' && (dropoff.lat === null || dropoff.lng === null)) {
        ctx.addIssue({ code: 'custom', path: ['dropoff'], message: i18n._(PLACE_NOT_PICKED) })
      }
    })
}

export type ChangeRideFormInput = z.input<ReturnType<typeof changeRideFormSchema>>
export type ChangeRideForm = z.output<ReturnType<typeof changeRideFormSchema>>

/** The form as the ride stands: the pickup's date and time in its own zone. */
export function formFromRide(ride: RideView): ChangeRideForm {
  const { date, time } = wallClockInZone(ride.trip.pickup_time, ride.trip.timezone)
  return {
    date,
    time,
    passengers: ride.passenger.passengers,
    luggage_count: ride.passenger.luggage_count,
    flight_number: ride.trip.flight_number ?? '',
    driver_instructions: ride.passenger.driver_instructions ?? '',
    meet_greet: ride.passenger.meet_greet,
    child_seat: ride.passenger.child_seat_count > 0,
    child_seat_count: Math.max(ride.passenger.child_seat_count, CHILD_SEAT_BOUNDS.default),
    dropoff: keepDropoff,
  }
}

/** Only what differs from the ride, as the `change` body; null when nothing does. */
export function changeFromForm(ride: RideView, form: ChangeRideForm): RideChange | null {
  const before = formFromRide(ride)
  const change: RideChange = {}
  if (form.date !== before.date || form.time !== before.time) {
    change.date = form.date
    change.time = form.time
  }
  if (form.passengers !== before.passengers) change.passengers = form.passengers
  if (form.luggage_count !== before.luggage_count) change.luggage_count = form.luggage_count
  if (form.flight_number !== before.flight_number.trim().toUpperCase()) {
    change.flight_number = form.flight_number
  }
  if (form.driver_instructions !== before.driver_instructions.trim()) {
    change.driver_instructions = form.driver_instructions
  }
  if (form.meet_greet !== before.meet_greet) change.meet_greet_applicable = form.meet_greet
  if (form.child_seat !== before.child_seat) change.child_seat_applicable = form.child_seat
  if (form.child_seat && form.child_seat_count !== ride.passenger.child_seat_count) {
    change.child_seat_count = form.child_seat_count
  }
  const { dropoff } = form
  if (ride.change.dropoff_changeable && dropoff.lat !== null && dropoff.lng !== null) {
    change.dropoff = {
      location: dropoff.address,
      lat: dropoff.lat,
      lng: dropoff.lng,
      ...(dropoff.place_id !== undefined && { place_id: dropoff.place_id }),
      ...(dropoff.timezone !== undefined && { timezone: dropoff.timezone }),
    }
  }
  return Object.keys(change).length > 0 ? change : null
}
