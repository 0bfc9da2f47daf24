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

/** e.g. formatMoney(1234.5, 'EUR') → '€1,234.50'; letter symbols get a space: 'CHF 9.00'. */
export function formatMoney(amount: number, code: string | null | undefined): string {
  const cents = toCents(amount)
  const abs = Math.abs(cents)
  const whole = Math.trunc(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = String(abs % 100).padStart(2, '0')
  const symbol = currencySymbol(code)
  const separator = /^\p{L}{2,}$/u.test(symbol) ? ' ' : ''
  return `${cents < 0 ? '-' : ''}${symbol}${separator}${whole}.${fraction}`
}
