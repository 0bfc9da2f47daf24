// Every sentence the registry of providers, drivers and vehicles shows for a rule, so the API and
// the operator console say the same.
export const providerMessages = {
  nameRequired: 'Enter a name',
  contactNameRequired: 'Enter a contact name',
  emailInvalid: 'Enter a valid email',
  phoneInvalid: 'Enter a phone number: an optional + then 7 to 16 digits',
  driverPhoneInvalid:
    'Enter the mobile with its country code, starting with + (job links are texted to it)',
  licenceRequired: 'Enter a licence number',
  areasRequired: 'Choose at least one service area',
  areaUnknown: 'Choose service areas from the catalogue',
  commissionInvalid: 'Enter a commission between 0 and 100 with at most two decimals',
  languagesRequired: 'Enter at least one language',
  languageInvalid: 'Each language needs 2 to 40 letters',
  vehicleClassInvalid: 'Choose a vehicle class',
  makeModelRequired: 'Enter the make and model',
  colourRequired: 'Enter a colour',
  plateInvalid: 'Enter a plate of 2 to 15 letters, digits, spaces or dashes',
  plateTaken: 'This provider already has a vehicle with this plate',
  seatsInvalid: 'Enter a whole number of seats from 1 to 60',
  tooLong: 'This is too long',
  nothingToChange: 'Change at least one field',
  providerNotFound: 'No provider has this id.',
  driverNotFound: 'This provider has no driver with this id.',
  vehicleNotFound: 'This provider has no vehicle with this id.',
  adminOnlyProviderChange: 'Only an admin can change a commission or deactivate a provider.',
} as const
