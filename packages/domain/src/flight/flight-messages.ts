import { sourceText, type Translator } from '../language/translator'
// The words of flight tracking: the timeline, the traveller's and provider's mails, the
// operators' call-in (docs/decisions/036-flight-tracking.md). Times come in already formatted on
// the pickup's clock.

export const flightMessages = {
  movedReason: (code: string, arrival: string, label: string) =>
    `Flight ${code} now lands ${arrival} (${label}): the pickup follows it`,
  /** To the traveller, in their language when a translator is given (`arrival` already is). */
  travellerMoved: (code: string, arrival: string, i18n: Translator = sourceText) =>
    i18n._(
      'Your flight {code} is now expected to land at {arrival}, so we moved your pickup to follow it. Your driver knows.',
      { code, arrival },
    ),
  /**
   * The reason in the driver's change text, in their language when a translator is given
   * (`arrival` already is): how far the flight is off its schedule, as the board's label says it.
   */
  driverWhy: (
    code: string,
    arrival: string,
    delayMinutes: number,
    i18n: Translator = sourceText,
  ) =>
    delayMinutes === 0
      ? i18n._('Flight {code} now lands {arrival} (flight on time)', { code, arrival })
      : delayMinutes > 0
        ? i18n._('Flight {code} now lands {arrival} (flight +{minutes} min)', {
            code,
            arrival,
            minutes: delayMinutes,
          })
        : i18n._('Flight {code} now lands {arrival} (flight −{minutes} min)', {
            code,
            arrival,
            minutes: -delayMinutes,
          }),
  providerMovedSubject: (bookingCode: string) => `Ride ${bookingCode}: the flight moved the pickup`,
  providerMoved: (bookingCode: string, code: string, pickup: string, link: string) =>
    `Flight ${code} for ride ${bookingCode} has a new arrival time, so the pickup is now ${pickup}. The driver has been told if one is assigned. Ride: ${link}`,
  escalatedReason: {
    cancelled: (code: string) => `Flight ${code} was cancelled: an operator must look at the ride`,
    diverted: (code: string) => `Flight ${code} was diverted: an operator must look at the ride`,
    late: (code: string, label: string, hours: number) =>
      `Flight ${code} is off its schedule by more than ${hours} hours (${label}): the pickup was not moved; an operator must decide`,
    pastReturn: (code: string, label: string) =>
      `Flight ${code} now lands too late for the ride's return leg (${label}): the pickup was not moved; an operator must decide`,
  },
  escalatedSubject: (bookingCode: string) => `Ride ${bookingCode}: its flight needs a person`,
  escalatedMail: (bookingCode: string, why: string, link: string) =>
    `${why}.\n\nRide ${bookingCode}: ${link}`,
  escalatedText: (bookingCode: string, why: string, link: string) =>
    `Ridelane: ride ${bookingCode}. ${why}. ${link}`,
} as const
