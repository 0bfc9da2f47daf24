import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../validation/field-issues'
import {
  cardBrand,
  cardFormSchemaAt,
  cardSummary,
  cardText,
  isValidCardNumber,
  normalizeCardNumber,
  passesLuhn,
} from './card'
import { paymentMessages } from './payment-messages'

const now = new Date('2026-11-25T12:00:00Z')
const schema = cardFormSchemaAt(() => now)
const good = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' }

describe('the Luhn check', () => {
  it('accepts the well-known test numbers and refuses a changed digit', () => {
    for (const number of [
      '4242424242424242',
      '5555555555554444',
      '4000002500003155',
      '79927398713',
    ]) {
      expect(passesLuhn(number), number).toBe(true)
    }
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('79927398710')).toBe(false)
  })

  it('refuses anything but digits', () => {
    expect(passesLuhn('4242 4242')).toBe(false)
    expect(passesLuhn('')).toBe(false)
    expect(passesLuhn('42a2')).toBe(false)
  })
})

describe('card numbers', () => {
  it('drop spaces and dashes between groups', () => {
    expect(normalizeCardNumber(' 4242 4242-4242 4242 ')).toBe('4242424242424242')
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true)
  })

  it('must be 12 to 19 digits', () => {
    expect(isValidCardNumber('0')).toBe(false)
    expect(isValidCardNumber('00000000000')).toBe(false)
    expect(isValidCardNumber('000000000000')).toBe(true)
    expect(isValidCardNumber('0'.repeat(20))).toBe(false)
  })

  it('name their brand and keep only the last four digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa')
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard')
    expect(cardBrand('2221000000000009')).toBe('mastercard')
    expect(cardBrand('378282246310005')).toBe('amex')
    expect(cardBrand('6011111111111117')).toBe('discover')
    expect(cardBrand('3056930009020004')).toBe('unknown')
    expect(cardSummary('5555 5555 5555 4444')).toEqual({ brand: 'mastercard', last4: '4444' })
  })
})

describe('the card form', () => {
  it.each([null, [], 'card', 4242])('refuses %j as a form without throwing', (input) => {
    const result = schema.safeParse(input)
    expect(result.success).toBe(false)
  })

  it('accepts a good card and keeps the number as digits only', () => {
    expect(schema.parse(good)).toEqual({ ...good, number: '4242424242424242' })
  })

  it('says what is wrong with each field', () => {
    expect(firstMessageByField(schema, { ...good, number: '' })).toEqual({
      number: paymentMessages.cardNumberRequired,
    })
    expect(firstMessageByField(schema, { ...good, number: '4242 4242 4242 4241' })).toEqual({
      number: paymentMessages.cardNumberInvalid,
    })
    expect(firstMessageByField(schema, { ...good, exp_month: 13 })).toEqual({
      exp_month: paymentMessages.expiryMonthInvalid,
    })
    expect(firstMessageByField(schema, { ...good, exp_year: 30 })).toEqual({
      exp_year: paymentMessages.expiryYearInvalid,
    })
    for (const cvc of ['12', '12345', 'abc']) {
      expect(firstMessageByField(schema, { ...good, cvc }), cvc).toEqual({
        cvc: paymentMessages.cvcInvalid,
      })
    }
    expect(firstMessageByField(schema, { ...good, cvc: '1234' })).toEqual({})
  })

  it('refuses a card whose expiry month has passed, and takes one that ends this month', () => {
    expect(firstMessageByField(schema, { ...good, exp_month: 10, exp_year: 2026 })).toEqual({
      exp_month: paymentMessages.cardExpired,
    })
    expect(firstMessageByField(schema, { ...good, exp_month: 12, exp_year: 2025 })).toEqual({
      exp_month: paymentMessages.cardExpired,
    })
    expect(firstMessageByField(schema, { ...good, exp_month: 11, exp_year: 2026 })).toEqual({})
  })
})

describe('how a mail or receipt names the card', () => {
  it('names the brand as printed and the last digits, in English without a translator', () => {
    expect(cardText({ brand: 'visa', last4: '4242' })).toBe('Visa ending 4242')
    expect(cardText({ brand: 'AMEX', last4: '0005' })).toBe('American Express ending 0005')
    expect(cardText({ brand: 'elo', last4: '1234' })).toBe('elo ending 1234')
    expect(cardText({ brand: null, last4: '1111' })).toBe('Card ending 1111')
    expect(cardText({ brand: 'mastercard', last4: null })).toBe('Mastercard')
    expect(cardText({})).toBe('Card')
  })

  it('writes its words with the reader’s translator and keeps the brand’s name', () => {
    const spanish = {
      _: (message: string, values: Record<string, unknown> = {}) =>
        message === '{brand} ending {last4}'
          ? `${String(values.brand)} terminada en ${String(values.last4)}`
          : message === 'Card'
            ? 'Tarjeta'
            : message,
    }
    expect(cardText({ brand: 'visa', last4: '4242' }, spanish)).toBe('Visa terminada en 4242')
    expect(cardText({ last4: '1111' }, spanish)).toBe('Tarjeta terminada en 1111')
  })
})
