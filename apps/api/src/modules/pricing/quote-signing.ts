import {
  createHmac,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto'
import { addOnModeSchema, rideTypeSchema, type PriceCalculationRequest } from '@ridelane/domain'
import { z } from 'zod'
import type { QuoteSigningKey } from '../../config'
import {
  compactTerms,
  quotedVehicleRecordSchema,
  quotedVehicleRecordsSchema,
  type Quote,
  type QuotedVehicleRecord,
} from './quote'

/**
 * Signed quotes (docs/decisions/021-signed-quotes.md): the price calculation hands the priced trip
 * to the client as `q1.<key id>.<trip>.<signature>`, the trip being base64url JSON (the vehicles
 * as rows under one list of field names, which halves a quote of 13 classes to about 4 KB) and
 * the signature HMAC-SHA256 over everything before it. A booking sends it back; only a quote whose
 * signature one of our keys confirms is believed, so the client carries the quote and the server
 * stays the only one that can set its prices.
 */
const VERSION = 'q1'

/** What a signed quote carries: the stored quote's fields, dates as ISO text. */
export type QuoteContent = Omit<Quote, 'expired'>

const isoDate = z.iso.datetime({ offset: true }).transform((value) => new Date(value))

/** The field names of a quoted vehicle, once per quote; each vehicle is a row of their values. */
export const VEHICLE_FIELDS = Object.keys(quotedVehicleRecordSchema.shape) as Array<
  keyof z.infer<typeof quotedVehicleRecordSchema>
>

/**
 * A quoted vehicle as a row of its values in VEHICLE_FIELDS order, each read by name: reading
 * sixteen fields through a variable key was a fifth of the signing's time.
 */
export function vehicleRow(vehicle: QuotedVehicleRecord): unknown[] {
  return [...catalogueValues(vehicle), ...pricedValues(vehicle)]
}

/** The leading fields of a row, which come from the vehicle catalogue and rarely change. */
function catalogueValues(vehicle: QuotedVehicleRecord) {
  return [
    vehicle.city_vehicle_id,
    vehicle.vehicle_class_id,
    vehicle.vehicle_name,
    vehicle.vehicle_model,
    vehicle.vehicle_type,
    vehicle.vehicle_logo,
    vehicle.category,
    vehicle.passenger_capacity,
    vehicle.luggage_capacity,
    vehicle.price_type,
  ] as const
}

/** The trailing fields of a row, which this trip's pricing decides. */
function pricedValues(vehicle: QuotedVehicleRecord) {
  return [
    vehicle.price_cents,
    vehicle.ride_cents,
    vehicle.airport_fee_cents,
    vehicle.night_charge_cents,
    vehicle.meet_greet_mode,
    vehicle.child_seat_mode,
    // A tenth of the size of the named fields: 13 classes add about 500 bytes to a quote.
    vehicle.cancellation_terms ? compactTerms(vehicle.cancellation_terms) : null,
  ] as const
}

/** Most catalogue entries a signer keeps the JSON of; past it the cache starts again. */
const CATALOGUE_JSON_LIMIT = 10_000

/**
 * Writes vehicle rows as JSON text, exactly as JSON.stringify writes `vehicleRow(vehicle)`. The
 * catalogue part of a row is the same in every quote for that vehicle, so its text is kept per
 * `city_vehicle_id` and used again while every one of its values is unchanged: stringifying the
 * thirteen rows of a quote was the largest part of signing it.
 */
export function vehicleRowsJson() {
  const byVehicle = new Map<string, { values: readonly unknown[]; json: string }>()
  const catalogueJson = (vehicle: QuotedVehicleRecord) => {
    const values = catalogueValues(vehicle)
    const kept = byVehicle.get(vehicle.city_vehicle_id)
    if (kept && kept.values.every((value, index) => value === values[index])) return kept.json
    if (byVehicle.size >= CATALOGUE_JSON_LIMIT) byVehicle.clear()
    const json = JSON.stringify(values)
    byVehicle.set(vehicle.city_vehicle_id, { values, json })
    return json
  }
  return (vehicles: readonly QuotedVehicleRecord[]) => {
    let text = '['
    for (let index = 0; index < vehicles.length; index += 1) {
      const vehicle = vehicles[index]!
      // `[…catalogue` + `,…priced]`: both halves are arrays of at least one value.
      text += `${index === 0 ? '' : ','}${catalogueJson(vehicle).slice(0, -1)},${JSON.stringify(
        pricedValues(vehicle),
      ).slice(1)}`
    }
    return `${text}]`
  }
}

const contentSchema = z.object({
  id: z.uuid(),
  areaId: z.string().nullable(),
  rideType: rideTypeSchema,
  // Validated by the domain schema when it was priced, and covered by the signature since.
  request: z.custom<PriceCalculationRequest>(
    (value) => typeof value === 'object' && value !== null,
  ),
  pickupAt: isoDate,
  timezone: z.string().min(1),
  distanceKm: z.number().nullable(),
  durationMin: z.number().nullable(),
  vehicleFields: z.array(z.string()),
  vehicleRows: z.array(z.array(z.unknown())),
  meetGreetMode: addOnModeSchema,
  meetGreetChargeCents: z.number().int().nonnegative(),
  childSeatMode: addOnModeSchema,
  childSeatChargeCents: z.number().int().nonnegative(),
  createdAt: isoDate,
  expiresAt: isoDate,
})

/** Why a text is not a quote we can honour; the booking turns each into its own answer. */
export type QuoteRefusal =
  /** Not shaped like a signed quote at all (e.g. an id from before signed quotes). */
  | 'unknown'
  /** Shaped like one, but edited, or signed with a key that is not (or no longer) ours. */
  | 'invalid'
  | 'expired'

export type QuoteReading = { quote: Quote } | { refused: QuoteRefusal }

export type QuoteSigner = {
  sign(content: QuoteContent): string
  /** The quote inside a signed text, if one of our keys signed it and it holds at `now`. */
  read(token: string, now?: Date): QuoteReading
}

// A key object made once per key: given the secret as text, every HMAC would import it again.
const mac = (key: KeyObject, signed: string) => createHmac('sha256', key).update(signed).digest()

const VEHICLE_FIELDS_JSON = JSON.stringify(VEHICLE_FIELDS)

export function createQuoteSigner(keys: readonly QuoteSigningKey[]): QuoteSigner {
  const [signing] = keys
  if (!signing) throw new Error('A quote signer needs at least one key')
  const secrets = new Map(
    keys.map(({ kid, secret }) => [kid, createSecretKey(Buffer.from(secret))]),
  )
  const signingKey = secrets.get(signing.kid)!
  const rowsJson = vehicleRowsJson()

  return {
    sign(content) {
      const { vehicles, ...rest } = content
      // JSON.stringify({ ...rest, vehicleFields: VEHICLE_FIELDS, vehicleRows }), written in parts.
      const json = `${JSON.stringify(rest).slice(0, -1)},"vehicleFields":${VEHICLE_FIELDS_JSON},"vehicleRows":${rowsJson(vehicles)}}`
      const body = Buffer.from(json).toString('base64url')
      const signed = `${VERSION}.${signing.kid}.${body}`
      return `${signed}.${mac(signingKey, signed).toString('base64url')}`
    },
    read(token, now = new Date()) {
      const parts = token.split('.')
      if (parts.length !== 4 || parts[0] !== VERSION) return { refused: 'unknown' }
      const [, kid, body, signature] = parts as [string, string, string, string]
      const secret = secrets.get(kid)
      if (secret === undefined) return { refused: 'invalid' }
      // Compared as text: base64url lets a last letter vary in unused bits, and no edit may pass.
      const expected = Buffer.from(mac(secret, `${VERSION}.${kid}.${body}`).toString('base64url'))
      const given = Buffer.from(signature)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { refused: 'invalid' }
      }
      let parsed: Omit<Quote, 'expired'>
      try {
        const json = Buffer.from(body, 'base64url').toString('utf8')
        const { vehicleFields, vehicleRows, ...rest } = contentSchema.parse(JSON.parse(json))
        const vehicles = quotedVehicleRecordsSchema.parse(
          vehicleRows.map((row) =>
            Object.fromEntries(vehicleFields.map((field, index) => [field, row[index]])),
          ),
        )
        parsed = { ...rest, vehicles }
      } catch {
        // Only a holder of our key could sign something we cannot read: refuse it all the same.
        return { refused: 'invalid' }
      }
      const expired = parsed.expiresAt.getTime() <= now.getTime()
      if (expired) return { refused: 'expired' }
      return { quote: { ...parsed, expired } }
    },
  }
}

/** The name of the database-kept default key in `server_secrets`. */
export const DEFAULT_KEY_NAME = 'quote-signing'
/** The key id quotes signed with the database-kept key carry. */
export const DEFAULT_KEY_ID = 'db'

/** A fresh secret for the database-kept key: 32 random bytes. */
export const newDefaultSecret = () => randomBytes(32).toString('base64url')
