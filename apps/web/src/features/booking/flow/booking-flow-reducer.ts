import {
  advanceStep,
  bookingFlowStateSchema,
  initialBookingFlowState,
  preferencesWithinVehicle,
  reachableStep,
  type BookingCreateResponse,
  type BookingFlowState,
  type CurrencyCode,
  type PassengerDetails,
  type PaymentMethod,
  type Preferences,
  type RideDetails,
  type VehicleOption,
  type WizardStep,
} from '@ridelane/domain'
import { z } from 'zod'

/**
 * The wizard's whole memory: the domain's booking flow state (docs/product.md#booking-wizard) plus
 * what only the browser needs — the pickup's time zone, whether the trip section is confirmed, and
 * the Idempotency-Key of the pending creation, kept so a retry never makes a second booking.
 */
export const bookingWizardStateSchema = z.object({
  flow: bookingFlowStateSchema,
  pickupTimeZone: z.string().nullable().default(null),
  tripConfirmed: z.boolean().default(false),
  idempotencyKey: z.string().nullable().default(null),
  /**
   * The affiliate's referral code the traveller arrived with (the widget's `ref`), sent with the
   * booking (docs/decisions/030-partner-business-tools.md).
   */
  referralCode: z.string().nullable().default(null),
  /**
   * A partner's own fields of step 3, as typed: its cost centre and booking reference
   * (docs/decisions/045-corporate-booking-fields.md) and, on net rates, the selling price its
   * traveller is shown (docs/decisions/043-partner-rate-plans.md). Kept so a refresh loses none.
   */
  partnerFields: z
    .object({
      cost_centre: z.string().max(200),
      booking_reference: z.string().max(200),
      selling_price: z.string().max(40),
    })
    .default({ cost_centre: '', booking_reference: '', selling_price: '' }),
})
export type PartnerFields = BookingWizardState['partnerFields']
export type BookingWizardState = z.infer<typeof bookingWizardStateSchema>

export const initialBookingWizardState: BookingWizardState = {
  flow: initialBookingFlowState,
  pickupTimeZone: null,
  tripConfirmed: false,
  idempotencyKey: null,
  referralCode: null,
  partnerFields: { cost_centre: '', booking_reference: '', selling_price: '' },
}

export type BookingWizardAction =
  | { type: 'ride-changed'; rideDetails: RideDetails; pickupTimeZone?: string | null }
  | { type: 'trip-confirmed'; confirmed: boolean }
  | { type: 'step-requested'; step: WizardStep }
  | { type: 'step-advanced' }
  | { type: 'currency-changed'; currency: CurrencyCode }
  | { type: 'vehicle-selected'; vehicle: VehicleOption; quoteId: string; quoteExpiresAt: string }
  | { type: 'quote-dropped' }
  | { type: 'passenger-changed'; passengerDetails: PassengerDetails; preferences: Preferences }
  | { type: 'partner-fields-changed'; fields: PartnerFields }
  | { type: 'creation-attempted'; idempotencyKey: string }
  | { type: 'booking-created'; booking: BookingCreateResponse; currency: CurrencyCode }
  | { type: 'payment-method-changed'; method: PaymentMethod }
  | { type: 'reset' }

/** True when only an exact address differs: a note beside the places, never part of the price. */
function onlyAddressDetailChanged(before: RideDetails, after: RideDetails): boolean {
  const priced = (ride: RideDetails) =>
    JSON.stringify({ ...ride, pickupAddressDetail: '', dropoffAddressDetail: '' })
  return priced(before) === priced(after) && JSON.stringify(before) !== JSON.stringify(after)
}

/** A created booking belongs to one trip and one vehicle; changing either needs a new one. */
const withoutBooking = (flow: BookingFlowState): BookingFlowState => ({
  ...flow,
  bookingId: null,
  bookingCode: null,
  bookingAccessToken: null,
  bookingCurrency: null,
})

