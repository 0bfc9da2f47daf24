import { describe, expect, it } from 'vitest'
import { sourceText, type Translator } from '../language/translator'
import { addOnPriceNote, vehicleDetails } from './vehicle-details'
import type { VehicleOption } from './vehicle-option'

const sedan: VehicleOption = {
  id: 'nyc-sedan',
  name: 'Sedan',
  model: 'Toyota Camry',
  type: 'sedan',
  image: '',
  capacity: { seats: 3, luggage: 2 },
  pricing: {
    base: 105.6,
    currency: 'USD',
    type: 'fixed',
    originalBase: 105.6,
    originalCurrency: 'USD',
    originalAirportFee: 15,
  },
  availability: 'available',
  meetGreetMode: 'additional_charge',
  meetGreetChargeAmount: 20,
  childSeatMode: 'included',
  childSeatChargeAmount: 0,
}

describe('vehicleDetails', () => {
  it('splits the fare as the review step and the mails do, then prices each add-on', () => {
    expect(vehicleDetails(sedan, { currency: 'USD', rate: 1 })).toEqual([
      { label: 'Vehicle fare', value: '$90.60' },
      { label: 'Airport fee', value: '$15.00' },
      { label: 'Meet & greet', value: '+$20.00' },
      { label: 'Child seat', value: 'Included at no extra cost' },
    ])
  })

  it('converts every amount into the display currency', () => {
    const details = vehicleDetails(
      { ...sedan, childSeatMode: 'not_allowed' },
      { currency: 'EUR', rate: 0.5 },
    )
    expect(details).toEqual([
      { label: 'Vehicle fare', value: '€45.30' },
      { label: 'Airport fee', value: '€7.50' },
      { label: 'Meet & greet', value: '+€10.00' },
      { label: 'Child seat', value: 'Not offered' },
    ])
  })
})

describe('addOnPriceNote', () => {
  it('names the charge per unit, an included add-on, or one not offered', () => {
    const usd = { currency: 'USD', rate: 1 }
    expect(addOnPriceNote('additional_charge', 7.5, usd, ' per seat')).toBe('+$7.50 per seat')
    expect(addOnPriceNote('included', 7.5, usd)).toBe('Included at no extra cost')
    expect(addOnPriceNote('not_allowed', 7.5, usd)).toBe('Not offered')
  })
})

describe('in the reader’s language', () => {
  /** A stand-in translator that marks each message it writes. */
  const marked: Translator = { _: (message, values) => `«${sourceText._(message, values)}»` }

  it('writes the labels and the add-ons’ words with the translator it is given', () => {
    expect(vehicleDetails(sedan, { currency: 'USD', rate: 1 }, marked)).toEqual([
      { label: '«Vehicle fare»', value: '$90.60' },
      { label: '«Airport fee»', value: '$15.00' },
      { label: '«Meet & greet»', value: '+$20.00' },
      { label: '«Child seat»', value: '«Included at no extra cost»' },
    ])
    const usd = { currency: 'USD', rate: 1 }
    expect(addOnPriceNote('not_allowed', 7.5, usd, '', marked)).toBe('«Not offered»')
    const perSeat = vehicleDetails(
      { ...sedan, childSeatMode: 'additional_charge', childSeatChargeAmount: 7.5 },
      usd,
      marked,
    ).at(-1)
    expect(perSeat).toEqual({ label: '«Child seat»', value: '+$7.50 «per seat»' })
  })
})
