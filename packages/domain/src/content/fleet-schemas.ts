import { z } from 'zod'
import { fleetSectionIds } from './fleet'

// The zod schemas of the fleet page's entries (docs/product.md#content); ids and helpers are in
// fleet.ts.
export const fleetSectionIdSchema = z.enum(fleetSectionIds)

export const fleetEntrySchema = z.object({
  id: fleetSectionIdSchema,
  title: z.string().min(1),
  subtitle: z.string(),
  description: z.string(),
  image: z.string(),
  /** As displayed, e.g. '1-3 passengers'. */
  capacity: z.string().min(1),
  /** As displayed, e.g. '2 large suitcases'. */
  luggage: z.string().min(1),
  features: z.array(z.string().min(1)),
})
export type FleetEntry = z.infer<typeof fleetEntrySchema>
