import { z } from 'zod'
import { wording, wordingText } from '../language/translator'
import type { PlaceType } from './place-type'

/**
 * The exact address beside a quoted place: a city or a district is an area, not a door, so the
 * traveller says where in it (street and number, or hotel and room). It is a note for the
 * driver: it never replaces the place that was priced and never changes the price.
 */
export const ADDRESS_DETAIL_MAX_LENGTH = 200

/**
 * Marked for the domain's catalogue; the length's figure kept apart (a `Wording`), so the API and
 * the wizard write it in the reader's language (docs/decisions/052-server-messages.md).
 */
export const addressDetailMessages = {
  pickupRequired:
    /*i18n*/ 'Enter the exact pickup address: street and number, or hotel name and room',
  tooLong: wording(/*i18n*/ 'Keep the exact address to {max} characters', {
    max: ADDRESS_DETAIL_MAX_LENGTH,
  }),
  oneLine: /*i18n*/ 'Keep the exact address on one line',
} as const

/** Street and number, or hotel and room; one line, so it reads the same in an email or a list. */
export const addressDetailSchema = z
  .string()
  .trim()
  .max(ADDRESS_DETAIL_MAX_LENGTH, wordingText(addressDetailMessages.tooLong))
  .regex(/^[^\p{Cc}\u2028\u2029]*$/u, addressDetailMessages.oneLine)

/** Areas rather than doors: airports, landmarks and street addresses are already a meeting point. */
const areaPlaceTypes: ReadonlySet<PlaceType> = new Set(['city', 'district'])

/** True when the wizard asks for the exact address beside a place of this type. */
export function asksForAddressDetail(type: PlaceType | null | undefined): boolean {
  return type != null && areaPlaceTypes.has(type)
}

export type RideEnd = 'pickup' | 'dropoff'

/** The driver must find the traveller, so a pickup needs it; at the dropoff it is a courtesy. */
export function requiresAddressDetail(end: RideEnd, type: PlaceType | null | undefined): boolean {
  return end === 'pickup' && asksForAddressDetail(type)
}

/** True when a pickup of this type still lacks its exact address. */
export function pickupAddressDetailMissing(
  type: PlaceType | null | undefined,
  detail: string | null | undefined,
): boolean {
  return requiresAddressDetail('pickup', type) && (detail ?? '').trim() === ''
}

/**
 * What the wizard sends for one end: the detail only where it is asked for, trimmed (one typed
 * for a city and left behind when the traveller switched to an airport is not sent).
 */
export function addressDetailToSend(type: PlaceType | null | undefined, detail: string): string {
  return asksForAddressDetail(type) ? detail.trim() : ''
}
