import { normalizePhoneNumber } from '@ridelane/domain'

/**
 * A number typed in international form ("+44 20 7946 0958", "0044…") in E.164
 * ("+442079460958"), or undefined when it is not one. Booking forms accept the leading + as
 * optional, but a number without it or 00 may be a national one ("2125550100" in New York):
 * read as international it would reach a stranger abroad, with a ride link in the text. Such a
 * number is not texted; the message goes to the fallback email instead.
 */
export function toE164(raw: string): string | undefined {
  let digits = normalizePhoneNumber(raw.trim()).replace(/\./g, '')
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : undefined
}
