import {
  ADDRESS_MAX_LENGTH,
  defaultRideDetails,
  hourlyDurationSchema,
  isWidgetHandover,
  localDateSchema,
  localTimeSchema,
  passengerCountSchema,
  referralCodeSchema,
  widgetHandoverParams,
  withRideType,
  type RideDetails,
} from '@ridelane/domain'
import { initialBookingWizardState, type BookingWizardState } from './booking-flow-reducer'

// The affiliate widget opens /booking with the trip in the query (packages/domain
// partner/widget-handover.ts); the wizard takes it once, then drops the query.

const p = widgetHandoverParams

/** Each value checked with the domain's own schema; anything odd is left for the traveller. */
function rideFromQuery(search: URLSearchParams): RideDetails {
  const text = (key: string) => (search.get(key) ?? '').trim().slice(0, ADDRESS_MAX_LENGTH)
  const valid = <T>(
    schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
    v: unknown,
  ) => {
    const parsed = schema.safeParse(v)
    return parsed.success ? (parsed.data as T) : undefined
  }
  const whole = (key: string) => (search.has(key) ? Number(search.get(key)) : undefined)
  const ride = withRideType(
    defaultRideDetails,
    search.get(p.rideType) === 'hourly' ? 'hourly' : 'one-way',
  )
  const hours = valid<number>(hourlyDurationSchema, whole(p.hours))
  return {
    ...ride,
    pickup: { address: text(p.pickup), lat: null, lng: null },
    dropoff: { address: ride.rideType === 'one-way' ? text(p.dropoff) : '', lat: null, lng: null },
    date: valid<string>(localDateSchema, search.get(p.date)) ?? '',
    time: valid<string>(localTimeSchema, search.get(p.time)) ?? '',
    passengers: valid<number>(passengerCountSchema, whole(p.passengers)) ?? ride.passengers,
    ...(ride.rideType === 'hourly' && hours ? { duration: hours } : {}),
  }
}

/**
 * The wizard as the widget's link asks: a new trip at step 1 (its places are text until the
 * traveller picks them from the suggestions), the passenger's saved details kept, and the
 * referral code. A link with only `ref` keeps the saved wizard. Null: not a widget link.
 */
export function wizardFromHandover(
  search: URLSearchParams,
  saved: BookingWizardState,
): BookingWizardState | null {
  if (!isWidgetHandover(search)) return null
  const ref = referralCodeSchema.safeParse(search.get(p.ref) ?? '')
  const referralCode = ref.success ? ref.data : saved.referralCode
  if (!search.has(p.rideType)) return { ...saved, referralCode }
  return {
    ...initialBookingWizardState,
    referralCode,
    flow: {
      ...initialBookingWizardState.flow,
      passengerDetails: saved.flow.passengerDetails,
      preferences: saved.flow.preferences,
      currency: saved.flow.currency,
      rideDetails: rideFromQuery(search),
      currentPage: 1,
    },
  }
}

/** The query without the widget's parameters (others, like a payment return, stay). */
export function withoutHandover(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search)
  for (const key of Object.values(p)) rest.delete(key)
  return rest
}
