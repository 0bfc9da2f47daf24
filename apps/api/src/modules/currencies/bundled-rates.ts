import type { CurrencyCode } from '@ridelane/domain'

/** Units of each offered currency per 1 USD, as published on `date` (YYYY-MM-DD). */
export type CurrencyRates = {
  date: string
  rates: Record<CurrencyCode, number>
}

// Mid-market closing rates, rounded; served until CURRENCY_RATES_URL gives fresher ones.
export const BUNDLED_CURRENCY_RATES: CurrencyRates = {
  date: '2026-11-01',
  rates: {
    INR: 88.95,
    USD: 1,
    EUR: 0.8642,
    GBP: 0.7587,
    CAD: 1.3921,
    AUD: 1.5186,
    JPY: 151.37,
  },
}
