import { z } from 'zod'

/**
 * How a service area offers meet & greet or child seats (docs/product.md#prices-and-fares):
 * `not_allowed` hides the option, `additional_charge` adds a fee, `included` offers it at no extra
 * cost.
 */
export const addOnModes = ['not_allowed', 'additional_charge', 'included'] as const
export const addOnModeSchema = z.enum(addOnModes)
export type AddOnMode = z.infer<typeof addOnModeSchema>

/** Whether the option is shown to the traveller at all. */
export function isAddOnOffered(mode: AddOnMode): boolean {
  return mode !== 'not_allowed'
}
