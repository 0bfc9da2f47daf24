import { isOneOf } from '../validation/one-of'

// docs/product.md#public-pages.
/** Section ids the fleet page scrolls to, in page order. */
export const fleetSectionIds = [
  'sedan',
  'comfort-sedan',
  'business-sedan',
  'first-class-sedan',
  'suv',
  'business-suv',
  'mpv',
  'business-minivan',
  'minibus-8',
  'minibus-16',
  'bus-30',
  'coach-bus',
  'party-bus',
] as const
export type FleetSectionId = (typeof fleetSectionIds)[number]

/** Delay before scrolling to the URL hash's section. */
export const FLEET_HASH_SCROLL_DELAY_MS = 100

// The schemas live apart (fleet-schemas.ts) so the fleet page does not load zod.
export type { FleetEntry } from './fleet-schemas'

/** The section a URL hash names ('#suv' → 'suv'), or null if it names none. */
export function fleetSectionFromHash(hash: string): FleetSectionId | null {
  const id = hash.replace(/^#/, '').toLowerCase()
  return isOneOf(fleetSectionIds, id) ? id : null
}
