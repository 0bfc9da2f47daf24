import { z } from 'zod'

/**
 * What a place from the search is. Kept apart from the place schema so that trip fields can
 * carry a place's type without importing the place schema (which imports them).
 * `district` is part of a city; `address` is a street address from a geocoder.
 */
export const placeTypes = ['airport', 'city', 'district', 'landmark', 'address'] as const
export const placeTypeSchema = z.enum(placeTypes)
export type PlaceType = z.infer<typeof placeTypeSchema>
