import { describe, expect, it } from 'vitest'
import {
  DomainError,
  assertPickupTimeAllowed,
  driverStepMessages,
  extraWaitingLabel,
  flightMessages,
  pickupTimeMessages,
  rideChangeMessages,
  waitingMinutesText,
  wording,
  type Language,
  type Wording,
} from '@ridelane/domain'
import { serverI18n, wordsIn } from './server-i18n'

// A figure next to a counted noun (docs/decisions/052-server-messages.md): English picks a
// message of its own for one, and a translation carries a plural where its grammar needs one,
// Arabic with its six forms (one, two, three to ten, eleven to ninety-nine, a hundred and more).

const now = new Date('2030-01-15T12:00:00Z')

/** The lead time's refusal, as the API's error handler writes it in `language`. */
function leadTimeRefusal(language: Language, leadTimeHours: number): string {
  const pickupAt = new Date(now.getTime() + (leadTimeHours / 2) * 3_600_000)
  try {
    assertPickupTimeAllowed({ pickupAt, now, leadTimeHours })
  } catch (error) {
    if (!(error instanceof DomainError) || !error.wordings.message) throw error
    return wordsIn(language, error.wordings.message)
  }
  throw new Error('the pickup was allowed')
}

describe('a lead time in the reader’s words', () => {
  it.each([
    [1, 'يجب أن يكون موعد الالتقاء بعد ساعة واحدة على الأقل من الآن'],
    [2, 'يجب أن يكون موعد الالتقاء بعد ساعتين على الأقل من الآن'],
    [3, 'يجب أن يكون موعد الالتقاء بعد 3 ساعات على الأقل من الآن'],
    [11, 'يجب أن يكون موعد الالتقاء بعد 11 ساعةً على الأقل من الآن'],
    [100, 'يجب أن يكون موعد الالتقاء بعد 100 ساعة على الأقل من الآن'],
  ])('gives Arabic the noun form of %s hours', (hours, arabic) => {
    expect(leadTimeRefusal('ar', hours)).toBe(arabic)
  })

  it.each([
    ['en', 1, 'Pickup must be at least 1 hour from now'],
    ['en', 2, 'Pickup must be at least 2 hours from now'],
    ['es', 1, 'La recogida debe programarse con al menos una hora de antelación'],
    ['es', 2, 'La recogida debe programarse con al menos 2 horas de antelación'],
    ['fr', 1, 'La prise en charge doit être prévue au moins une heure à l’avance'],
    ['fr', 2, 'La prise en charge doit être prévue au moins 2 heures à l’avance'],
    // French counts below two in the singular, and writes its own decimal comma.
    ['fr', 0.5, 'La prise en charge doit être prévue au moins 0,5 heure à l’avance'],
    ['de', 1, 'Die Abholung ist frühestens in einer Stunde möglich'],
    ['de', 2, 'Die Abholung ist frühestens in 2 Stunden möglich'],
    ['hi', 1, 'पिकअप अभी से कम से कम एक घंटे बाद का होना चाहिए'],
    ['hi', 2, 'पिकअप अभी से कम से कम 2 घंटे बाद का होना चाहिए'],
  ] as const)('says %s for %s hours', (language, hours, text) => {
    expect(leadTimeRefusal(language, hours)).toBe(text)
  })

  it('says the booking horizon’s twelve months in the Arabic accusative', () => {
    const horizon = wording(pickupTimeMessages.beyondHorizon, { months: 12 })
    expect(wordsIn('ar', horizon)).toBe('يمكن حجز موعد الالتقاء قبل 12 شهرًا كحد أقصى')
  })
})

describe('when “On my way” opens, in the driver’s words', () => {
  const pickupAt = new Date('2030-01-15T15:30:00Z')
  const refusal = (hours: number, language: Language): string => {
    const opensAt = new Date(pickupAt.getTime() - hours * 3_600_000)
    const words: Wording = driverStepMessages.tooEarly(opensAt, 'UTC', hours, language)
    return wordsIn(language, words)
  }

  it.each([
    [1, 'قبل موعد الالتقاء بساعة واحدة، أي الساعة 14:30'],
    [2, 'قبل موعد الالتقاء بساعتين، أي الساعة 13:30'],
    [3, 'قبل موعد الالتقاء بـ 3 ساعات، أي الساعة 12:30'],
    [12, 'قبل موعد الالتقاء بـ 12 ساعةً، أي الساعة 03:30'],
  ])('gives Arabic the noun form of %s hours', (hours, arabic) => {
    expect(refusal(hours, 'ar')).toContain(arabic)
  })

  it.each([
    ['en', 1, 'opens 1 hour before the pickup'],
    ['en', 3, 'opens 3 hours before the pickup'],
    ['es', 1, 'se activa una hora antes de la recogida'],
    ['es', 3, 'se activa 3 horas antes de la recogida'],
    ['fr', 1, 'devient disponible une heure avant la prise en charge'],
    ['fr', 0.5, 'devient disponible 0,5 heure avant la prise en charge'],
    ['fr', 3, 'devient disponible 3 heures avant la prise en charge'],
    ['de', 1, 'ab einer Stunde vor der Abholung'],
    ['de', 3, 'ab 3 Stunden vor der Abholung'],
  ] as const)('says %s for %s hours', (language, hours, text) => {
    expect(refusal(hours, language)).toContain(text)
  })
})

describe('minutes and passengers in Arabic and the languages that count one apart', () => {
  const ar = serverI18n('ar')

  it('writes extra waiting’s minutes in the form their number takes', () => {
    expect([1, 2, 5, 30, 100].map((minutes) => waitingMinutesText(minutes, ar))).toEqual([
      'دقيقة واحدة',
      'دقيقتين',
      '5 دقائق',
      '30 دقيقةً',
      '100 دقيقة',
    ])
    expect(extraWaitingLabel(5, ar)).toContain('(5 دقائق)')
  })

  it('writes a flight’s delay in the form its minutes take', () => {
    expect(flightMessages.driverWhy('BA117', '14:05', 2, ar)).toContain(
      '(متأخرة دقيقتين عن موعدها)',
    )
    expect(flightMessages.driverWhy('BA117', '14:05', -7, ar)).toContain('(قبل موعدها بـ 7 دقائق)')
  })

  it.each([
    ['es', 1, 'como máximo 1 pasajero.'],
    ['es', 4, 'como máximo 4 pasajeros.'],
    ['fr', 1, 'au maximum 1 passager.'],
    ['de', 1, 'höchstens 1 Fahrgast ausgelegt'],
    ['hi', 1, 'अधिकतम 1 यात्री बैठ सकता है।'],
    ['hi', 4, 'अधिकतम 4 यात्री बैठ सकते हैं।'],
  ] as const)('says a passenger limit in %s for %s', (language, seats, text) => {
    expect(wordsIn(language, rideChangeMessages.tooManyPassengers(seats))).toContain(text)
  })
})
