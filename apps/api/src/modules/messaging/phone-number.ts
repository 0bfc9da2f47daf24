import { normalizePhoneNumber } from '@ridelane/domain'

/**
 * A number as people type it in international form ("+44 20 7946 0958", "0044…", "4420…")
 * in E.164 ("+442079460958"), or undefined when it cannot be one. Booking forms accept the
 * leading + as optional, so a number without it is taken as already international.
 */
export function toE164(raw: string): string | undefined {
  let digits = normalizePhoneNumber(raw.trim()).replace(/\./g, '')
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`
  if (!digits.startsWith('+')) digits = `+${digits}`
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : undefined
}
