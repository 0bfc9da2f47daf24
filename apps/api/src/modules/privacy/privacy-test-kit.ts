import { randomInt } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../app'
import { detail, fleet, opsCall } from '../bookings/ops-booking-test-kit'
import {
  bookingPayload,
  payAndComplete,
  postBooking,
  quoteContent,
} from '../bookings/test-fixtures'
import {
  assign,
  driverCall,
  driverTokenSent,
  pickupIn,
  plate,
  walk,
} from '../driver-jobs/driver-test-kit'
import { shareDriverLocation } from '../driver-jobs/share-location'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { change } from '../rides/change-test-kit'
import { addEndpoint } from '../webhooks/webhooks-test-kit'

// Helpers for the privacy tests only; nothing in the app imports this file.

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('')
const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('')
// Three digits that no other traveller of this process gets (until 900 have been made): a scan
// looks for a marker as a substring, so two travellers' markers must never share or contain one
// another. Each coordinate is the area's point with these digits and a 7 appended, which gives
// every coordinate the same number of decimals, written back exactly as it was sent.
let sequence = randomInt(900)
const uniqueDigits = () => String(100 + (sequence++ % 900))
const near = (point: number) => Number(`${point.toFixed(4)}${uniqueDigits()}7`)

/**
 * A traveller whose every personal field holds a value found nowhere else, so a scan of the
 * database for it finds only what was kept of this traveller. The places lie at JFK (an airport
 * pickup, so the flight is tracked) and in Manhattan, at coordinates no fixture uses.
 */
export function markedTraveller() {
  const tag = letters(8)
  const Tag = tag.charAt(0).toUpperCase() + tag.slice(1)
  return {
    tag,
    name: `Quilla ${Tag}`,
    email: `quilla.${tag}@example.com`,
    phone: `+4477009${digits(5)}`,
    whatsapp: `+4477008${digits(5)}`,
    flight: `QX ${uniqueDigits()}`,
    // In two scripts: the readable copy must print both as typed.
    instructions: `Wave a ${tag} sign at the exit, Ждите у выхода`,
    pickupDetail: `Door ${tag} near arrivals`,
    dropoffDetail: `Flat ${tag} on the ninth floor`,
    pickup: {
      address: `${Tag} Terminal Road, Queens, NY`,
      lat: near(40.6413),
      lng: near(-73.7781),
    },
    dropoff: {
      address: `${Tag} Tower, Manhattan, NY`,
      lat: near(40.758),
      lng: near(-73.9855),
    },
  }
}
export type MarkedTraveller = ReturnType<typeof markedTraveller>

export type MarkedBooking = { id: string; booking_code: string; access_token: string }

/** A booking of the traveller, paid with the 4242 card: confirmed (a partner's, given headers). */
export async function markedBooking(
  app: App,
  who: MarkedTraveller,
  headers: Record<string, string> = {},
): Promise<MarkedBooking> {
  const quote = await app.quoteSigner.sign(
    quoteContent({ pickup: who.pickup, dropoff: who.dropoff }),
  )
  const created = await postBooking(
    app,
    bookingPayload(quote, {
      name: who.name,
      email: who.email,
      phone_number: who.phone,
      whatsapp_number: who.whatsapp,
      flight_number: who.flight,
      driver_instructions: who.instructions,
      pickup_location: who.pickup.address,
      dropoff_location: who.dropoff.address,
      pickup_address_detail: who.pickupDetail,
      dropoff_address_detail: who.dropoffDetail,
    }),
    headers,
  )
  expect(created.statusCode, created.body).toBe(201)
  const booking = created.json().data as MarkedBooking
  const paid = await payAndComplete(
    app,
    booking,
    Object.keys(headers).length > 0 ? { headers } : {},
  )
  expect(paid.statusCode, paid.body).toBe(200)
  return booking
}

/** Text markers of a traveller: what a scan looks for (a flight number also without its space). */
export function textMarkers(who: MarkedTraveller, ...more: string[]): string[] {
  return [
    who.tag,
    who.name,
    who.email,
    who.phone,
    who.whatsapp,
    who.flight,
    who.flight.replace(/\s/g, ''),
    who.pickup.address,
    who.dropoff.address,
    ...[who.pickup, who.dropoff].flatMap((place) => [String(place.lat), String(place.lng)]),
    ...more,
  ]
}

export const numberMarkers = (who: MarkedTraveller) => [
  who.pickup.lat,
  who.pickup.lng,
  who.dropoff.lat,
  who.dropoff.lng,
]

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

type ColumnInfo = { table_name: string; column_name: string; data_type: string }

