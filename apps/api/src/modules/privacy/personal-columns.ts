import { ANONYMISED_EMAIL, ANONYMISED_PHONE, ANONYMISED_TEXT } from '@ridelane/domain'

// Where the database keeps personal data, column by column (docs/privacy.md), in these lists:
//
// - travellerData: what a booking holds about its traveller (the guest, or whoever booked for
//   them), table by table, with how each column is anonymised once the records' years are over
//   (the retention sweep) or the traveller asks (erasure). anonymiseBookings (repository.ts) does
//   exactly what this list says, so a column added here is anonymised without more code.
// - otherPeoplesData: personal data of the people who run the service (partners and their teams,
//   operators, providers, drivers), kept while their account or registry entry lasts: a booking's
//   anonymisation leaves it alone.
// - shortLivedData: what a traveller's own request (a copy or an erasure of their data) needs
//   while it lasts, deleted with it.
// - notPersonal: columns whose names sound personal but hold nothing about a person, each with
//   the reason; and bookingTablesWithoutPersonalData, the tables that name a booking and hold
//   nothing about its traveller.
//
// personal-columns.test.ts walks every column of the Drizzle schema and fails on one that looks
// personal (or any JSON column) and is in none of the lists: a new column is classified here
// before it lands. Tables and columns are named as in SQL.

/** How one personal column is anonymised. */
export type Anonymisation =
  /**
   * Replaced by this text: ANONYMISED_TEXT, or an email or a phone number that views still take
   * for one. A null or empty value stays as it is.
   */
  | { kind: 'replaced'; by: string }
  | { kind: 'null' }
  /** A coordinate set to 0 (null stays null). */
  | { kind: 'zero' }
  /** A JSON object whose values become 'Erased' (JSON nulls stay), except under the keys kept. */
  | { kind: 'json-keep'; keep: readonly string[] }
  /** A JSON document whose values at these paths become 'Erased', where present and not null. */
  | { kind: 'json-paths'; paths: readonly (readonly string[])[] }
  /** A JSON document replaced by {} (null stays null). */
  | { kind: 'json-empty' }
  /** Computed by the database from other columns (GENERATED ALWAYS): follows them by itself. */
  | { kind: 'generated' }
  /** The table's rows of the booking are deleted (the table says `deleteRows`). */
  | { kind: 'row-deleted' }

/** Which rows of a table belong to a booking. */
export type BookingRows =
  /** Rows whose column holds the booking's id. */
  | { by: 'column'; column: string }
  /** The quotes the booking, or a change of it, was priced from. */
  | { by: 'quote' }
  /** Audit entries whose target is the booking. */
  | { by: 'audit' }
  /** Rows with no booking id that name the booking code in one of these columns (mail). */
  | { by: 'mentions-code'; columns: readonly string[] }

export type PersonalColumn = { anonymise: Anonymisation; what: string }

export type TravellerTable = {
  table: string
  /** A row is the booking's when any of these says so. */
  rows: readonly BookingRows[]
  /** The booking's rows go altogether, rather than having their columns anonymised. */
  deleteRows?: true
  columns: Readonly<Record<string, PersonalColumn>>
}

const erased = { kind: 'replaced', by: ANONYMISED_TEXT } as const
const erasedEmail = { kind: 'replaced', by: ANONYMISED_EMAIL } as const
const erasedPhone = { kind: 'replaced', by: ANONYMISED_PHONE } as const
const toNull = { kind: 'null' } as const
const zero = { kind: 'zero' } as const
const deleted = { kind: 'row-deleted' } as const
const byBooking = { by: 'column', column: 'booking_id' } as const

/** Timeline details that say what happened, not to whom or where: every other value is erased. */
const eventDetailKeys = [
  'change',
  'change_id',
  'difference',
  'total',
  'refund_basis',
  'refund_percent',
  'add_on_refund_percent',
  'refund_amount',
  'refund_ids',
  'payment_method',
  'gateway',
  'payment',
  'offer_id',
  'offered_to',
  'providers',
  'expires_at',
  'automatic',
  'vehicle_id',
  'released',
  'pickup_time_before',
  'pickup_time_after',
  'flight_arrival',
  'flight_delay_minutes',
  'outcome',
  'extra_minutes',
  'blocks',
  'block_minutes',
  'amount_cents',
  'total_before_cents',
  'total_after_cents',
  'driver_arrived_at',
  'free_waiting_until',
  'position_at',
  'distance_m',
] as const

