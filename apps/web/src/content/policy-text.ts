import { plural } from '@lingui/core/macro'
import { formatMoney, fromCents } from '@ridelane/domain'

// Policy figures in words, shared by the FAQ, the landing page and the legal pages, which build
// their sentences from the constants of @ridelane/domain, so a figure changed there changes
// everywhere (policy-figures.test.ts fails when a figure is typed into the prose instead). Its
// messages belong to the common catalogue (src/i18n/catalogue-paths.ts): every page may use them.

/**
 * A notice period in the page's language, as the terms state it: in days when it is a whole
 * number of days above three (120 → '5 days'), otherwise in hours (24 → '24 hours'). Call it only
 * while a page renders, once its messages are there.
 */
export function notice(hours: number): string {
  const days = hours / 24
  return hours > 72 && hours % 24 === 0
    ? plural(days, { one: '# day', other: '# days' })
    : plural(hours, { one: '# hour', other: '# hours' })
}

/** 22 → '22:00'. */
export const clockText = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** 1000 → '$10.00': a charge the domain keeps in USD cents. */
export const usdText = (cents: number) => formatMoney(fromCents(cents), 'USD')
