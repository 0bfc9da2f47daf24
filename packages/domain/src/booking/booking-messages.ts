/**
 * What the server tells the wizard when a booking cannot be made as sent. The wizard shows these
 * as they are, so they say what to do next.
 */
export const bookingMessages = {
  quoteNotFound: 'We could not find this price. Please search again to get a fresh quote.',
  quoteExpired: 'This price has expired. Please search again to get a fresh quote.',
  quoteInvalid:
    'We cannot confirm this price: it was changed after we gave it, or it is no longer valid. Please search again to get a fresh quote.',
  priceChanged: 'The price for this ride has changed. Please review the new price and try again.',
  tripChanged: 'The trip no longer matches its price. Please search again to get a fresh quote.',
  vehicleNotOffered: 'This vehicle is not offered for this trip. Please choose another vehicle.',
  meetGreetNotAllowed: 'Meet & greet is not available for this vehicle.',
  childSeatNotAllowed: 'Child seats are not available for this vehicle.',
  bookingNotFound: 'Booking not found',
  tokenRequired: 'This booking needs its access token',
  partnerRequired: 'Please sign in as a partner to book',
  idempotencyConflict:
    'This Idempotency-Key was already used for a different booking. Use a new key for a new booking.',
  notPending: 'This booking is confirmed and can no longer be changed.',
  priceLockedWhilePaying:
    'A payment for this booking is still being checked by your bank, so its price cannot change now. Finish or cancel that payment first, then change your extras.',
  roundTripMismatch: 'The round trip does not match this booking',
  placeChanged:
    'The pickup or drop-off is not the one this price was given for. Please search again to get a fresh quote.',
  quoteUsed:
    'This price has already been used for a booking. Please search again to get a fresh quote.',
  currencyMismatch:
    'The currency does not match this booking. Complete it in the currency it was booked in.',
} as const
