import { describe, expect, it } from 'vitest'
import { wordsOf } from '../language/translator'
import {
  emptyPassengerDetails,
  hasRequiredPassengerDetails,
  notesTooLong,
  passengerDetailsErrors,
  passengerDetailsSchema,
} from './passenger-details'

const valid = {
  name: 'José Núñez',
  phone: '+34 (612) 345-678',
  email: 'jose@example.es',
}

describe('passengerDetailsSchema', () => {
  it('parses and normalises a valid form', () => {
    expect(passengerDetailsSchema.parse(valid)).toEqual({
      name: 'José Núñez',
      phone: '+34612345678',
      email: 'jose@example.es',
      whatsapp: '',
      notes: '',
    })
  })

  it('refuses notes past 1000 characters', () => {
    const result = passengerDetailsSchema.safeParse({ ...valid, notes: 'x'.repeat(1001) })
    expect(result.error?.issues[0]?.message).toBe('Notes must be at most 1000 characters')
    // The figure is kept apart: the wizard shows it in the page's language.
    expect(wordsOf('Notes must be at most 1000 characters')).toEqual(notesTooLong)
    expect(notesTooLong.values).toEqual({ max: 1000 })
    expect(passengerDetailsSchema.safeParse({ ...valid, notes: 'x'.repeat(1000) }).success).toBe(
      true,
    )
  })
})

describe('passengerDetailsErrors', () => {
  it('gives the first message of every broken field', () => {
    expect(passengerDetailsErrors(emptyPassengerDetails)).toEqual({
      name: 'Full name is required',
      phone: 'Phone number is required',
      email: 'Email address is required',
    })
  })

  it('reports WhatsApp only when filled and wrong', () => {
    expect(passengerDetailsErrors({ ...valid, whatsapp: '12' })).toEqual({
      whatsapp: 'WhatsApp number must be between 7 and 16 digits',
    })
    expect(passengerDetailsErrors({ ...valid, whatsapp: 'wa' })).toEqual({
      whatsapp: 'Please enter a valid WhatsApp number (e.g., +1234567890)',
    })
    expect(passengerDetailsErrors({ ...valid, whatsapp: '' })).toEqual({})
  })

  it('is empty for valid details', () => {
    expect(passengerDetailsErrors(valid)).toEqual({})
  })
})

describe('hasRequiredPassengerDetails', () => {
  it('needs name, phone and email filled', () => {
    expect(hasRequiredPassengerDetails(valid)).toBe(true)
    expect(hasRequiredPassengerDetails({ ...valid, name: ' ' })).toBe(false)
    expect(hasRequiredPassengerDetails({ ...valid, phone: '' })).toBe(false)
    expect(hasRequiredPassengerDetails({ ...valid, email: '' })).toBe(false)
  })
})
