import {
  flightCheckSchema,
  flightCheckMessages as m,
  flightNumberMessages,
  normaliseFlightNumber,
  successEnvelope,
  DomainError,
  intlLocale,
  wallClockInZone,
  type FlightCheck,
  type Language,
} from '@ridelane/domain'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { readerLanguage } from '../../http/reader-language'
import { serverI18n, translatedIfKnown } from '../../i18n/server-i18n'
import { bookingHooks } from '../bookings'
import type { JobHandler } from '../jobs'
import { airportAt } from '../pricing'
import { findFlightFor } from './find-flight'
import { FlightStatusUnavailable, type FlightStatusSource } from './flight-status-port'
import {
  defaultFlightTracking,
  pollBookingFlight,
  trackBookingFlight,
  type FlightTracking,
} from './track-flights'

/** What one address may check per minute: a traveller correcting a typo or two. */
export const FLIGHT_CHECK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const

/**
 * The booking hooks: a booking's flight is tracked from its confirmation, and set anew when a
 * change gives it another number, pickup or day (docs/decisions/036-flight-tracking.md).
 */
export function registerFlightHooks(): void {
  bookingHooks.afterMove('flight-tracking', async (tx, move) => {
    if (move.to === 'confirmed' && move.from === 'pending_payment') {
      await trackBookingFlight(tx, move.booking, move.at)
    }
  })
  bookingHooks.afterChange('flight-follows-booking', async (tx, change) => {
    const { before, booking } = change
    const same =
      before.flightNumber === booking.flightNumber &&
      before.pickupTime.getTime() === booking.pickupTime.getTime() &&
      before.pickupLat === booking.pickupLat &&
      before.pickupLng === booking.pickupLng
    if (!same) await trackBookingFlight(tx, booking, change.at, before)
  })
}

const checkQuerySchema = z.object({
  flight_number: z.string().max(20),
  pickup_lat: z.coerce.number().min(-90).max(90),
  pickup_lng: z.coerce.number().min(-180).max(180),
  /** The pickup as an instant with its offset, as the wizard prices it (booking_time). */
  pickup_time: z.iso.datetime({ offset: true }),
})

export type FlightsModuleOptions = {
  source: FlightStatusSource
  tracking: Partial<Omit<FlightTracking, 'appBaseUrl'>>
  appBaseUrl: string
}

/** GET /flights/check, and the `flight_poll` job. */
export const flightsModule: FastifyPluginAsyncZod<FlightsModuleOptions> = async (app, options) => {
  const { source } = options
  const tracking: FlightTracking = {
    ...defaultFlightTracking,
    ...options.tracking,
    appBaseUrl: options.appBaseUrl,
  }
  await app.register(flightJobs, { source, tracking })

  app.get(
    '/flights/check',
    {
      schema: {
        tags: ['flights'],
        summary: 'Whether a flight lands at the pickup airport before the pickup',
        querystring: checkQuerySchema,
        response: { 200: successEnvelope(flightCheckSchema) },
      },
      // Each check may cost a call to the flight-status service.
      config: { rateLimit: FLIGHT_CHECK_RATE_LIMIT },
    },
    async (request) => ok(await checkFlight(source, request.query, readerLanguage(request))),
  )
}

/**
 * The pickup's day in the reader's `language`: '2030-01-15' as it always read in English, the
 * language's own long date in the others ('15 de enero de 2030').
 */
function pickupDay(isoDate: string, language: Language): string {
  if (language === 'en') return isoDate
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** The check, its message in the reader's `language` (the 400's words: the error handler's). */
async function checkFlight(
  source: FlightStatusSource,
  query: z.infer<typeof checkQuerySchema>,
  language: Language = 'en',
): Promise<FlightCheck> {
  const number = normaliseFlightNumber(query.flight_number)
  if (!number) {
    const message = flightNumberMessages.invalid
    throw new DomainError('VALIDATION_FAILED', message, {
      details: [{ path: 'flight_number', message }],
    })
  }
  const i18n = serverI18n(language)
  const unfit = (message: string): FlightCheck => ({
    flight_number: number.code,
    fits: false,
    problem: null,
    origin_name: null,
    arrival_at: null,
    message: translatedIfKnown(language, message),
  })
  const airport = airportAt({ lat: query.pickup_lat, lng: query.pickup_lng })
  if (!airport?.iata) return unfit(m.notAnAirport)
  // The airport's own clock: the pickup is there.
  const timezone = airport.timezone
  const pickupAt = new Date(query.pickup_time)
  let found
  try {
    found = await findFlightFor(source, {
      code: number.code,
      airportCode: airport.iata,
      pickupAt,
      timezone,
    })
  } catch (error) {
    if (error instanceof FlightStatusUnavailable) return unfit(m.unavailable)
    throw error
  }
  const { report, problem } = found
  const localDay = pickupDay(wallClockInZone(pickupAt, timezone).date, language)
  const lands = report ? wallClockInZone(report.arrivalAt, timezone).time : ''
  const message =
    problem === 'not_found' || !report
      ? m.notFound(number.code, localDay, i18n)
      : problem === 'other_airport'
        ? m.otherAirport(number.code, airport.name, localDay, i18n)
        : problem === 'after_pickup'
          ? m.afterPickup(number.code, airport.name, lands, i18n)
          : m.fits(number.code, report.origin.name, lands, i18n)
  return {
    flight_number: number.code,
    fits: problem === null && report !== null,
    problem,
    origin_name: report?.origin.name ?? null,
    arrival_at: report?.arrivalAt.toISOString() ?? null,
    message,
  }
}

/** Registers the `flight_poll` handler with the job worker (modules/jobs). */
const flightJobs = fp<{ source: FlightStatusSource; tracking: FlightTracking }>(
  async (app, { source, tracking }) => {
    const handler: JobHandler = async ({ db, job }) => {
      const bookingId = job.payload.booking_id
      const polls = job.payload.polls
      if (typeof bookingId !== 'string' || typeof polls !== 'number') return
      const outcome = await pollBookingFlight(
        db,
        source,
        { bookingId, polls },
        tracking,
        app.clock.now(),
      )
      if (outcome === 'moved' || outcome === 'escalated') {
        void app.mailOutbox.deliverNow()
        void app.textMessages.deliverNow()
      }
    }
    app.jobs.handle('flight_poll', handler)
  },
  { name: 'flight-jobs', dependencies: ['jobs', 'text-message-delivery'] },
)
