import { z } from 'zod'

// SPEC.md §2 "Fleet details", §3 "Fleet entry", §9 "Fleet capacities".
/** Section ids the fleet page scrolls to, in page order. */
export const fleetSectionIds = [
  'sedan',
  'comfort-sedan',
  'business-sedan',
  'first-class-sedan',
  'suv',
  'business-suv',
  'mpv',
  'business-minivan',
  'minibus-8',
  'minibus-16',
  'bus-30',
  'coach-bus',
  'party-bus',
] as const
export const fleetSectionIdSchema = z.enum(fleetSectionIds)
export type FleetSectionId = z.infer<typeof fleetSectionIdSchema>

/** Landing-page fleet cards open these sections (SPEC.md §2 "Landing page"). */
export const landingFleetTargets = [
  'sedan',
  'suv',
  'minibus-8',
] as const satisfies readonly FleetSectionId[]

/** Delay before scrolling to the URL hash's section. */
export const FLEET_HASH_SCROLL_DELAY_MS = 100

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

/** The section a URL hash names ('#suv' → 'suv'), or null if it names none. */
export function fleetSectionFromHash(hash: string): FleetSectionId | null {
  const result = fleetSectionIdSchema.safeParse(hash.replace(/^#/, '').toLowerCase())
  return result.success ? result.data : null
}
