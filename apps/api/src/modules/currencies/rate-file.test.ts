import { describe, expect, it } from 'vitest'
import { RateFileError, readRateFile } from './rate-file'

const rates = { INR: 88.1, USD: 1, EUR: 0.9, GBP: 0.8, CAD: 1.4, AUD: 1.5, JPY: 150 }
const lowerCase = Object.fromEntries(
  Object.entries(rates).map(([code, r]) => [code.toLowerCase(), r]),
)
const without = (code: keyof typeof rates) =>
  Object.fromEntries(Object.entries(rates).filter(([key]) => key !== code))
const withOthers = { ...rates, CNY: 7.1, XDR: 0, BTC: -1 }

describe('readRateFile', () => {
  it.each([
    ['exchangerate.host', { base: 'USD', date: '2026-11-20', rates: withOthers }],
    [
      'open.er-api',
      {
        result: 'success',
        base_code: 'USD',
        time_last_update_utc: 'Fri, 20 Nov 2026 00:02:31 +0000',
        rates: withOthers,
      },
    ],
    [
      'exchangerate-api v6',
      {
        base_code: 'usd',
        time_last_update_utc: 'Fri, 20 Nov 2026 00:02:31 +0000',
        conversion_rates: rates,
      },
    ],
    [
      'frankfurter, without the base itself',
      { amount: 1, base: 'USD', date: '2026-11-20', rates: without('USD') },
    ],
    ['fawazahmed0', { date: '2026-11-20', usd: { ...lowerCase, btc: 0.00001 } }],
  ])('reads the %s shape', (_name, file) => {
    expect(readRateFile(file)).toEqual({ date: '2026-11-20', rates })
  })

  it.each([
    [
      'a missing offered currency',
      { base: 'USD', date: '2026-11-20', rates: without('JPY') },
      'Every offered currency needs a rate',
    ],
    [
      'a negative rate',
      { date: '2026-11-20', usd: { ...lowerCase, eur: -0.9 } },
      'Rates must be positive',
    ],
    [
      'a zero rate',
      { base: 'USD', date: '2026-11-20', rates: { ...rates, INR: 0 } },
      'Rates must be positive',
    ],
    [
      'a rate as text',
      { base: 'USD', date: '2026-11-20', rates: { ...rates, GBP: '0.8' } },
      'Every offered currency needs a rate',
    ],
    ['another base', { base: 'EUR', date: '2026-11-20', rates }, 'The rates are not against USD'],
    [
      'USD not 1',
      { base: 'USD', date: '2026-11-20', rates: { ...rates, USD: 1.1 } },
      'USD against itself must be 1',
    ],
    ['no date', { base: 'USD', rates }, 'The file has no date'],
    ['a bad date', { base: 'USD', date: 'yesterday', rates }, 'Enter a valid date'],
    ['no rates', { base: 'USD', date: '2026-11-20' }, 'table'],
    ['not an object', 'rates', 'Invalid input'],
  ])('refuses %s', (_name, file, reason) => {
    expect(() => readRateFile(file)).toThrow(RateFileError)
    expect(() => readRateFile(file)).toThrow(reason)
  })
})
