import { msg, t } from '@lingui/core/macro'
import { PLACE_QUERY_MAX_LENGTH, type Place, type PlaceSearchResponse } from '@ridelane/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export const PLACE_SUGGESTION_LIMIT = 8

/** Said when text was typed but no suggestion picked: a place counts only once it is picked. */
export const PLACE_NOT_PICKED = msg`Choose a place from the suggestions`
/** PLACE_NOT_PICKED's English, for the forms and tests that check it as it is. */
export const PLACE_NOT_PICKED_MESSAGE = 'Choose a place from the suggestions'

/** The trip's other place, so the server ranks places of the same name near it first. */
export type NearPlace = { lat: number; lng: number } | null

export function searchPlaces(
  query: string,
  near: NearPlace,
  signal?: AbortSignal,
): Promise<PlaceSearchResponse> {
  return apiRequest<PlaceSearchResponse>('/places/search', {
    query: {
      q: query.slice(0, PLACE_QUERY_MAX_LENGTH),
      limit: PLACE_SUGGESTION_LIMIT,
      near: near ? `${near.lat},${near.lng}` : undefined,
    },
    signal,
    defaultErrorMessage: t`Place search is unavailable right now`,
  })
}

/** Suggestions for a (debounced) query; an empty query asks nothing. */
export function usePlaceSearch(query: string, near: NearPlace = null) {
  const trimmed = query.trim()
  return useQuery({
    queryKey: ['places', trimmed.toLowerCase(), near],
    queryFn: ({ signal }) => searchPlaces(trimmed, near, signal),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    select: (data): Place[] => data.places,
  })
}
