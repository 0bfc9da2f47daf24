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
