// Every sentence about an area's automatic dispatch, for the API, the catalogue's editor, the
// timeline and the operators' mail and texts.
export const dispatchMessages = {
  offerHoursInvalid: 'Enter a whole number of hours from 1 to 720, or offer at confirmation',
  providerUnknown: 'Choose providers from the registry',
  providerNotInArea: 'Each preferred provider must be active and serve this area',
  tooManyPreferred: 'Name at most 20 preferred providers',
  preferredTwice: 'Name each preferred provider once',
  offerMinutesInvalid: 'Enter a whole number of minutes from 1 to 240',
  oneByOneInvalid: 'Enter a whole number of providers from 0 to 20',
  escalateInvalid: 'Enter a whole number of minutes from 0 to 2880',
  marginInvalid: 'Enter a whole number of minutes from 0 to 240',
  nobodyToAsk: 'Name at least one preferred provider, or offer rides to every provider of the area',
  offerLongerThanLead: (minutes: number) =>
    `An offer must stand for less than the ${minutes} minutes between offering and calling in operators`,
  areaNotFound: 'No service area has this id.',
  areaNotServed: 'This provider does not serve an area with this id.',
  escalatedSubject: (code: string) => `Ride ${code} needs a provider`,
  escalatedReason: 'No provider accepted the ride in time',
  escalatedMail: (code: string, pickup: string, link: string) =>
    [
      `No provider has taken ride ${code} (pickup ${pickup}), and automatic dispatch has stopped offering it.`,
      'It is flagged on the board until someone assigns it.',
      '',
      `Open the ride: ${link}`,
    ].join('\n'),
  noDriverSubject: (code: string) => `Ride ${code} has no driver yet`,
  noDriverReason: 'The provider had not given the ride a driver by the escalation time',
  noDriverMail: (code: string, provider: string, pickup: string, link: string) =>
    [
      `${provider} holds ride ${code} (pickup ${pickup}) but has not given it a driver, and the pickup is close.`,
      'Call the provider, or assign another provider or driver. It is flagged on the board until it has a driver.',
      '',
      `Open the ride: ${link}`,
    ].join('\n'),
  noDriverText: (code: string, pickup: string, link: string) =>
    `Ridelane: ride ${code} has no driver yet, pickup ${pickup}: ${link}`,
  /** To an admin's mobile: short enough for one SMS, so the ride, its local pickup, the link. */
  escalatedText: (code: string, pickup: string, link: string) =>
    `Ridelane: ride ${code} needs a provider, pickup ${pickup}: ${link}`,
} as const