/** What an applied change wrote besides places, flight and notes: times, counts and the fare. */
const changeValueKeys = [
  'pickupTime',
  'passengers',
  'luggageCount',
  'meetGreetApplicable',
  'childSeatApplicable',
  'childSeatCount',
  'nightChargeApplicable',
  'quoteId',
  'baseFareCents',
  'meetGreetChargeCents',
  'childSeatChargeCents',
  'nightChargeCents',
  'airportFeeCents',
  'partnerDiscountCents',
  'totalCents',
  'sellingTotalCents',
] as const

/** A price request without its places. */
const quoteRequestKeys = [
  'ride_type',
  'booking_time',
  'timezone',
  'roundTrip',
  'roundTripDateTime',
  'passengers',
  'duration',
  'days',
] as const

/** What the console's audit keeps of a booking action (ops-booking-actions.ts and others). */
const bookingAuditKeys = [
  'booking_code',
  'booking_status',
  'payment_status',
  'pickup_time',
  'provider_id',
  'driver_id',
  'vehicle_id',
  'refund_amount',
  'refund_percent',
  'version',
  'note_id',
  'batch_id',
  'offered_to',
  'provider_ids',
  'expires_at',
  'offer_ids',
  'refunds',
  'waiting_charge_outcome',
] as const

/** The traveller's fields of the booking webhook events carry (webhooks/booking-payload.ts). */
const webhookBookingPaths = [
  ['data', 'booking', 'lead_passenger'],
  ['data', 'booking', 'pickup', 'address'],
  ['data', 'booking', 'pickup', 'detail'],
  ['data', 'booking', 'dropoff', 'address'],
  ['data', 'booking', 'dropoff', 'detail'],
  ['data', 'booking', 'flight_number'],
  ['data', 'booking', 'booked_by'],
] as const

