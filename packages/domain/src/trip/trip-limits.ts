// docs/product.md#trip-details-and-bounds. Plain numbers without zod, so content pages (terms, FAQ,
// landing) can state them without loading validation code; the schemas are in trip-bounds.ts.
export const PASSENGER_BOUNDS = { min: 1, max: 8, default: 1 } as const
export const HOURLY_DURATION_BOUNDS = { min: 1, max: 24 } as const
export const MULTIDAY_DAYS_BOUNDS = { min: 2, max: 30 } as const
export const LUGGAGE_BOUNDS = { min: 0, max: 10, default: 1 } as const
export const CHILD_SEAT_BOUNDS = { min: 1, max: 10, default: 1 } as const
