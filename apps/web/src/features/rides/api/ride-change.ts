import type { RideChangePreview, RideChangeRequest, RideChangeResult } from '@ridelane/domain'

// The change calls' shapes, from the domain's schemas (packages/domain/src/ride/ride-change.ts).

/** What the traveller changes; every field optional, at least one present. */
export type RideChange = RideChangeRequest

/** POST /rides/{ref}/changes/preview: the price of a change, nothing stored. */
export type { RideChangePreview }

/** A change that costs more waits for its payment; one that does not is applied at once. */
export type RideChangeRecord = RideChangeResult['change']

export type RideChangeAnswer = RideChangeResult

export const changesPath = (ref: string) => `/rides/${encodeURIComponent(ref)}/changes`
export const changePath = (ref: string, changeId: string) =>
  `${changesPath(ref)}/${encodeURIComponent(changeId)}`
