import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../validation/field-issues'
import { commissionToHundredths, normalizePlate } from './provider-fields'
import { driverHomeBaseInputSchema } from './provider-jobs'
import {
  driverChangeSchema,
  driverFormSchema,
  driverInputSchema,
  providerChangeSchema,
  providerInputSchema,
  vehicleInputSchema,
} from './provider-schemas'

const provider = {
  name: ' Skyline Cabs ',
  contact_name: 'Asha Rao',
  email: 'Desk@Skyline.example',
  phone: '+91 98765 43210',
  licence_number: 'MP-TR-2024-118',
  service_area_ids: ['indore', 'indore', 'delhi'],
  commission_percent: 12.5,
}
const driver = {
  name: 'Ravi Kumar',
  phone: '+919812345678',
  languages: ['Hindi', 'English'],
  licence_number: 'DL-0420110012345',
}
const vehicle = {
  vehicle_class_id: 'sedan',
  make_model: 'Toyota Camry',
  colour: 'White',
  plate: ' mp09  ab 1234 ',
  seats: 4,
}

describe('providerInputSchema', () => {
  it('trims and normalises a valid provider, active by default', () => {
    expect(providerInputSchema.parse(provider)).toEqual({
      ...provider,
      name: 'Skyline Cabs',
      email: 'desk@skyline.example',
      phone: '+919876543210',
      service_area_ids: ['indore', 'delhi'],
      active: true,
    })
  })

  it('says what is wrong with each field', () => {
    const messages = firstMessageByField(providerInputSchema, {
      name: '  ',
      contact_name: '',
      email: 'nope',
      phone: '12',
      licence_number: '',
      service_area_ids: [],
      commission_percent: 12.345,
    })
    expect(messages).toEqual({
      name: 'Enter a name',
      contact_name: 'Enter a contact name',
      email: 'Enter a valid email',
      phone: 'Enter a phone number: an optional + then 7 to 16 digits',
      licence_number: 'Enter a licence number',
      service_area_ids: 'Choose at least one service area',
      commission_percent: 'Enter a commission between 0 and 100 with at most two decimals',
    })
  })

  it.each([0, 100, 15.75, 0.01])('accepts a commission of %s', (commission_percent) => {
    expect(providerInputSchema.safeParse({ ...provider, commission_percent }).success).toBe(true)
  })

  it.each([-1, 100.01, Number.NaN, 1.001])('refuses a commission of %s', (commission_percent) => {
    expect(providerInputSchema.safeParse({ ...provider, commission_percent }).success).toBe(false)
  })

  it('stores commission as whole hundredths', () => {
    expect(commissionToHundredths(15.75)).toBe(1575)
    expect(commissionToHundredths(0.29)).toBe(29)
  })

  it('needs at least one field to change', () => {
    expect(firstMessageByField(providerChangeSchema, {})).toEqual({
      '': 'Change at least one field',
    })
    expect(providerChangeSchema.parse({ active: false })).toEqual({ active: false })
  })
})

describe('driver schemas', () => {
  it('accepts a driver and reads languages from the form text', () => {
    expect(driverInputSchema.parse(driver).active).toBe(true)
    expect(
      driverFormSchema.parse({ ...driver, languages: ' Hindi, English ,, ' }).languages,
    ).toEqual(['Hindi', 'English'])
  })

  it('takes a driver’s mobile only with its country code, as texts go to it', () => {
    expect(driverInputSchema.parse({ ...driver, phone: '0091 98123 45678' }).phone).toBe(
      '+919812345678',
    )
    expect(firstMessageByField(driverInputSchema, { ...driver, phone: '98123 45678' })).toEqual({
      phone: 'Enter the mobile with its country code, starting with + (job links are texted to it)',
    })
  })

  it('asks for at least one language', () => {
    expect(firstMessageByField(driverFormSchema, { ...driver, languages: ' , ' })).toEqual({
      languages: 'Enter at least one language',
    })
    expect(firstMessageByField(driverInputSchema, { ...driver, languages: ['x'] })).toEqual({
      'languages.0': 'Each language needs 2 to 40 letters',
    })
  })
})

describe('a driver’s home base', () => {
  const jfk = { lat: 40.6413, lng: -73.7781 }

  it('takes a point, or null to clear it, and leaves it out when absent', () => {
    expect(driverInputSchema.parse({ ...driver, home_base: jfk }).home_base).toEqual(jfk)
    expect(driverInputSchema.parse(driver).home_base).toBeUndefined()
    expect(driverChangeSchema.parse({ home_base: null })).toEqual({ home_base: null })
    expect(driverHomeBaseInputSchema.parse({ home_base: null })).toEqual({ home_base: null })
    expect(
      driverHomeBaseInputSchema.parse({ home_base: { lat: -90, lng: 180 } }).home_base,
    ).toEqual({ lat: -90, lng: 180 })
  })

  it('says which coordinate is out of range, or missing', () => {
    const messages = (home_base: unknown) =>
      firstMessageByField(driverHomeBaseInputSchema, { home_base })
    expect(messages({ lat: 90.5, lng: -181 })).toEqual({
      'home_base.lat': 'Enter a latitude from -90 to 90',
      'home_base.lng': 'Enter a longitude from -180 to 180',
    })
    expect(messages({ lat: '40.6', lng: 10 })).toEqual({
      'home_base.lat': 'Enter a latitude from -90 to 90',
    })
    const both = 'Give the home base both a latitude and a longitude, or clear it'
    expect(messages({ lat: 40.6 })).toEqual({ 'home_base.lng': both })
    expect(messages({ lng: 10 })).toEqual({ 'home_base.lat': both })
    expect(messages('JFK')).toEqual({
      home_base: 'Pick the home base from the place search, or clear it',
    })
    expect(messages(undefined)).toEqual({
      home_base: 'Pick the home base from the place search, or clear it',
    })
  })
})

describe('vehicleInputSchema', () => {
  it('upper-cases the plate and folds its spaces', () => {
    expect(vehicleInputSchema.parse(vehicle).plate).toBe('MP09 AB 1234')
    expect(normalizePlate('ab-12 cd')).toBe('AB-12 CD')
  })

  it('says what is wrong with each field', () => {
    expect(
      firstMessageByField(vehicleInputSchema, {
        vehicle_class_id: 'spaceship',
        make_model: '',
        colour: ' ',
        plate: '#!',
        seats: 61,
      }),
    ).toEqual({
      vehicle_class_id: 'Choose a vehicle class',
      make_model: 'Enter the make and model',
      colour: 'Enter a colour',
      plate: 'Enter a plate of 2 to 15 letters, digits, spaces or dashes',
      seats: 'Enter a whole number of seats from 1 to 60',
    })
  })

  it.each([0, 2.5, 61, Number.NaN])('refuses %s seats', (seats) => {
    expect(vehicleInputSchema.safeParse({ ...vehicle, seats }).success).toBe(false)
  })
})
