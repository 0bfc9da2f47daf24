import type { BoardRow, OpsRideOffers } from '@ridelane/domain'
import { apiErrorMessage } from '@/lib/api-client'

// What became of each ride an action from the board touched: shown ride by ride, the refusals
// in the API's own words, never left out (issue 32).

export type RideOutcome = { id: string; code: string; done: boolean; message: string }
export type OutcomeReport = { title: string; outcomes: RideOutcome[] }

export const doneOutcome = (row: BoardRow, message: string): RideOutcome => ({
  id: row.id,
  code: row.booking_code,
  done: true,
  message,
})

export const refusedOutcome = (row: BoardRow, error: unknown, fallback: string): RideOutcome => ({
  id: row.id,
  code: row.booking_code,
  done: false,
  message: apiErrorMessage(error, fallback),
})

/** 'Offered to 2 providers for 30 minutes.' */
export function offeredText(offers: OpsRideOffers, minutes: number): string {
  const open = offers.offers.filter((offer) => offer.status === 'open').length
  const who = open === 1 ? '1 provider' : `${open} providers`
  return `Offered to ${who} for ${minutes} minutes.`
}

/** Runs `action` for each ride in turn and reports each answer. */
export async function forEachRide(
  rows: BoardRow[],
  action: (row: BoardRow) => Promise<string>,
  fallback: string,
): Promise<RideOutcome[]> {
  const outcomes: RideOutcome[] = []
  for (const row of rows) {
    try {
      outcomes.push(doneOutcome(row, await action(row)))
    } catch (error) {
      outcomes.push(refusedOutcome(row, error, fallback))
    }
  }
  return outcomes
}
