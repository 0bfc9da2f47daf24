// The lifecycle's refusals of a cancellation asked by whoever booked the ride (a traveller, or the
// booking's partner), which the ride page shows under Cancellation. lifecycle-messages.ts writes
// them from the statuses' English names, for every actor; these are the same sentences word for
// word, marked for the domain's catalogue, so the API finds the one it was given and writes it in
// the reader's language (docs/decisions/052-server-messages.md). cancel-refusals.test.ts fails
// when the lifecycle says anything else to such a cancellation.
export const cancelRefusalSentences = [
  /*i18n*/ 'This booking is already cancelled.',
  /*i18n*/ 'A traveller cannot make a driver arrived booking cancelled.',
  /*i18n*/ 'A partner cannot make a driver arrived booking cancelled.',
  /*i18n*/ 'A passenger on board booking cannot become cancelled.',
  /*i18n*/ 'A completed booking cannot become cancelled.',
  /*i18n*/ 'A no show booking cannot become cancelled.',
  /*i18n*/ 'An expired booking cannot become cancelled.',
] as const
