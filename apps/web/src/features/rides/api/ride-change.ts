import type { RideFareLine, RideView } from '@ridelane/domain'

// The change calls' shapes as /work/ride-contract.md gives them. The domain's
// `rideChangeRequestSchema` (packages/domain/src/ride/ride-change.ts) is being written alongside;
// once it is in, `RideChange` should become its inferred type.

/** What the traveller changes; every field optional, at least one present. */
export type RideChange = {
  /** 'YYYY-MM-DD' and 'HH:mm' in the pickup's zone, both or neither. */
  date?: string
  time?: string
  passengers?: number
  luggage_count?: number
  /** '' clears it. */
  flight_number?: string
  driver_instructions?: string
  meet_greet_applicable?: boolean
  child_seat_applicable?: boolean
  child_seat_count?: number
  dropoff?: { location: string; lat: number; lng: number; place_id?: string; timezone?: string }
}

/** POST /rides/{ref}/changes/preview: the price of a change, nothing stored. */
export type RideChangePreview = {
  allowed: boolean
  /** New total minus the old: more than 0 is paid, less than 0 refunded. */
  difference: number
  new_total: number
  lines: RideFareLine[]
  /** Why not, when not allowed. */
  message: string | null
}

/** A change that costs more waits for its payment; one that does not is applied at once. */
export type RideChangeRecord = {
  id: string
  status: 'applied' | 'awaiting_payment'
  difference: number
  new_total: number
}

export type RideChangeAnswer = { change: RideChangeRecord; ride: RideView }

export const changesPath = (ref: string) => `/rides/${encodeURIComponent(ref)}/changes`
export const changePath = (ref: string, changeId: string) =>
  `${changesPath(ref)}/${encodeURIComponent(changeId)}`
