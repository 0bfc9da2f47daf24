import { homeBaseSchema, type HomeBase } from '@ridelane/domain'
import { z } from 'zod'
import { PLACE_NOT_PICKED_MESSAGE } from '@/lib/place-search'

// A driver's home base as the console's driver form and the provider portal's drivers page edit
// it (docs/decisions/035-automatic-dispatch.md#provider-options). Only the point is kept, not the
// name of the place picked, so a saved home base shows as its coordinates.

/** The field's value: its text, with coordinates once a place is picked (or kept from before). */
export type HomeBaseFieldValue = { address: string; lat: number | null; lng: number | null }

export const emptyHomeBaseField: HomeBaseFieldValue = { address: '', lat: null, lng: null }

/** A kept home base as text: four decimals, some 10 m, as a map search takes it. */
export function homeBaseText({ lat, lng }: HomeBase): string {
  return `${lat.toFixed(4)}, ${lng.toFixed(4)}`
}

/** The field as a kept home base (or none) fills it. */
export function homeBaseField(homeBase: HomeBase | null | undefined): HomeBaseFieldValue {
  return homeBase ? { address: homeBaseText(homeBase), ...homeBase } : emptyHomeBaseField
}

/**
 * The field as the API takes it: an empty field clears the home base, a picked place sets it,
 * and text typed but never picked is refused (a place counts only once it is picked).
 */
export const homeBaseFieldSchema = z
  .object({ address: z.string(), lat: z.number().nullable(), lng: z.number().nullable() })
  .superRefine((field, ctx) => {
    if (field.address.trim() !== '' && (field.lat === null || field.lng === null)) {
      ctx.addIssue({ code: 'custom', message: PLACE_NOT_PICKED_MESSAGE })
    }
  })
  .transform((field) =>
    field.address.trim() === '' || field.lat === null || field.lng === null
      ? null
      : { lat: field.lat, lng: field.lng },
  )
  .pipe(homeBaseSchema.nullable())
