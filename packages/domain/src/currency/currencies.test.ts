import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CURRENCY,
  OFFERED_CURRENCY_CODES,
  convertFromUsd,
  currenciesResponseSchema,
  currencyCodeSchema,
  currencyNames,
  currencySymbol,
  formatMoney,
} from './currencies'

describe('offered currencies (docs/product.md#currencies)', () => {
  it('are INR, USD, EUR, GBP, CAD, AUD, JPY with USD the default', () => {
    expect(OFFERED_CURRENCY_CODES).toEqual(['INR', 'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY'])
    expect(Object.keys(currencyNames).sort()).toEqual([...OFFERED_CURRENCY_CODES].sort())
    expect(DEFAULT_CURRENCY).toBe('USD')
  })

  it('refuse other codes', () => {
    expect(currencyCodeSchema.safeParse('CNY').error?.issues[0]?.message).toBe(
      'Choose one of the offered currencies',
    )
  })
})

describe('currencySymbol', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['CAD', 'C$'],
    ['AUD', 'A$'],
    ['JPY', '¥'],
    ['INR', '₹'],
    ['CNY', '¥'],
    ['CHF', 'CHF'],
    ['ZAR', 'R'],
    ['eur', '€'],
    ['XYZ', '$'],
    ['', '$'],
    [null, '$'],
    [undefined, '$'],
    ['toString', '$'],
  ])('%j → %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol)
  })
})

describe('formatMoney', () => {
  it.each([
    [12, 'USD', '$12.00'],
    [12.5, 'EUR', '€12.50'],
    [0.1 + 0.2, 'GBP', '£0.30'],
    [1.005, 'USD', '$1.01'],
    [1234567.891, 'INR', '₹1,234,567.89'],
    [15000, 'JPY', '¥15,000.00'],
    [9, 'CHF', 'CHF 9.00'],
    [9, 'CAD', 'C$9.00'],
    [9, 'ZAR', 'R9.00'],
    [-5.5, 'USD', '-$5.50'],
    [0, 'XYZ', '$0.00'],
  ])('%d %s → %s', (amount, code, text) => {
    expect(formatMoney(amount, code)).toBe(text)
  })

  it.each([
    [1234567.891, 'INR', 'hi-IN', '₹12,34,567.89'],
    [1234.5, 'EUR', 'de-DE', '€1.234,50'],
    [1234.5, 'EUR', 'es-ES', '€1234,50'],
    [9, 'CHF', 'fr-FR', 'CHF 9,00'],
    [-5.5, 'USD', 'ar-u-nu-latn', '-$5.50'],
    [1234.5, 'GBP', 'en-GB', '£1,234.50'],
  ])('%d %s in %s → %s', (amount, code, locale, text) => {
    expect(formatMoney(amount, code, locale)).toBe(text)
  })
})

describe('convertFromUsd', () => {
  it('multiplies and rounds to 2 decimals', () => {
    expect(convertFromUsd(100, 0.92)).toBe(92)
    expect(convertFromUsd(19.99, 83.123)).toBe(1661.63)
    expect(convertFromUsd(10, 1)).toBe(10)
    expect(convertFromUsd(0.5, 1.01)).toBe(0.51)
  })

  it('refuses a rate that is not positive', () => {
    expect(() => convertFromUsd(10, 0)).toThrow(RangeError)
    expect(() => convertFromUsd(10, Number.NaN)).toThrow(RangeError)
  })
})

describe('currenciesResponseSchema', () => {
  it('accepts dated USD rates', () => {
    const response = {
      base: 'USD',
      rates_date: '2025-07-01',
      currencies: [{ code: 'EUR', name: 'Euro', symbol: '€', rate: 0.92 }],
    }
    expect(currenciesResponseSchema.parse(response)).toEqual(response)
    expect(currenciesResponseSchema.safeParse({ ...response, base: 'EUR' }).success).toBe(false)
  })
})
