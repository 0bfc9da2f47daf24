import { pageLocale } from '@/i18n/format'

/** '2025-07-01' → '1 July 2025' (in the page's language), the same whatever the reader's zone. */
export function formatPublishedDate(isoDate: string): string {
  return new Intl.DateTimeFormat(pageLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO date, not text
  }).format(new Date(`${isoDate}T00:00:00Z`))
}
