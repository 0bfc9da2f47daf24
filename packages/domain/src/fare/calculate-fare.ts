import { z } from 'zod'
import { CHILD_SEAT_BOUNDS } from '../trip/trip-bounds'
import type { AddOnMode } from '../vehicle/add-on-mode'
import { fromCents, toCents } from './money'

export const FARE_FALLBACK_CURRENCY = 'USD'

const amountSchema = z.number().nonnegative()

/**
 * docs/product.md#prices-and-fares; `nightCharge` is a night surcharge added on top of `base` (0 if
 * none or already inside the base); `partnerDiscount` is subtracted from the sum of the lines.
 */
export const fareBreakdownSchema = z.object({
  base: amountSchema,
  meetGreet: amountSchema,
  childSeat: amountSchema,
  nightCharge: amountSchema,
  partnerDiscount: amountSchema,
  total: amountSchema,
  currency: z.string().min(1),
})
export type FareBreakdown = z.infer<typeof fareBreakdownSchema>

export type AddOnChoice = { chosen: boolean; mode: AddOnMode; charge: number }

export type FareInput = {
  base: number
  meetGreet?: AddOnChoice
  /** `charge` is per seat; `count` defaults to 1. */
  childSeat?: AddOnChoice & { count?: number }
  nightCharge?: number
  /** A signed-in partner's discount, 0–100 %, taken off the sum of the other lines. */
  partnerDiscountPercent?: number
  currency?: string | null
}

function amountInCents(amount: number, label: string): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Invalid ${label}: ${amount}`)
  return toCents(amount)
}

/** An add-on costs its charge only when chosen and its mode is additional_charge
 * (docs/product.md#prices-and-fares). */
function isCharged(choice: AddOnChoice | undefined): choice is AddOnChoice {
  return choice !== undefined && choice.chosen && choice.mode === 'additional_charge'
}

/** The discount on `subtotal` cents, rounded once, half away from zero. */
function discountInCents(subtotal: number, percent: number | undefined): number {
  if (percent === undefined || percent === 0) return 0
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Invalid partner discount: ${percent}`)
  }
  return Math.round((subtotal * percent) / 100)
}

/**
 * Total = base + meet & greet + child seat charge × count (+ night surcharge) − partner discount,
 * in integer cents (docs/product.md#prices-and-fares). The one fare function: the wizard shows it
 * and the server stores it, so the two cannot drift.
 */
export function calculateFare(input: FareInput): FareBreakdown {
  const base = amountInCents(input.base, 'base fare')
  const meetGreet = isCharged(input.meetGreet)
    ? amountInCents(input.meetGreet.charge, 'meet & greet charge')
    : 0

  let childSeat = 0
  if (isCharged(input.childSeat)) {
    const count = input.childSeat.count ?? CHILD_SEAT_BOUNDS.default
    if (
      !Number.isInteger(count) ||
      count < CHILD_SEAT_BOUNDS.min ||
      count > CHILD_SEAT_BOUNDS.max
    ) {
      throw new RangeError(`Invalid child seat count: ${count}`)
    }
    childSeat = amountInCents(input.childSeat.charge, 'child seat charge') * count
  }

  const nightCharge = amountInCents(input.nightCharge ?? 0, 'night charge')
  const subtotal = base + meetGreet + childSeat + nightCharge
  const partnerDiscount = discountInCents(subtotal, input.partnerDiscountPercent)

  return {
    base: fromCents(base),
    meetGreet: fromCents(meetGreet),
    childSeat: fromCents(childSeat),
    nightCharge: fromCents(nightCharge),
    partnerDiscount: fromCents(partnerDiscount),
    total: fromCents(subtotal - partnerDiscount),
    currency: input.currency?.trim() || FARE_FALLBACK_CURRENCY,
  }
}
