import { toCents } from '../fare/money'

// How amounts are written (docs/product.md#currencies), in a file without zod so that content
// pages (the FAQ, the terms) can state a price without loading validation code.

/** Display symbols: the offered currencies plus CNY, CHF and ZAR. */
export const currencySymbols: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'C$',
  AUD: 'A$',
  JPY: '¥',
  INR: '₹',
  CNY: '¥',
  CHF: 'CHF',
  ZAR: 'R',
}

/** The display symbol; unknown or missing codes fall back to '$' (docs/product.md#currencies). */
export function currencySymbol(code: string | null | undefined): string {
  const key = (code ?? '').trim().toUpperCase()
  return Object.hasOwn(currencySymbols, key) ? (currencySymbols[key] ?? '$') : '$'
}

const numberFormats = new Map<string, Intl.NumberFormat>()

/** The amount's digits as `locale` writes them ('1.234,50' in German, '1,23,450.00' in Hindi). */
function localDigits(abs: number, locale: string): string {
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    numberFormats.set(locale, format)
  }
  return format.format(abs / 100)
}

/**
 * e.g. formatMoney(1234.5, 'EUR') → '€1,234.50'; letter symbols get a space: 'CHF 9.00'. With a
 * locale (intlLocale of a language), the digits are grouped and pointed as that locale writes
 * them, after the same symbol: formatMoney(1234.5, 'EUR', 'de-DE') → '€1.234,50'.
 */
export function formatMoney(
  amount: number,
  code: string | null | undefined,
  locale?: string,
): string {
  const cents = toCents(amount)
  const abs = Math.abs(cents)
  const symbol = currencySymbol(code)
  const separator = /^\p{L}{2,}$/u.test(symbol) ? ' ' : ''
  if (locale && locale !== 'en-GB') {
    return `${cents < 0 ? '-' : ''}${symbol}${separator}${localDigits(abs, locale)}`
  }
  const whole = Math.trunc(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = String(abs % 100).padStart(2, '0')
  return `${cents < 0 ? '-' : ''}${symbol}${separator}${whole}.${fraction}`
}
