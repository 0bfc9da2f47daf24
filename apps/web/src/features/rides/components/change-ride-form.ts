import {
  CHILD_SEAT_BOUNDS,
  DRIVER_NOTES_MAX_LENGTH,
  FLIGHT_NUMBER_MAX_LENGTH,
  LUGGAGE_BOUNDS,
  PASSENGER_BOUNDS,
  localDateSchema,
  localTimeSchema,
  wallClockInZone,
  type RideView,
} from '@ridelane/domain'
import { z } from 'zod'
import type { RideChange } from '../api/ride-change'

// The Change ride form's own schema, in our own words. It mirrors the `change` body of
// /work/ride-contract.md; the domain's rideChangeRequestSchema (packages/domain/src/ride/
// ride-change.ts) is the server's check and, once it exists, its messages may replace these.

const count = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message)

/** The most passengers this ride's vehicle takes (never above the booking's own bound). */
export const maxPassengers = (ride: RideView) =>
  Math.max(PASSENGER_BOUNDS.min, Math.min(ride.vehicle.seats, PASSENGER_BOUNDS.max))

export function changeRideFormSchema(ride: RideView) {
  const seats = maxPassengers(ride)
  return z
    .object({
      date: localDateSchema.or(z.literal('')),
      time: localTimeSchema.or(z.literal('')),
      passengers: count(
        PASSENGER_BOUNDS.min,
        seats,
        `The ${ride.vehicle.name} takes ${PASSENGER_BOUNDS.min} to ${seats} passengers.`,
      ),
      luggage_count: count(
        LUGGAGE_BOUNDS.min,
        LUGGAGE_BOUNDS.max,
        `Bring ${LUGGAGE_BOUNDS.min} to ${LUGGAGE_BOUNDS.max} bags.`,
      ),
      flight_number: z
        .string()
        .trim()
        .toUpperCase()
        .max(FLIGHT_NUMBER_MAX_LENGTH, 'A flight number looks like BA 117: letters and digits.')
        .regex(/^[A-Z0-9 ]*$/, 'A flight number looks like BA 117: letters and digits.'),
      driver_instructions: z
        .string()
        .trim()
        .max(
          DRIVER_NOTES_MAX_LENGTH,
          `Keep the notes to ${DRIVER_NOTES_MAX_LENGTH} characters or fewer.`,
        ),
      meet_greet: z.boolean(),
      child_seat: z.boolean(),
      child_seat_count: z.number().int(),
    })
    .superRefine((form, ctx) => {
      if (form.date === '') {
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'Choose the day of the pickup.' })
      }
      if (form.time === '') {
        ctx.addIssue({ code: 'custom', path: ['time'], message: 'Choose the pickup time.' })
      }
      const { min, max } = CHILD_SEAT_BOUNDS
      const seatCount = form.child_seat_count
      if (
        form.child_seat &&
        !(Number.isInteger(seatCount) && seatCount >= min && seatCount <= max)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['child_seat_count'],
          message: `Ask for ${min} to ${max} child seats.`,
        })
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
  return Object.keys(change).length > 0 ? change : null
}
