import { z } from 'zod'
import { currencyCodeSchema, DEFAULT_CURRENCY } from '../currency/currencies'
import { notesSchema } from '../passenger/passenger-details'
import { isTripComplete } from '../trip/is-trip-complete'
import { defaultRideDetails, rideDetailsSchema } from '../trip/ride-details'
import { offsetDateTimeSchema } from '../trip/zoned-time'
import { vehicleOptionSchema } from '../vehicle/vehicle-option'
import { paymentDetailsSchema } from './payment'
import { defaultPreferences, preferencesSchema } from './preferences'
import { WIZARD_STEP_COUNT, type WizardStep } from './wizard-steps'

export { WIZARD_STEP_COUNT, wizardSteps, type WizardStep } from './wizard-steps'

export const wizardStepSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])

/** Step 3's fields while being typed: any text; `passengerDetailsSchema` validates on submit. */
export const passengerDetailsDraftSchema = z.object({
  name: z.string().default(''),
  phone: z.string().default(''),
  email: z.string().default(''),
  whatsapp: z.string().default(''),
  notes: notesSchema.default(''),
})

/** What the wizard keeps (and may persist, so a refresh does not lose progress). */
export const bookingFlowStateSchema = z.object({
  currentPage: wizardStepSchema.default(1),
  rideDetails: rideDetailsSchema.default(defaultRideDetails),
  preferences: preferencesSchema.default(defaultPreferences),
  passengerDetails: passengerDetailsDraftSchema.default(passengerDetailsDraftSchema.parse({})),
  paymentDetails: paymentDetailsSchema.default({ method: 'card' }),
  currency: currencyCodeSchema.default(DEFAULT_CURRENCY),
  selectedVehicle: vehicleOptionSchema.nullable().default(null),
  /** From the price quote the selected vehicle came from (docs/product.md#api-contract). */
  quoteId: z.string().nullable().default(null),
  quoteExpiresAt: offsetDateTimeSchema.nullable().default(null),
  bookingId: z.string().nullable().default(null),
  bookingCode: z.string().nullable().default(null),
  /** `access_token` of the created booking, sent as X-Booking-Token. */
  bookingAccessToken: z.string().nullable().default(null),
  /** The currency the booking was made in: completion confirms it in that one. */
  bookingCurrency: currencyCodeSchema.nullable().default(null),
})
export type BookingFlowState = z.infer<typeof bookingFlowStateSchema>

export const initialBookingFlowState: BookingFlowState = bookingFlowStateSchema.parse({})

/** Steps advance one at a time and never past 4 (docs/product.md#booking-wizard). */
export function advanceStep(step: WizardStep): WizardStep {
  return Math.min(step + 1, WIZARD_STEP_COUNT) as WizardStep
}

/** The furthest step whose inputs exist: a trip, then a vehicle, then a created booking. */
export function furthestReachableStep(
  state: Pick<BookingFlowState, 'rideDetails' | 'selectedVehicle' | 'bookingId'>,
): WizardStep {
  if (!isTripComplete(state.rideDetails)) return 1
  if (!state.selectedVehicle) return 2
  if (!state.bookingId) return 3
  return 4
}

/** The step to show for a requested one: a step whose inputs are missing sends the traveller back. */
export function reachableStep(
  requested: WizardStep,
  state: Pick<BookingFlowState, 'rideDetails' | 'selectedVehicle' | 'bookingId'>,
): WizardStep {
  return Math.min(requested, furthestReachableStep(state)) as WizardStep
}
