import { z } from 'zod'
import { CHILD_SEAT_BOUNDS } from '../trip/trip-bounds'
import type { AddOnMode } from '../vehicle/add-on-mode'
import { fromCents, toCents } from './money'

export const FARE_FALLBACK_CURRENCY = 'USD'

const amountSchema = z.number().nonnegative()

/** SPEC.md §3 "Fare breakdown"; `nightCharge` is the night surcharge the server adds (0 if none). */
export const fareBreakdownSchema = z.object({
  base: amountSchema,
  meetGreet: amountSchema,
  childSeat: amountSchema,
  nightCharge: amountSchema,
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
  currency?: string | null
}

function amountInCents(amount: number, label: string): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Invalid ${label}: ${amount}`)
  return toCents(amount)
}

/** An add-on costs its charge only when chosen and its mode is additional_charge (SPEC.md §5). */
function isCharged(choice: AddOnChoice | undefined): choice is AddOnChoice {
  return choice !== undefined && choice.chosen && choice.mode === 'additional_charge'
}

/**
 * Total = base + meet & greet + child seat charge × count (+ night surcharge), in integer cents
 * (SPEC.md §5 "Fare", §9). Shared by the wizard's display and the server's stored price.
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

  return {
    base: fromCents(base),
    meetGreet: fromCents(meetGreet),
    childSeat: fromCents(childSeat),
    nightCharge: fromCents(nightCharge),
    total: fromCents(base + meetGreet + childSeat + nightCharge),
    currency: input.currency?.trim() || FARE_FALLBACK_CURRENCY,
  }
}
