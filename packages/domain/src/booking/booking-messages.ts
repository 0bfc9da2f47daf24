/**
 * What the server tells the wizard when a booking cannot be made as sent. The wizard shows these
 * as they are, so they say what to do next.
 */
export const bookingMessages = {
  quoteNotFound: /*i18n*/ 'We could not find this price. Please search again to get a fresh quote.',
  quoteExpired: /*i18n*/ 'This price has expired. Please search again to get a fresh quote.',
  quoteInvalid:
    /*i18n*/ 'We cannot confirm this price: it was changed after we gave it, or it is no longer valid. Please search again to get a fresh quote.',
  priceChanged:
    /*i18n*/ 'The price for this ride has changed. Please review the new price and try again.',
  tripChanged:
    /*i18n*/ 'The trip no longer matches its price. Please search again to get a fresh quote.',
  vehicleNotOffered:
    /*i18n*/ 'This vehicle is not offered for this trip. Please choose another vehicle.',
  meetGreetNotAllowed: /*i18n*/ 'Meet & greet is not available for this vehicle.',
  childSeatNotAllowed: /*i18n*/ 'Child seats are not available for this vehicle.',
  bookingNotFound: /*i18n*/ 'Booking not found',
  tokenRequired: /*i18n*/ 'This booking needs its access token',
  partnerRequired: /*i18n*/ 'Please sign in as a partner to book',
  idempotencyConflict:
    /*i18n*/ 'This Idempotency-Key was already used for a different booking. Use a new key for a new booking.',
  notPending: /*i18n*/ 'This booking is confirmed and can no longer be changed.',
  priceLockedWhilePaying:
    /*i18n*/ 'A payment for this booking is still being checked by your bank, so its price cannot change now. Finish or cancel that payment first, then change your extras.',
  roundTripMismatch: /*i18n*/ 'The round trip does not match this booking',
  placeChanged:
    /*i18n*/ 'The pickup or drop-off is not the one this price was given for. Please search again to get a fresh quote.',
  quoteUsed:
    /*i18n*/ 'This price has already been used for a booking. Please search again to get a fresh quote.',
  currencyMismatch:
    /*i18n*/ 'The currency does not match this booking. Complete it in the currency it was booked in.',
} as const
