// Every sentence the catalogue editor (service areas and their rates) shows for a rule, so the API
// and the operator console say the same.
export const catalogueMessages = {
  areaIdInvalid: 'Enter an id of 2 to 40 lowercase letters, digits or dashes',
  areaIdTaken: 'A service area already has this id',
  nameRequired: 'Enter a name',
  countryInvalid: 'Enter a two-letter country code',
  latitudeInvalid: 'Enter a latitude between -90 and 90',
  longitudeInvalid: 'Enter a longitude between -180 and 180',
  radiusInvalid: 'Enter a radius above 0 and up to 1000 km',
  speedInvalid: 'Enter an average speed above 0 and up to 200 km/h',
  percentInvalid: 'Enter a whole percentage from 0 to 100',
  centsInvalid: 'Enter an amount in cents: a whole number of 0 or more',
  leadTimeInvalid: 'Enter a lead time from 0 to 720 hours',
  addOnModeInvalid: 'Choose how this add-on is offered',
  tooLong: 'This is too long',
  nothingToChange: 'Change at least one field',
  areaNotFound: 'No service area has this id.',
  vehicleClassNotFound: 'No vehicle class has this id.',
  distanceInvalid: 'Enter a distance above 0 and up to 1000 km',
  durationInvalid: 'Enter a driving time from 0 to 1440 minutes',
} as const