export const travellerData: readonly TravellerTable[] = [
  {
    table: 'bookings',
    rows: [{ by: 'column', column: 'id' }],
    columns: {
      name: { anonymise: erased, what: 'The lead passenger’s name.' },
      email: { anonymise: erasedEmail, what: 'The traveller’s email, where every mail goes.' },
      phone_number: { anonymise: erasedPhone, what: 'The traveller’s phone number.' },
      whatsapp_number: { anonymise: toNull, what: 'A WhatsApp number, when given.' },
      flight_number: { anonymise: toNull, what: 'The flight an airport pickup waits for.' },
      driver_instructions: { anonymise: toNull, what: 'Notes for the driver.' },
      pickup_location: { anonymise: erased, what: 'Where the ride starts.' },
      dropoff_location: { anonymise: erased, what: 'Where it ends.' },
      pickup_address_detail: { anonymise: erased, what: 'Street and number, or hotel and room.' },
      dropoff_address_detail: { anonymise: erased, what: 'The same at the dropoff.' },
      pickup_lat: { anonymise: zero, what: 'The pickup’s coordinates.' },
      pickup_lng: { anonymise: zero, what: 'The pickup’s coordinates.' },
      dropoff_lat: { anonymise: zero, what: 'The dropoff’s coordinates.' },
      dropoff_lng: { anonymise: zero, what: 'The dropoff’s coordinates.' },
      pickup_place_id: { anonymise: toNull, what: 'The place search’s id of the pickup.' },
      dropoff_place_id: { anonymise: toNull, what: 'The place search’s id of the dropoff.' },
      traveller_timezone: {
        anonymise: toNull,
        what: 'The time zone of the traveller’s browser: roughly where they live.',
      },
      request_fingerprint: {
        anonymise: toNull,
        what: 'A hash of the booking request as sent, names and contact details included.',
      },
      booked_by: {
        anonymise: erased,
        what: 'Who at the partner booked it: a team member’s email or an API key’s name.',
      },
      booking_reference: {
        anonymise: erased,
        what: 'The partner’s reference for the ride (a PO number…): free text that may name the traveller.',
      },
      search_text: {
        anonymise: { kind: 'generated' },
        what: 'The board’s search text: code, name, email and phone, made from those columns.',
      },
    },
  },
  {
    table: 'booking_events',
    rows: [byBooking],
    columns: {
      reason: { anonymise: erased, what: 'Why a move was made, as a person typed it.' },
      details: {
        anonymise: { kind: 'json-keep', keep: eventDetailKeys },
        what: 'A move’s facts: a change’s old and new places, a no-show’s position, the flight.',
      },
    },
  },
  {
    table: 'booking_notes',
    rows: [byBooking],
    columns: { body: { anonymise: erased, what: 'Operators’ notes about the booking.' } },
  },
  {
    table: 'booking_ratings',
    rows: [byBooking],
    columns: { comment: { anonymise: erased, what: 'What the traveller wrote with the stars.' } },
  },
  {
    table: 'booking_changes',
    rows: [byBooking],
    columns: {
      request: { anonymise: { kind: 'json-empty' }, what: 'The change as the traveller asked it.' },
      values: {
        anonymise: { kind: 'json-keep', keep: changeValueKeys },
        what: 'The booking’s columns the change wrote: new dropoff, flight, notes, fare.',
      },
    },
  },
  {
    table: 'booking_flights',
    rows: [byBooking],
    deleteRows: true,
    columns: {
      code: { anonymise: deleted, what: 'The flight number as normalised.' },
      airport_code: { anonymise: deleted, what: 'The airport the flight lands at.' },
      arrival_date: { anonymise: deleted, what: 'The day it lands.' },
      origin_code: { anonymise: deleted, what: 'Where it comes from.' },
      origin_name: { anonymise: deleted, what: 'Where it comes from, by name.' },
    },
  },
  {
    table: 'driver_locations',
    rows: [byBooking],
    deleteRows: true,
    columns: {
      lat: { anonymise: deleted, what: 'Where the driver was on the way to the traveller.' },
      lng: { anonymise: deleted, what: 'Where the driver was on the way to the traveller.' },
      accuracy_meters: { anonymise: deleted, what: 'How sure the phone was of it.' },
    },
  },
  {
    table: 'quotes',
    rows: [{ by: 'quote' }],
    columns: {
      request: {
        anonymise: { kind: 'json-keep', keep: quoteRequestKeys },
        what: 'The price request: the pickup and dropoff with their coordinates.',
      },
    },
  },
  {
    table: 'mail_outbox',
    rows: [{ by: 'mentions-code', columns: ['subject', 'text_body'] }],
    columns: {
      to_address: { anonymise: erasedEmail, what: 'Who the mail went to.' },
      subject: { anonymise: erased, what: 'The subject, which may name the traveller.' },
      text_body: { anonymise: erased, what: 'The mail: names, places, times, links.' },
      html_body: { anonymise: erased, what: 'The same mail in HTML.' },
      last_error: {
        anonymise: erased,
        what: 'The mail server’s refusal, which may quote the address.',
      },
    },
  },
  {
    table: 'outbound_messages',
    rows: [byBooking, { by: 'mentions-code', columns: ['body'] }],
    columns: {
      to_number: { anonymise: erasedPhone, what: 'The phone the text went to.' },
      body: { anonymise: erased, what: 'The text: names, places, links.' },
      fallback_email: {
        anonymise: erasedEmail,
        what: 'Where it went by mail when texting failed.',
      },
      last_error: { anonymise: erased, what: 'The messaging service’s refusal.' },
    },
  },
  {
    table: 'webhook_events',
    rows: [byBooking],
    columns: {
      payload: {
        anonymise: { kind: 'json-paths', paths: webhookBookingPaths },
        what: 'The booking as posted to the partner: passenger, places, flight, who booked.',
      },
    },
  },
  {
    table: 'operator_audit',
    rows: [{ by: 'audit' }],
    columns: {
      before: {
        anonymise: { kind: 'json-keep', keep: bookingAuditKeys },
        what: 'The booking before an operator’s action (a note’s text among it).',
      },
      after: {
        anonymise: { kind: 'json-keep', keep: bookingAuditKeys },
        what: 'The booking after it.',
      },
      reason: { anonymise: erased, what: 'The operator’s reason, as typed.' },
    },
  },
  {
    table: 'payments',
    rows: [byBooking],
    columns: {
      card_last4: {
        anonymise: toNull,
        what: 'The last four digits of the card (no card number or expiry is ever stored).',
      },
    },
  },
  {
    table: 'sandbox_gateway_payments',
    rows: [byBooking],
    columns: {
      card_last4: {
        anonymise: toNull,
        what: 'The sandbox gateway’s copy of the last four digits.',
      },
    },
  },
]

const partnerAccount = 'The partner’s account: kept while the account is open.'
const partnerMember = 'A partner’s team member: kept while the partner’s account is open.'
const operatorStaff = 'Ridelane’s operator: kept while the operator’s account exists.'
const providerContact = 'A transport provider’s business contact: kept while it is in the registry.'
const driver = 'A provider’s driver: kept while the driver is in the registry.'
const providerUser = 'A provider’s portal user: kept while the user exists.'

