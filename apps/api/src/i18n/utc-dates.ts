import { intlLocale, type Language } from '@ridelane/domain'

// Dates in documents and mails that are not about one pickup's clock (a receipt's issue date, a
// data request's times), written in UTC in the reader's language: English in en-GB, as Ridelane
// has always written them. Each format is made once per language and shape.

const formats = new Map<string, Intl.DateTimeFormat>()

function utcFormat(language: Language, shape: keyof typeof shapes): Intl.DateTimeFormat {
  const key = `${language} ${shape}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...shapes[shape], timeZone: 'UTC' })
    formats.set(key, format)
  }
  return format
}

const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const
const shapes = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  moment: { day: 'numeric', month: 'short', year: 'numeric', ...time },
  longMoment: { day: 'numeric', month: 'long', year: 'numeric', ...time },
} satisfies Record<string, Intl.DateTimeFormatOptions>

/** '15 January 2030' in English. */
export const utcDay = (instant: Date, language: Language) =>
  utcFormat(language, 'day').format(instant)

/** '15 Jan 2030, 09:30 UTC' in English. */
export const utcMoment = (instant: Date, language: Language) =>
  `${utcFormat(language, 'moment').format(instant)} UTC`

/** '15 January 2030, 09:30 UTC' in English. */
export const utcLongMoment = (instant: Date, language: Language) =>
  `${utcFormat(language, 'longMoment').format(instant)} UTC`
