import {
  addressDetailToSend,
  bookingPayloadFromFlow,
  fareForSelection,
  zonedDateTimeToIso,
  type BookingPatch,
  type CorporateValues,
  type PassengerDetails,
} from '@ridelane/domain'
import { useState, type Dispatch } from 'react'
import { useCompleteBooking } from '../api/complete-booking'
import { useCreateBooking } from '../api/create-booking'
import { useUpdateBooking } from '../api/update-booking'
import type { Confirmation } from '../components/booking-confirmation'
import type { BookingWizardAction, BookingWizardState } from '../flow/booking-flow-reducer'
import type { BookingAudience } from '../flow/booking-flow-storage'
import { browserTimeZone } from '../flow/browser-time-zone'
import { newIdempotencyKey } from '../flow/idempotency-key'
import { useBookingPayment } from './use-booking-payment'
import { formatPrice } from '@/i18n/format'

const patchFields = [
  'name',
  'phone_number',
  'email',
  'whatsapp_number',
  'flight_number',
  'luggage_count',
  'driver_instructions',
  'meet_greet_applicable',
  'child_seat_applicable',
  'child_seat_count',
] as const

/** Creating (or updating) the booking at the end of step 3 and completing it at step 4. */
export function useBookingSubmission(
  audience: BookingAudience,
  state: BookingWizardState,
  dispatch: Dispatch<BookingWizardAction>,
  display: { currency: string; rate: number },
) {
  const create = useCreateBooking(audience)
  const update = useUpdateBooking()
  const complete = useCompleteBooking()
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const { flow } = state
  // Read when a booking is sent, not on every render: the browser's zone comes from Intl, whose
  // first use is a long task (docs/decisions/022-booking-shell.md).
  const pickupTimeZone = () => state.pickupTimeZone ?? browserTimeZone()

  /**
   * `partnerFields`: a partner's cost centre and booking reference (the fields its account uses)
   * and, on net rates, its selling price: null for the net plus its mark-up.
   */
  function submitPassenger(
    passengerDetails: PassengerDetails,
    partnerFields?: Partial<CorporateValues> & { selling_price?: number | null },
  ) {
    const vehicle = flow.selectedVehicle
    if (!vehicle || !flow.quoteId) return
    dispatch({ type: 'passenger-changed', passengerDetails, preferences: flow.preferences })
    const payload = bookingPayloadFromFlow({
      rideDetails: flow.rideDetails,
      passengerDetails,
      preferences: flow.preferences,
      vehicle,
      quoteId: flow.quoteId,
      currency: flow.currency,
      timeZone: pickupTimeZone(),
    })
    if (state.referralCode && audience === 'traveller') payload.referral_code = state.referralCode
    const { selling_price: sellingPrice, ...corporate } = partnerFields ?? {}
    if (audience === 'partner') {
      Object.assign(payload, corporate)
      // A new booking left without a price of its own takes the mark-up by itself.
      if (typeof sellingPrice === 'number') payload.selling_price = sellingPrice
    }
    if (flow.bookingId && flow.bookingAccessToken) {
      const patch = Object.fromEntries(
        patchFields.map((key) => [key, payload[key]]),
      ) as BookingPatch
      if (audience === 'partner') {
        Object.assign(patch, corporate)
        if (sellingPrice !== undefined) patch.selling_price = sellingPrice
      }
      update.mutate(
        { bookingId: flow.bookingId, accessToken: flow.bookingAccessToken, patch },
        { onSuccess: () => dispatch({ type: 'step-requested', step: 4 }) },
      )
      return
    }
    const idempotencyKey = state.idempotencyKey ?? newIdempotencyKey()
    dispatch({ type: 'creation-attempted', idempotencyKey })
    create.mutate(
      { payload, idempotencyKey },
      {
        onSuccess: (booking) =>
          dispatch({ type: 'booking-created', booking, currency: flow.currency }),
      },
    )
  }

  /** Asks the server to confirm the booking; it does so only once it holds the payment. */
  function confirmBooking() {
    const { bookingId, bookingAccessToken, selectedVehicle, rideDetails: ride } = flow
    if (!bookingId || !bookingAccessToken || !selectedVehicle) return
    const roundTrip = ride.rideType === 'one-way' && ride.isRoundTrip
    const fare = fareForSelection({
      vehicle: selectedVehicle,
      preferences: flow.preferences,
      ...display,
    })
    complete.mutate(
      {
        bookingId,
        accessToken: bookingAccessToken,
        completion: {
          // The booking's own currency, even if the display currency changed since.
          currency_code: flow.bookingCurrency ?? flow.currency,
          timezone: browserTimeZone(),
          is_round_trip: roundTrip,
          round_trip_time: roundTrip
            ? zonedDateTimeToIso(ride.returnDate, ride.returnTime, pickupTimeZone())
            : null,
        },
      },
      {
        onSuccess: ({ booking_code }) => {
          setConfirmation({
            bookingCode: booking_code,
            vehicleName: selectedVehicle.name,
            date: ride.date,
            time: ride.time,
            totalFare: formatPrice(fare.total, fare.currency),
            pickupAddressDetail: addressDetailToSend(ride.pickup.type, ride.pickupAddressDetail),
            dropoffAddressDetail:
              ride.rideType === 'one-way'
                ? addressDetailToSend(ride.dropoff.type, ride.dropoffAddressDetail)
                : '',
            accessToken: bookingAccessToken,
          })
          dispatch({ type: 'reset' })
        },
      },
    )
  }

  const payment = useBookingPayment(
    audience,
    { bookingId: flow.bookingId, accessToken: flow.bookingAccessToken },
    confirmBooking,
  )

  return {
    submitPassenger,
    /** Complete Booking: pay first (or learn that nothing is to be paid), then confirm. */
    completeBooking: payment.start,
    payment,
    confirmation,
    clearConfirmation: () => setConfirmation(null),
    saving: create.isPending || update.isPending,
    saveError: create.error ?? update.error,
    resetSave: () => {
      create.reset()
      update.reset()
    },
    completing: complete.isPending || payment.busy === 'start',
    completeError: complete.error,
  }
}
