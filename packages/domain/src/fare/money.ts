/**
 * Money is added up in integer cents so float drift (0.1 + 0.2) cannot reach a fare; amounts
 * are rounded once, on the way in, half away from zero.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`)
  const abs = Math.abs(amount)
  // Shift the decimal point in the number's shortest text form: 1.005 * 100 is 100.49999…
  // in binary, but '1.005e2' is exactly 100.5.
  const shifted = Number(`${abs}e2`)
  const cents = Math.round(Number.isFinite(shifted) ? shifted : abs * 100)
  return cents === 0 ? 0 : Math.sign(amount) * cents
}

/** Whole cents back to an amount; refuses fractions so a value is never rounded twice. */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`)
  return cents / 100
}

/** An amount rounded to 2 decimals, half away from zero. */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount))
}