/** Every column of every table of the app's schema, as the database itself lists them. */
async function everyColumn(app: App): Promise<ColumnInfo[]> {
  return rowsOf<ColumnInfo>(
    await app.db.execute(sql`
      select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  )
}

const isText = (type: string) =>
  ['text', 'character varying', 'json', 'jsonb', 'ARRAY'].includes(type)

/**
 * Where the database still holds any of these values: `table.column` of every text, JSON or
 * array column that contains one of the texts (any case), and of every double precision column
 * equal to one of the numbers.
 */
export async function whereFound(
  app: App,
  texts: readonly string[],
  numbers: readonly number[] = [],
): Promise<string[]> {
  const patterns = sql.join(
    texts.map((text) => sql`${`%${text.replace(/[\\%_]/g, '\\$&')}%`}`),
    sql`, `,
  )
  const values = sql.join(
    numbers.map((number) => sql`${number}::double precision`),
    sql`, `,
  )
  const conditions = new Map<string, { column: string; holds: SQL }[]>()
  for (const { table_name, column_name, data_type } of await everyColumn(app)) {
    const column = sql`${sql.identifier(table_name)}.${sql.identifier(column_name)}`
    let holds: SQL
    if (isText(data_type) && texts.length > 0) {
      holds = sql`${column}::text ilike any (array[${patterns}]::text[])`
    } else if (data_type === 'double precision' && numbers.length > 0) {
      holds = sql`${column} in (${values})`
    } else continue
    conditions.set(table_name, [
      ...(conditions.get(table_name) ?? []),
      { column: column_name, holds },
    ])
  }
  const found: string[] = []
  // One query a table: how many rows hold a marker, column by column.
  for (const [table, columns] of conditions) {
    const counts = sql.join(
      columns.map(
        ({ holds }, index) =>
          sql`count(*) filter (where ${holds})::int as ${sql.identifier(`c${index}`)}`,
      ),
      sql`, `,
    )
    const [row] = rowsOf<Record<string, number>>(
      await app.db.execute(sql`select ${counts} from ${sql.identifier(table)}`),
    )
    columns.forEach(({ column }, index) => {
      if (row![`c${index}`]! > 0) found.push(`${table}.${column}`)
    })
  }
  return found
}

/** Every row of every table as JSON text, to tell whether anything at all changed. */
export async function everyRow(app: App): Promise<Record<string, string>> {
  const tables = [...new Set((await everyColumn(app)).map((column) => column.table_name))]
  const snapshot: Record<string, string> = {}
  for (const table of tables) {
    const [row] = rowsOf<{ rows: string }>(
      await app.db.execute(sql`
        select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]'::jsonb)::text as rows
        from ${sql.identifier(table)} as t`),
    )
    snapshot[table] = row!.rows
  }
  return snapshot
}

const MINUTE = 60_000
const ride = (booking: MarkedBooking, email: string) => ({
  id: booking.id,
  code: booking.booking_code,
  token: booking.access_token,
  email,
})
export const rideHeaders = (booking: MarkedBooking) => ({ 'x-booking-token': booking.access_token })

/**
 * A guest's whole ride: booked, changed once (new notes for the driver), noted by an operator,
 * driven with the driver's positions shared, completed, rated and its receipt issued.
 */
export async function completedRideOf(app: App, adminToken: string, who: MarkedTraveller) {
  const booking = await markedBooking(app, who)
  const changed = await change(app, ride(booking, who.email), {
    driver_instructions: `Changed: meet ${who.tag} at the kerb`,
  })
  expect(changed.statusCode, changed.body).toBe(200)
  expect(changed.json().data.change.status).toBe('applied')
  const note = await opsCall(app, adminToken, 'POST', `/${booking.id}/notes`, {
    body: `Called ${who.name} about ${who.tag}`,
  })
  expect(note.statusCode, note.body).toBe(201)

  const team = await fleet(app, adminToken, plate())
  await assign(app, adminToken, booking.id, {
    provider: team.provider.id,
    driver: team.driver.id,
    vehicle: team.vehicle.id,
  })
  const token = await driverTokenSent(app, booking.id, '+919812345678')
  await pickupIn(app, booking.id, 60)
  await walk(app, token, ['driver_en_route'])
  const onTheWay = await driverCall(app, token, 'POST', '/location', {
    lat: who.pickup.lat + 0.01,
    lng: who.pickup.lng,
  })
  expect(onTheWay.statusCode, onTheWay.body).toBe(204)
  await shareDriverLocation(app.db, token, who.pickup, new Date(Date.now() + 3 * MINUTE))
  await walk(app, token, ['driver_arrived', 'passenger_on_board', 'completed'])

  const rated = await app.inject({
    method: 'POST',
    url: `/api/v1/rides/${booking.booking_code}/rating`,
    headers: rideHeaders(booking),
    payload: { stars: 4, comment: `Lovely ride, ${who.tag}` },
  })
  expect(rated.statusCode, rated.body).toBe(200)
  const receipt = await app.inject({
    url: `/api/v1/rides/${booking.booking_code}/receipt.pdf`,
    headers: rideHeaders(booking),
  })
  expect(receipt.statusCode, receipt.body).toBe(200)
  return { booking, markers: [...textMarkers(who), `Changed: meet ${who.tag} at the kerb`] }
}

/** A partner's booking with a webhook endpoint listening, cancelled by an operator with a reason. */
export async function cancelledPartnerBookingOf(
  app: App,
  adminToken: string,
  who: MarkedTraveller,
) {
  const partner = await approvedPartner(app)
  await addEndpoint(app, partner.token, 'http://127.0.0.1:9/hooks')
  const booking = await markedBooking(app, who, bearer(partner.token))
  const { version } = await detail(app, adminToken, booking.id)
  const cancelled = await opsCall(app, adminToken, 'POST', `/${booking.id}/cancel`, {
    expected_version: version,
    reason: `${who.name} asked by phone`,
  })
  expect(cancelled.statusCode, cancelled.body).toBe(200)
  return { booking, markers: textMarkers(who) }
}
