import { formatMoney, fromCents } from '@ridelane/domain'

// Policy figures in words. The FAQ, the terms and the landing page build their sentences from the
// constants of @ridelane/domain with these helpers, so a figure changed there changes everywhere
// (policy-figures.test.ts fails when a figure is typed into the prose instead).

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

export const minutesText = (minutes: number) => plural(minutes, 'minute')
export const hoursText = (hours: number) => plural(hours, 'hour')
export const daysText = (days: number) => plural(days, 'day')
export const monthsText = (months: number) => plural(months, 'month')
export const yearsText = (years: number) => plural(years, 'year')

/** { min: 24, max: 48 } → '24 to 48 hours'. */
export const hoursRangeText = (range: { min: number; max: number }) =>
  `${range.min} to ${hoursText(range.max)}`

/** { min: 5, max: 7 } → '5 to 7 business days'. */
export const businessDaysText = (range: { min: number; max: number }) =>
  `${range.min} to ${range.max} business days`

/** 24 → '24 hours', 120 → '5 days': the way the terms state notice periods. */
export function noticeText(hours: number): string {
  return hours > 72 && hours % 24 === 0 ? daysText(hours / 24) : hoursText(hours)
}

/** 22 → '22:00'. */
export const clockText = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** 1000 → '$10.00': a charge the domain keeps in USD cents. */
export const usdText = (cents: number) => formatMoney(fromCents(cents), 'USD')