export function bookingWizardReducer(
  state: BookingWizardState,
  action: BookingWizardAction,
): BookingWizardState {
  const { flow } = state
  switch (action.type) {
    case 'ride-changed':
      // Only an exact address changed: the quote and vehicle stand, the booking is made again.
      if (onlyAddressDetailChanged(flow.rideDetails, action.rideDetails)) {
        return {
          ...state,
          idempotencyKey: null,
          flow: { ...withoutBooking(flow), rideDetails: action.rideDetails },
        }
      }
      return {
        ...state,
        pickupTimeZone:
          action.pickupTimeZone === undefined ? state.pickupTimeZone : action.pickupTimeZone,
        idempotencyKey: null,
        flow: {
          ...withoutBooking(flow),
          rideDetails: action.rideDetails,
          selectedVehicle: null,
          quoteId: null,
          quoteExpiresAt: null,
        },
      }
    case 'trip-confirmed':
      return { ...state, tripConfirmed: action.confirmed }
    case 'step-requested':
      return { ...state, flow: { ...flow, currentPage: reachableStep(action.step, flow) } }
    case 'step-advanced': {
      const next = reachableStep(advanceStep(currentStep(state)), flow)
      return { ...state, flow: { ...flow, currentPage: next } }
    }
    case 'currency-changed':
      return { ...state, flow: { ...flow, currency: action.currency } }
    case 'vehicle-selected':
      return {
        ...state,
        idempotencyKey: null,
        // A selling price was set against another vehicle's net.
        partnerFields: { ...state.partnerFields, selling_price: '' },
        flow: {
          ...withoutBooking(flow),
          // Bags and child seats chosen for a bigger vehicle come down to what this one holds.
          preferences: preferencesWithinVehicle(flow.preferences, action.vehicle.capacity),
          selectedVehicle: action.vehicle,
          quoteId: action.quoteId,
          quoteExpiresAt: action.quoteExpiresAt,
        },
      }
    case 'quote-dropped':
      return {
        ...state,
        idempotencyKey: null,
        flow: {
          ...withoutBooking(flow),
          selectedVehicle: null,
          quoteId: null,
          quoteExpiresAt: null,
          currentPage: reachableStep(2, flow),
        },
      }
    case 'passenger-changed': {
      // The server refuses a used key with a different body, so edits start a new attempt.
      const changed =
        JSON.stringify([flow.passengerDetails, flow.preferences]) !==
        JSON.stringify([action.passengerDetails, action.preferences])
      return {
        ...state,
        idempotencyKey: changed ? null : state.idempotencyKey,
        flow: {
          ...flow,
          passengerDetails: action.passengerDetails,
          preferences: action.preferences,
        },
      }
    }
    case 'partner-fields-changed': {
      const changed = JSON.stringify(state.partnerFields) !== JSON.stringify(action.fields)
      return {
        ...state,
        idempotencyKey: changed ? null : state.idempotencyKey,
        partnerFields: action.fields,
      }
    }
    case 'creation-attempted':
      return { ...state, idempotencyKey: action.idempotencyKey }
    case 'booking-created':
      return {
        ...state,
        idempotencyKey: null,
        flow: {
          ...flow,
          bookingId: action.booking.id,
          bookingCode: action.booking.booking_code,
          bookingAccessToken: action.booking.access_token,
          bookingCurrency: action.currency,
          currentPage: 4,
        },
      }
    case 'payment-method-changed':
      return { ...state, flow: { ...flow, paymentDetails: { method: action.method } } }
    case 'reset':
      // The traveller came through the affiliate's widget: a next booking in this tab did too.
      return { ...initialBookingWizardState, referralCode: state.referralCode }
  }
}

/** The step to show: the requested one, unless its inputs are missing
 * (docs/product.md#booking-wizard). */
export function currentStep(state: BookingWizardState): WizardStep {
  return reachableStep(state.flow.currentPage, state.flow)
}
