// How the affiliate widget hands a trip to the wizard: query parameters of /booking, since the
// widget runs on another site and cannot reach the wizard's session storage
// (docs/decisions/030-partner-business-tools.md). No zod here: widget.js bundles this file and
// must stay tiny; the wizard checks each value again with the domain's schemas.

export const WIDGET_SCRIPT_PATH = '/widget.js'

/** The rides the widget offers (a subset of the wizard's). */
export const widgetRideTypes = ['one-way', 'hourly'] as const
export type WidgetRideType = (typeof widgetRideTypes)[number]

export const widgetHandoverParams = {
  rideType: 'ride_type',
  pickup: 'pickup',
  dropoff: 'dropoff',
  date: 'date',
  time: 'time',
  passengers: 'passengers',
  hours: 'hours',
  ref: 'ref',
} as const

export type WidgetTrip = {
  rideType: WidgetRideType
  pickup: string
  dropoff: string
  /** YYYY-MM-DD, or '' when not given. */
  date: string
  /** HH:MM, or ''. */
  time: string
  passengers: number
  /** Hourly rides only. */
  hours?: number
}

/** The wizard's URL with the trip and the referral code; empty values are left out. */
export function wizardUrlFromWidget(
  origin: string,
  trip: WidgetTrip,
  referralCode: string,
): string {
  const p = widgetHandoverParams
  const query = new URLSearchParams()
  query.set(p.rideType, trip.rideType)
  const put = (key: string, value: string) => {
    if (value.trim() !== '') query.set(key, value.trim())
  }
  put(p.pickup, trip.pickup)
  if (trip.rideType === 'one-way') put(p.dropoff, trip.dropoff)
  put(p.date, trip.date)
  put(p.time, trip.time)
  query.set(p.passengers, String(trip.passengers))
  if (trip.rideType === 'hourly' && trip.hours) query.set(p.hours, String(trip.hours))
  put(p.ref, referralCode)
  return `${origin.replace(/\/+$/, '')}/booking?${query.toString()}`
}

/** True when a /booking query came from the widget (or a referral link): it names a ride or a ref. */
export function isWidgetHandover(search: URLSearchParams): boolean {
  return search.has(widgetHandoverParams.rideType) || search.has(widgetHandoverParams.ref)
}

/** The HTML a partner pastes into its site. */
export function widgetSnippet(origin: string, referralCode: string): string {
  const src = `${origin.replace(/\/+$/, '')}${WIDGET_SCRIPT_PATH}`
  return `<script src="${src}" data-partner="${referralCode}" async></script>`
}