/** People other than travellers: their data follows their account, not a booking. */
export const otherPeoplesData: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  partners: {
    email: partnerAccount,
    contact_number: partnerAccount,
    business_name: partnerAccount,
    admin_email: partnerAccount,
    admin_contact: partnerAccount,
    address: partnerAccount,
    city: partnerAccount,
    country: partnerAccount,
    tax_id: partnerAccount,
    website: partnerAccount,
  },
  partner_members: { email: partnerMember, name: partnerMember },
  webhook_endpoints: { url: 'Where the partner’s systems take webhooks: kept with the account.' },
  operators: { email: operatorStaff, phone: operatorStaff },
  operator_sessions: { user_agent: `The browser an operator signed in with. ${operatorStaff}` },
  operator_board_views: {
    name: `An operator’s saved view of the board. ${operatorStaff}`,
    query: `Its filters; a search typed into it could name a traveller. ${operatorStaff}`,
  },
  providers: {
    name: providerContact,
    contact_name: providerContact,
    email: providerContact,
    phone: providerContact,
    licence_number: providerContact,
  },
  provider_users: { email: providerUser, name: providerUser },
  provider_drivers: {
    name: driver,
    phone: driver,
    licence_number: driver,
    home_lat: `Where the driver starts from. ${driver}`,
    home_lng: `Where the driver starts from. ${driver}`,
  },
  provider_vehicles: { plate: 'A provider’s vehicle: kept while it is in the registry.' },
  driver_time_off: { note: `Why a driver is off. ${driver}` },
}

/**
 * A traveller's data kept only for a request they are making, and deleted with it: the address a
 * data request (a copy or an erasure) is for, until its code and access end, or at once when the
 * traveller erases their data (data-rights.ts).
 */
export const shortLivedData: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  data_requests: {
    email:
      'The address a traveller asked to see or erase the data of: deleted once the request’s code and access end (45 minutes at most), or with the erasure.',
  },
}

// The queues' record of the work that queued an item (docs/operations.md#traces).
const traceContextReason =
  'A trace id, the random id of the request that queued the item, and the booking code, which anonymisation keeps too.'

/** Columns that sound personal and are not, with the reason. */
export const notPersonal: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  service_areas: {
    name: 'A city or region we serve.',
    country_code: 'The area’s country.',
    center_lat: 'The area’s centre.',
    center_lng: 'The area’s centre.',
  },
  vehicle_classes: { name: 'A vehicle class of the fleet.' },
  area_vehicle_rates: { cancellation_terms: 'Refund tiers of a class in an area.' },
  quotes: { vehicles: 'The classes priced and their fares.' },
  partners: {
    net_rates: 'A partner’s percent off the public price per area and vehicle class.',
    booking_fields:
      'A partner’s cost centre codes and names (its departments) and the format of its booking reference.',
  },
  bookings: {
    vehicle_name: 'The vehicle class booked.',
  },
  booking_events: { to_status: 'A booking status.' },
  receipts: { invoice_number: 'Our invoice number, kept for accounting.' },
  payments: {
    card_brand: 'The card network (Visa, Mastercard), shared by millions.',
    decline_message: 'The gateway’s words about a decline, not about the payer.',
  },
  sandbox_gateway_payments: {
    card_brand: 'The card network.',
    description: '“Ridelane booking <code>”: the booking code only.',
    return_url: 'Our own page the payer comes back to.',
  },
  refunds: { reason: 'A word we write: `cancellation`, `change:<id>`.' },
  sandbox_gateway_refunds: { reason: 'The same words, at the sandbox gateway.' },
  scheduled_jobs: {
    payload: 'Ids of what the job works on (a booking, an offer batch, an event).',
    last_error: 'Why a job failed, in the code’s words.',
    trace_context: traceContextReason,
  },
  mail_outbox: { trace_context: traceContextReason },
  outbound_messages: { trace_context: traceContextReason },
  webhook_deliveries: { error: 'The partner’s server’s answer or a network error.' },
  partner_api_keys: { name: 'A label the partner gave a key (“Web”, “CRM”).' },
  server_secrets: { name: 'The secret’s purpose (`quote-signing`).' },
  geocoded_places: {
    name: 'A place a geocoder answered a search with: public map data, linked to nobody.',
    address: 'The same place’s address.',
    lat: 'The same place’s coordinates.',
    lng: 'The same place’s coordinates.',
    country_code: 'Its country.',
  },
  provider_area_options: { accept_to: 'A time of day (HH:mm).' },
}

/**
 * Tables with a booking id that hold nothing personal: kept as they are when the booking is
 * anonymised, with the reason.
 */
export const bookingTablesWithoutPersonalData: Readonly<Record<string, string>> = {
  receipts: 'The invoice number and when it was issued: kept for accounting.',
  refunds: 'Amounts, currencies, statuses and the gateway’s references: kept for accounting.',
  ride_access_tokens: 'Hashes of random tokens, which expire.',
  driver_job_links: 'Hashes of random tokens and the driver’s id, which expire.',
  ride_offers: 'Which provider was offered the ride, and its answer.',
  pending_erasures:
    'That the booking’s traveller asked for erasure, and when: deleted once it is done.',
}
