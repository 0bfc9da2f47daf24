import { formatMoney, intlLocale } from '@ridelane/domain'
import { pageLanguage } from './catalogues'

/** The locale the page writes dates, times and numbers in (its language's; en-GB in English). */
export function pageLocale(): string {
  return intlLocale(pageLanguage())
}

/** An amount as the page's language writes it, after the currency's symbol. */
export function formatPrice(amount: number, code: string | null | undefined): string {
  return formatMoney(amount, code, pageLocale())
}

/** '2025-07-01' → '1 July 2025' in the page's language, the same whatever the reader's zone. */
export function formatCalendarDate(isoDate: string): string {
  return new Intl.DateTimeFormat(pageLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO date, not text
  }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** 'Tue 15 Jan, 10:30' in English, the same parts in the page's language, on `timeZone`'s clock. */
export function formatShortZonedTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(pageLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant)
}
