import { describe, expect, it } from 'vitest'
import {
  ADDRESS_DETAIL_MAX_LENGTH,
  addressDetailMessages,
  addressDetailSchema,
  addressDetailToSend,
  asksForAddressDetail,
  pickupAddressDetailMissing,
  requiresAddressDetail,
} from './address-detail'
import { placeTypes } from './place-type'
import { worded, wordsOf } from '../language/translator'

describe('asksForAddressDetail', () => {
  it('asks beside a city or a district, not beside an airport, a landmark or a street address', () => {
    const asked = placeTypes.filter((type) => asksForAddressDetail(type))
    expect(asked).toEqual(['city', 'district'])
    expect(asksForAddressDetail(undefined)).toBe(false)
    expect(asksForAddressDetail(null)).toBe(false)
  })
})

describe('requiresAddressDetail', () => {
  it('requires it at a city or district pickup and never at the dropoff', () => {
    expect(requiresAddressDetail('pickup', 'city')).toBe(true)
    expect(requiresAddressDetail('pickup', 'district')).toBe(true)
    expect(requiresAddressDetail('pickup', 'airport')).toBe(false)
    expect(requiresAddressDetail('pickup', 'address')).toBe(false)
    expect(requiresAddressDetail('dropoff', 'city')).toBe(false)
  })
})

describe('pickupAddressDetailMissing', () => {
  it('is true only for a city or district pickup with a blank detail', () => {
    expect(pickupAddressDetailMissing('city', '')).toBe(true)
    expect(pickupAddressDetailMissing('district', '   ')).toBe(true)
    expect(pickupAddressDetailMissing('city', '12 Rue de Rivoli')).toBe(false)
    expect(pickupAddressDetailMissing('landmark', '')).toBe(false)
    expect(pickupAddressDetailMissing(undefined, undefined)).toBe(false)
  })
})

describe('addressDetailToSend', () => {
  it('sends the trimmed detail where it is asked for, and nothing elsewhere', () => {
    expect(addressDetailToSend('city', '  Hotel Lutetia, room 412 ')).toBe(
      'Hotel Lutetia, room 412',
    )
    expect(addressDetailToSend('airport', 'left over from a city')).toBe('')
  })
})

describe('addressDetailSchema', () => {
  it('trims and keeps one line of at most the maximum length', () => {
    expect(addressDetailSchema.parse('  12 Rue de Rivoli  ')).toBe('12 Rue de Rivoli')
    expect(addressDetailSchema.parse('a'.repeat(ADDRESS_DETAIL_MAX_LENGTH))).toHaveLength(
      ADDRESS_DETAIL_MAX_LENGTH,
    )
    const long = addressDetailSchema.safeParse('a'.repeat(ADDRESS_DETAIL_MAX_LENGTH + 1))
    const message = long.error?.issues[0]?.message
    expect(message).toBe('Keep the exact address to 200 characters')
    // The figure is kept apart, so a page or the API writes the message in its reader's language.
    expect(wordsOf(message!)).toEqual(addressDetailMessages.tooLong)
    expect(addressDetailMessages.tooLong).toEqual({
      message: 'Keep the exact address to {max} characters',
      values: { max: ADDRESS_DETAIL_MAX_LENGTH },
    })
    expect(worded(addressDetailMessages.tooLong)).toBe(message)
  })

  it('refuses line breaks and other control characters inside the text', () => {
    for (const text of ['12 Rue\nde Rivoli', 'Room 4\r\nBcc: x', 'tab\there', 'a\u2028b']) {
      const result = addressDetailSchema.safeParse(text)
      expect(result.error?.issues[0]?.message, JSON.stringify(text)).toBe(
        addressDetailMessages.oneLine,
      )
    }
  })
})
