import { sourceText, type Translator } from '../language/translator'
import { extraWaitingLabel } from '../payment/extra-charges'

// A booked fare as lines, the same on the ride page, the change preview, the receipt and the
// mails: the vehicle's own price, the night surcharge and airport fee that sit inside the quoted
// price, each chosen add-on, then the partner discount, and, once charged after the ride, the
// extra waiting (docs/decisions/024-payments.md#extra-waiting). Amounts in US cents.

export type BookedFare = {
  baseFareCents: number
  nightChargeCents: number
  airportFeeCents: number
  meetGreetApplicable: boolean
  meetGreetChargeCents: number
  childSeatApplicable: boolean
  childSeatCount: number
  childSeatChargeCents: number
  partnerDiscountCents: number
  /**
   * The booking's partner rate plan (docs/decisions/043-partner-rate-plans.md): under a net plan
   * the amount off the public fare is the partner's net rate, not a discount.
   */
  ratePlan?: string | null
  /** Extra waiting charged after the ride (part of the total then); 0 or absent before. */
  waitingChargedCents?: number
  waitingExtraMinutes?: number | null
}

export type FareLine = {
  label: string
  /** Negative for the discount; 0 for an add-on that came free with the vehicle. */
  amountCents: number
  kind: 'vehicle' | 'surcharge' | 'add_on' | 'discount' | 'extra'
}

// Each label is English and its own key in the apps' catalogues
// (docs/decisions/052-server-messages.md): the comments mark them for `lingui extract`.
export const fareLineLabels = {
  vehicle: /*i18n*/ 'Vehicle fare',
  night: /*i18n*/ 'Night surcharge',
  airport: /*i18n*/ 'Airport fee',
  meetGreet: /*i18n*/ 'Meet & greet',
  childSeats: (count: number, i18n: Translator = sourceText) =>
    count === 1 ? i18n._('Child seat') : i18n._('Child seats ({count})', { count }),
  discount: /*i18n*/ 'Partner discount',
  netRate: /*i18n*/ 'Net rate reduction',
} as const

/** The label of the line off the public fare, by the booking's rate plan. */
export const discountLineLabel = (ratePlan?: string | null) =>
  ratePlan === 'net' ? fareLineLabels.netRate : fareLineLabels.discount

/** The fare's lines, labelled in the reader's language when a translator is given. */
export function rideFareLines(fare: BookedFare, i18n: Translator = sourceText): FareLine[] {
  const lines: FareLine[] = [
    {
      label: i18n._(fareLineLabels.vehicle),
      amountCents: fare.baseFareCents - fare.nightChargeCents - fare.airportFeeCents,
      kind: 'vehicle',
    },
  ]
  if (fare.nightChargeCents > 0) {
    lines.push({
      label: i18n._(fareLineLabels.night),
      amountCents: fare.nightChargeCents,
      kind: 'surcharge',
    })
  }
  if (fare.airportFeeCents > 0) {
    lines.push({
      label: i18n._(fareLineLabels.airport),
      amountCents: fare.airportFeeCents,
      kind: 'surcharge',
    })
  }
  if (fare.meetGreetApplicable) {
    lines.push({
      label: i18n._(fareLineLabels.meetGreet),
      amountCents: fare.meetGreetChargeCents,
      kind: 'add_on',
    })
  }
  if (fare.childSeatApplicable && fare.childSeatCount > 0) {
    lines.push({
      label: fareLineLabels.childSeats(fare.childSeatCount, i18n),
      amountCents: fare.childSeatChargeCents * fare.childSeatCount,
      kind: 'add_on',
    })
  }
  if (fare.partnerDiscountCents > 0) {
    lines.push({
      label: i18n._(discountLineLabel(fare.ratePlan)),
      amountCents: -fare.partnerDiscountCents,
      kind: 'discount',
    })
  }
  const waiting = fare.waitingChargedCents ?? 0
  if (waiting > 0) {
    lines.push({
      label: extraWaitingLabel(fare.waitingExtraMinutes ?? 0, i18n),
      amountCents: waiting,
      kind: 'extra',
    })
  }
  return lines
}
