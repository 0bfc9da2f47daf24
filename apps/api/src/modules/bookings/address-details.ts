import {
  addressDetailMessages,
  DomainError,
  requiresAddressDetail,
  type BookingCreatePayload,
} from '@ridelane/domain'
import type { Quote } from './quote'

export type AddressDetails = { pickupAddressDetail: string; dropoffAddressDetail: string }

/**
 * The exact addresses a booking keeps. Whether the pickup needs one is read from the quote's
 * pickup (its place type), not from the payload, so a client cannot skip it for a city. A ride
 * without a dropoff keeps no dropoff detail. Neither ever touches the price. Where the client
 * gave none, the client's words for a place the quote named in ours (GeoLocation.note) are kept.
 */
export function addressDetailsFor(payload: BookingCreatePayload, quote: Quote): AddressDetails {
  const { pickup, dropoff } = quote.request
  if (requiresAddressDetail('pickup', pickup.type) && payload.pickup_address_detail === '') {
    const message = addressDetailMessages.pickupRequired
    throw new DomainError('BAD_REQUEST', message, {
      details: [{ path: 'pickup_address_detail', message }],
    })
  }
  // The client's own words for a place the quote named from the gazetteer stay as its note.
  return {
    pickupAddressDetail: payload.pickup_address_detail || (pickup.note ?? ''),
    dropoffAddressDetail: dropoff ? payload.dropoff_address_detail || (dropoff.note ?? '') : '',
  }
}
