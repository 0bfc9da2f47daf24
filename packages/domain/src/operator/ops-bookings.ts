import { z } from 'zod'
import { flightSummarySchema } from '../flight/flight-summary'
import { bookingStatuses } from '../booking/booking-status'
import { boardSandboxFilters } from '../booking/sandbox'
import { paginationSchema } from '../pagination/pagination-schema'
import { opsPageSchema } from './ops-outbox'

// The bookings board at /ops/bookings (docs/decisions/017-bookings-board.md).

export const BOARD_PAGE_SIZE_DEFAULT = 25
export const BOARD_PAGE_SIZE_MAX = 100
/** A ride starting within this many hours with nobody assigned stands out on the board. */
export const BOARD_ATTENTION_HOURS = 24
/** Statuses in which a ride waits for a provider or driver: paid, nobody assigned yet. */
export const awaitingAssignmentStatuses = ['confirmed'] as const

export const boardSortFields = ['pickup_time', 'created_at', 'code', 'status'] as const
export type BoardSortField = (typeof boardSortFields)[number]
export const boardSortDirections = ['asc', 'desc'] as const
export type BoardSortDirection = (typeof boardSortDirections)[number]

export const boardMessages = {
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  rangeInvalid: 'The "to" date must not be before the "from" date',
  statusInvalid: `Choose statuses among ${bookingStatuses.join(', ')}`,
  areaInvalid: 'The service area is letters, digits and dashes',
  idInvalid: 'Choose an id from the list',
  searchInvalid: 'Search with at most 100 characters',
  sortInvalid: 'Sort by pickup_time, created_at, code or status',
  directionInvalid: 'Sort asc or desc',
  pageSizeInvalid: `Show between 1 and ${BOARD_PAGE_SIZE_MAX} bookings a page`,
  unassignedInvalid: 'Unassigned is true or false',
  sandboxInvalid: `Sandbox is ${boardSandboxFilters.join(', ')}`,
} as const

/** Several values as one comma-separated parameter (`status=confirmed,assigned`) or repeated. */
const listParameter = z.preprocess(
  (value) =>
    typeof value === 'string' || Array.isArray(value)
      ? [value]
          .flat()
          .flatMap((item) => String(item).split(','))
          .map((item) => item.trim())
          .filter(Boolean)
      : value,
  z
    .array(z.enum(bookingStatuses, { error: boardMessages.statusInvalid }))
    .max(bookingStatuses.length, boardMessages.statusInvalid),
)

const localDate = z.iso.date({ error: boardMessages.dateInvalid })
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  )

export const boardQuerySchema = z
  .object({
    /** First and last pickup day, each on the calendar of the pickup's own time zone. */
    from: optionalText(localDate),
    to: optionalText(localDate),
    status: listParameter.optional(),
    area: optionalText(z.string().regex(/^[a-z0-9-]{1,60}$/, boardMessages.areaInvalid)),
    partner: optionalText(z.uuid({ error: boardMessages.idInvalid })),
    provider: optionalText(z.uuid({ error: boardMessages.idInvalid })),
    unassigned: z
      .enum(['true', 'false'], { error: boardMessages.unassignedInvalid })
      .optional()
      .transform((value) => value === 'true')
      .pipe(z.boolean()),
    /**
     * Sandbox bookings (made with a test API key): left out unless asked for, so the board and
     * its CSV show real rides only.
     */
    sandbox: z
      .enum(boardSandboxFilters, { error: boardMessages.sandboxInvalid })
      .default('exclude'),
    /** Booking code, traveller name, email or phone. */
    q: optionalText(z.string().trim().max(100, boardMessages.searchInvalid)),
    sort: z.enum(boardSortFields, { error: boardMessages.sortInvalid }).default('pickup_time'),
    dir: z.enum(boardSortDirections, { error: boardMessages.directionInvalid }).default('asc'),
    page: opsPageSchema,
    page_size: z.coerce
      .number({ error: boardMessages.pageSizeInvalid })
      .int(boardMessages.pageSizeInvalid)
      .min(1, boardMessages.pageSizeInvalid)
      .max(BOARD_PAGE_SIZE_MAX, boardMessages.pageSizeInvalid)
      .default(BOARD_PAGE_SIZE_DEFAULT),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: boardMessages.rangeInvalid,
  })
export type BoardQuery = z.infer<typeof boardQuerySchema>
/** The board's query as a URL carries it, before parsing. */
export type BoardQueryInput = z.input<typeof boardQuerySchema>

export const boardRowSchema = z.object({
  id: z.uuid(),
  booking_code: z.string(),
  status: z.enum(bookingStatuses),
  pickup_time: z.iso.datetime({ offset: true }),
  /** The pickup's IANA zone: times are shown on its clock. */
  timezone: z.string(),
  pickup_location: z.string(),
  dropoff_location: z.string().nullable(),
  /** The service area's id: whose providers serve the ride. */
  area_id: z.string().nullable(),
  service_area: z.string().nullable(),
  vehicle_name: z.string(),
  passenger_name: z.string(),
  partner_name: z.string().nullable(),
  provider_name: z.string().nullable(),
  total_cents: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  /** Starts within BOARD_ATTENTION_HOURS, is waiting for assignment, and nobody is assigned. */
  needs_assignment: z.boolean(),
  /** Made with a test API key: not a real ride, never given to a provider. */
  sandbox: z.boolean(),
  /**
   * Automatic dispatch called in the operators (docs/decisions/035-automatic-dispatch.md) and the
   * ride still lacks what it was called in for: an operator must act.
   */
  escalated: z.boolean(),
  /**
   * What it lacks: a provider (nobody took it), a driver (its provider has none for it), or an
   * operator's look at a cancelled, diverted or very late flight.
   */
  escalation_reason: z.enum(['no_provider', 'no_driver', 'flight']).nullable(),
  /** The tracked flight ("flight +95 min"), or a mismatch found at booking; null without one. */
  flight: flightSummarySchema.nullable(),
  /** The booking's version, sent back as `expected_version` by an assignment from the board. */
  version: z.number().int(),
})
export type BoardRow = z.infer<typeof boardRowSchema>

export const boardPageSchema = z.object({
  bookings: z.array(boardRowSchema),
  pagination: paginationSchema,
})
export type BoardPage = z.infer<typeof boardPageSchema>

const choiceSchema = z.object({ id: z.string(), name: z.string() })
export const boardChoicesSchema = z.object({
  service_areas: z.array(choiceSchema),
  partners: z.array(choiceSchema),
  providers: z.array(choiceSchema),
})
export type BoardChoices = z.infer<typeof boardChoicesSchema>

/** What the board's live stream says about one booking; clients refetch what they show. */
export const boardChangeSchema = z.object({
  id: z.uuid(),
  op: z.enum(['insert', 'update']),
})
export type BoardChange = z.infer<typeof boardChangeSchema>

/**
 * A ride stands out on the board when it waits for assignment, nobody is assigned, and its pickup
 * is from now to BOARD_ATTENTION_HOURS ahead. A sandbox booking never waits for anyone.
 */
export function needsAssignment(
  ride: {
    status: string
    pickupTime: Date
    providerId: string | null
    driverId: string | null
    sandbox: boolean
  },
  now: Date,
): boolean {
  const ahead = ride.pickupTime.getTime() - now.getTime()
  return (
    !ride.sandbox &&
    (awaitingAssignmentStatuses as readonly string[]).includes(ride.status) &&
    ride.providerId === null &&
    ride.driverId === null &&
    ahead >= 0 &&
    ahead < BOARD_ATTENTION_HOURS * 3_600_000
  )
}
