import path from 'node:path'
import {
  FLIGHT_RETIME_NOTICE_MINUTES,
  FLIGHT_RETIME_THRESHOLD_MINUTES,
  defaultDriverStepPolicy,
  defaultFlightPollSchedule,
  type DriverStepPolicy,
  type FlightPollSchedule,
} from '@ridelane/domain'
import { z } from 'zod'
import { defaultWebDistDir } from './app-paths'

/**
 * Where the API keeps its data: PGlite files in a folder (in memory without one, optionally
 * starting from a `dumpDataDir` snapshot), or a PostgreSQL server.
 */
export type DatabaseTarget =
  | { driver: 'pglite'; dataDir?: string; snapshot?: Blob }
  /**
   * poolSize: connections this process keeps open at most; unset, see defaultPoolSize().
   * namedStatements: false sends every statement unnamed (for a pooler that moves a session's
   * statements between server connections); see db/named-statements.ts.
   */
  | { driver: 'postgres'; url: string; poolSize?: number; namedStatements?: boolean }

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

function urlWithScheme(schemes: readonly string[]) {
  const expected = schemes.map((scheme) => `${scheme}://`).join(' or ')
  return z
    .string()
    .refine((value) => URL.canParse(value), `must be a valid URL (${expected}…)`)
    .refine(
      (value) => !URL.canParse(value) || schemes.includes(new URL(value).protocol.slice(0, -1)),
      `must start with ${expected}`,
    )
}

// 'https://a.example, https://b.example': each an origin exactly as a browser sends it.
const corsOrigins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .refine(
    (origins) =>
      origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
    'must be a comma-separated list of origins such as https://partner.example',
  )

// 'https://tiles.example/{z}/{x}/{y}.png': a tile template the browser's map fills in.
const mapTileUrl = urlWithScheme(['http', 'https']).refine(
  (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
  'must contain {z}, {x} and {y}',
)

const milliseconds = (min: number, max: number) => {
  const message = `must be a whole number of milliseconds between ${min} and ${max}`
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)
}

const minutes = (min: number, max: number) => {
  const message = `must be a whole number of minutes between ${min} and ${max}`
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)
}

// Empty values count as unset, so `PORT=` in a .env file falls back to the default.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** One quote-signing key: a short name carried in each quote, and its secret. */
export type QuoteSigningKey = { kid: string; secret: string }

const QUOTE_KEY_MIN_SECRET = 32
const quoteKeyShape = `must be a comma-separated list of id:secret keys, each id of letters, digits, _ or - and each secret at least ${QUOTE_KEY_MIN_SECRET} characters`

// 'k2026b:<secret>,k2026a:<secret>': signs with the first, still accepts quotes of the others.
const quoteSigningKeys = z.string().transform((value, ctx): QuoteSigningKey[] => {
  const keys = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.indexOf(':')
      if (colon < 0) return { kid: '', secret: '' }
      return { kid: entry.slice(0, colon), secret: entry.slice(colon + 1) }
    })
  const wellFormed = keys.every(
    ({ kid, secret }) =>
      /^[\w-]{1,40}$/.test(kid) && secret.length >= QUOTE_KEY_MIN_SECRET && !/\s/.test(secret),
  )
  if (keys.length === 0 || !wellFormed) ctx.addIssue({ code: 'custom', message: quoteKeyShape })
  else if (new Set(keys.map(({ kid }) => kid)).size !== keys.length) {
    ctx.addIssue({ code: 'custom', message: 'must not name the same key id twice' })
  }
  return keys
})

// Stripe's key kinds by their prefixes, so a key pasted into the wrong variable is caught at start.
const stripeSecretKey = z
  .string()
  .trim()
  .refine(
    (value) => /^(sk|rk)_(test|live)_\S+$/.test(value),
    'must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)',
  )
const stripeWebhookSecret = z
  .string()
  .trim()
  .refine((value) => /^whsec_\S+$/.test(value), 'must be a webhook signing secret (whsec_…)')
const stripePublishableKey = z
  .string()
  .trim()
  .refine((value) => /^pk_\S+$/.test(value), 'must be a publishable key (pk_…)')
// Only an origin: the SDK always asks for /v1/… on it, so a path would be silently dropped.
const stripeApiBase = urlWithScheme(['http', 'https']).refine((value) => {
  if (!URL.canParse(value)) return true
  const url = new URL(value)
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
}, 'must be an origin with no path, such as http://127.0.0.1:12111')

// Twilio's account ids are AC and 32 hex digits; catches the auth token pasted in its place.
const twilioAccountSid = z
  .string()
  .trim()
  .refine((value) => /^AC[0-9a-fA-F]{32}$/.test(value), 'must be a Twilio account SID (AC…)')
// A sender in E.164 (+447700900123), or an alphanumeric sender id of up to 11 characters.
const twilioSender = z
  .string()
  .trim()
  .refine(
    (value) => /^\+[1-9]\d{6,14}$/.test(value) || /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(value),
    'must be a phone number in international form (+447700900123) or a sender id',
  )
// A WhatsApp sender is always a number; Twilio's whatsapp: prefix is added by the adapter.
const twilioWhatsappSender = z
  .string()
  .trim()
  .transform((value) => value.replace(/^whatsapp:/, ''))
  .refine(
    (value) => /^\+[1-9]\d{6,14}$/.test(value),
    'must be a phone number in international form (+447700900123)',
  )

// AeroDataBox's address, or a stand-in's (a local fake): a path is kept, as the adapter adds
// /flights/number/… after it.
const aeroDataBoxApiBase = urlWithScheme(['http', 'https']).refine((value) => {
  if (!URL.canParse(value)) return true
  const url = new URL(value)
  return !url.search && !url.hash && !url.username && !url.password
}, 'must be an address with no query, such as http://127.0.0.1:4011')

// Long enough that guessing it is hopeless: /metrics has no rate limit (docs/decisions/053-metrics.md).
const METRICS_TOKEN_MIN = 32
const metricsToken = z
  .string()
  .trim()
  .refine(
    (value) => value.length >= METRICS_TOKEN_MIN && value.length <= 200 && !/\s/.test(value),
    `must be ${METRICS_TOKEN_MIN} to 200 characters without spaces`,
  )

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be an integer between 1 and 65535' })
      .int('must be an integer between 1 and 65535')
      .min(1, 'must be an integer between 1 and 65535')
      .max(65535, 'must be an integer between 1 and 65535'),
  ),
  HOST: optional(z.string()),
  DATABASE_URL: optional(urlWithScheme(['postgres', 'postgresql'])),
  DATABASE_POOL_SIZE: optional(
    z.coerce
      .number({ error: 'must be a whole number between 1 and 100' })
      .int('must be a whole number between 1 and 100')
      .min(1, 'must be a whole number between 1 and 100')
      .max(100, 'must be a whole number between 1 and 100'),
  ),
  DATABASE_NAMED_STATEMENTS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  DATA_DIR: optional(z.string()),
  REDIS_URL: optional(urlWithScheme(['redis', 'rediss'])),
  SMTP_URL: optional(urlWithScheme(['smtp', 'smtps'])),
  MAIL_FROM: optional(z.string()),
  APP_BASE_URL: optional(urlWithScheme(['http', 'https'])),
  CURRENCY_RATES_URL: optional(urlWithScheme(['http', 'https'])),
  ROUTING_URL: optional(urlWithScheme(['http', 'https'])),
  GEOCODER: optional(
    z.enum(['gazetteer', 'photon', 'google'], { error: 'must be gazetteer, photon or google' }),
  ),
  PHOTON_URL: optional(urlWithScheme(['http', 'https'])),
  GOOGLE_MAPS_API_KEY: optional(z.string().trim().min(1)),
  WEB_DIST_DIR: optional(z.string()),
  LOG_LEVEL: optional(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })),
  CORS_ORIGINS: optional(corsOrigins),
  RATE_LIMITS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  RATE_LIMIT_NAMESPACE: optional(z.string().max(100)),
  REQUEST_TIMEOUT_MS: optional(milliseconds(100, 600_000)),
  HEADERS_TIMEOUT_MS: optional(milliseconds(100, 600_000)),
  KEEP_ALIVE_TIMEOUT_MS: optional(milliseconds(100, 600_000)),
  // How long SIGTERM waits for the shutdown to finish before exiting 1 (docs/operations.md#health-and-shutdown).
  SHUTDOWN_TIMEOUT_MS: optional(milliseconds(100, 600_000)),
  // The reverse proxies in front of the API, whose X-Forwarded-For names the client address that
  // rate limits count by: addresses, CIDR ranges or proxy-addr's names (loopback, uniquelocal).
  // Unset: the API faces clients directly and the header is ignored.
  QUOTE_SIGNING_KEYS: optional(quoteSigningKeys),
  STRIPE_SECRET_KEY: optional(stripeSecretKey),
  STRIPE_WEBHOOK_SECRET: optional(stripeWebhookSecret),
  STRIPE_API_BASE: optional(stripeApiBase),
  STRIPE_PUBLISHABLE_KEY: optional(stripePublishableKey),
  TWILIO_ACCOUNT_SID: optional(twilioAccountSid),
  TWILIO_AUTH_TOKEN: optional(z.string().trim().min(1, 'must not be blank')),
  TWILIO_FROM: optional(twilioSender),
  TWILIO_WHATSAPP_FROM: optional(twilioWhatsappSender),
  // An origin only, like STRIPE_API_BASE: the adapter adds Twilio's /2010-04-01/… paths.
  TWILIO_API_BASE: optional(stripeApiBase),
  JOBS_INTERVAL_MS: optional(milliseconds(100, 600_000)),
  FLIGHT_STATUS: optional(
    z.enum(['schedule', 'aerodatabox'], { error: 'must be schedule or aerodatabox' }),
  ),
  AERODATABOX_API_KEY: optional(z.string().trim().min(1, 'must not be blank')),
  AERODATABOX_API_BASE: optional(aeroDataBoxApiBase),
  FLIGHT_SCHEDULE_FILE: optional(z.string().trim().min(1, 'must not be blank')),
  FLIGHT_STATUS_TIMEOUT_MS: optional(milliseconds(100, 60_000)),
  // The ride map's tiles (docs/decisions/041-ride-map.md); unset: points on a plain background.
  MAP_TILE_URL: optional(mapTileUrl),
  MAP_TILE_ATTRIBUTION: optional(z.string().trim().min(1, 'must not be blank').max(300)),
  // When tracked flights are polled and when a new arrival moves the pickup.
  FLIGHT_POLL_HOURS: optional(
    z
      .string()
      .regex(
        /^\d{1,2}(\.\d+)?(,\d{1,2}(\.\d+)?)*$/,
        'must be a comma-separated list of hours, like 24,6,2',
      )
      .transform((list) => list.split(',').map(Number)),
  ),
  FLIGHT_POLL_NEAR_MINUTES: optional(minutes(1, 120)),
  FLIGHT_POLL_FINAL_WINDOW_MINUTES: optional(minutes(0, 240)),
  // Fractions allowed: the browser tests poll every few seconds.
  FLIGHT_POLL_FINAL_MINUTES: optional(
    z.coerce
      .number({ error: 'must be a number of minutes between 0.05 and 60' })
      .min(0.05, 'must be a number of minutes between 0.05 and 60')
      .max(60, 'must be a number of minutes between 0.05 and 60'),
  ),
  FLIGHT_RETIME_THRESHOLD_MINUTES: optional(minutes(1, 180)),
  FLIGHT_RETIME_NOTICE_MINUTES: optional(minutes(0, 240)),
  // How early a driver may set off, and how near the pickup a shared position must be to arrive.
  DRIVER_EN_ROUTE_HOURS_BEFORE: optional(
    z.coerce
      .number({ error: 'must be a number of hours between 0.25 and 48' })
      .min(0.25, 'must be a number of hours between 0.25 and 48')
      .max(48, 'must be a number of hours between 0.25 and 48'),
  ),
  DRIVER_ARRIVAL_RADIUS_METERS: optional(
    z.coerce
      .number({ error: 'must be a whole number of metres between 50 and 20000' })
      .int('must be a whole number of metres between 50 and 20000')
      .min(50, 'must be a whole number of metres between 50 and 20000')
      .max(20_000, 'must be a whole number of metres between 50 and 20000'),
  ),
  NODE_ENV: optional(z.string()),
  PAYMENT_RECONCILE_INTERVAL_MS: optional(milliseconds(100, 3_600_000)),
  PAYMENT_RECONCILE_MIN_AGE_MS: optional(milliseconds(100, 3_600_000)),
  // Test only (`npm run test:chaos`): see AppConfig.chaosCrashAfterGatewaySuccess.
  RIDELANE_CHAOS_CRASH_AFTER_GATEWAY_SUCCESS: optional(
    z.enum(['0', '1'], { error: 'must be 0 or 1' }),
  ),
  // Test only (`npm run test:chaos`): see AppConfig.chaosLeaseSeconds.
  RIDELANE_CHAOS_LEASE_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a whole number of seconds between 2 and 120' })
      .int('must be a whole number of seconds between 2 and 120')
      .min(2, 'must be a whole number of seconds between 2 and 120')
      .max(120, 'must be a whole number of seconds between 2 and 120'),
  ),
  // Test only (the browser tests): see AppConfig.e2eOutboundMessages.
  RIDELANE_E2E_OUTBOUND_MESSAGES: optional(z.enum(['0', '1'], { error: 'must be 0 or 1' })),
  WEBHOOK_ALLOW_PRIVATE: optional(z.enum(['0', '1'], { error: 'must be 0 or 1' })),
  // The bearer token a Prometheus scraper sends to GET /metrics (docs/operations.md#metrics).
  METRICS_TOKEN: optional(metricsToken),
  // Traces (docs/operations.md#traces): off unless an OTLP/HTTP collector is named.
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(urlWithScheme(['http', 'https'])),
  OTEL_SERVICE_NAME: optional(z.string().trim().min(1, 'must not be blank').max(200)),
  TRUST_PROXY: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine(
        (entries) => entries.every((entry) => /^[\w.:/-]+$/.test(entry)),
        'must be a comma-separated list of proxy addresses or ranges such as 10.0.0.0/8',
      ),
  ),
})

/** Where place search looks beyond the built-in gazetteer (GEOCODER). */
export type GeocoderConfig =
  { kind: 'gazetteer' } | { kind: 'photon'; url: string } | { kind: 'google'; apiKey: string }

/**
 * The Stripe account payments go to (docs/decisions/025-stripe-adapter.md), in the shape
 * createStripeGateway takes; host, port and protocol only when STRIPE_API_BASE names another
 * API than Stripe's own (a local fake).
 */
export type StripeConfig = {
  secretKey: string
  webhookSecret: string
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

/**
 * The Twilio account text messages go out through (docs/decisions/029-providers-and-drivers.md);
 * apiBase is Twilio's own API unless TWILIO_API_BASE names another origin (a local fake).
 */
export type TwilioConfig = {
  accountSid: string
  authToken: string
  from: string
  /** The WhatsApp sender; unset: `from`. */
  whatsappFrom?: string
  apiBase: string
}

/**
 * Where flight status comes from (FLIGHT_STATUS; docs/decisions/036-flight-tracking.md): the
 * offline schedule, shipped or another file (FLIGHT_SCHEDULE_FILE, resolved to an absolute
 * path), or AeroDataBox through RapidAPI (AERODATABOX_API_KEY; apiBase is RapidAPI's address
 * unless AERODATABOX_API_BASE names another, such as a local fake; timeoutMs from
 * FLIGHT_STATUS_TIMEOUT_MS, 5 s by default).
 */
export type FlightStatusConfig =
  | { kind: 'schedule'; scheduleFile?: string }
  | { kind: 'aerodatabox'; apiKey: string; apiBase: string; timeoutMs: number }

export type MapTilesConfig = { url: string; attribution: string | null }

/**
 * Where spans go (OTEL_EXPORTER_OTLP_ENDPOINT, an OTLP/HTTP collector's base address; spans are
 * posted to its /v1/traces) and the service they are reported as (OTEL_SERVICE_NAME).
 */
export type TracingConfig = { endpoint: string; serviceName: string }

export type AppConfig = {
  port: number
  host: string
  database: DatabaseTarget
  dataDir: string
  redisUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  appBaseUrl: string
  currencyRatesUrl: string | undefined
  routingUrl: string | undefined
  geocoder: GeocoderConfig
  webDistDir: string
  logLevel: (typeof logLevels)[number]
  /** Origins allowed to call the API from a browser; empty: the API's own origin only. */
  corsOrigins: string[]
  /** 'off' only for load tests from one address (`npm run test:chaos`); never in production. */
  rateLimits: 'on' | 'off'
  /** Key prefix of the counters in Redis, so separate deployments or test runs never share one. */
  rateLimitNamespace: string
  /** Reverse proxies in front of the API (TRUST_PROXY); empty: none. */
  trustedProxies: string[]
  /** How long a client may take to send a whole request, and its headers alone; then 408. */
  requestTimeoutMs: number
  headersTimeoutMs: number
  /** How long an idle keep-alive connection stays open; longer than a load balancer's idle time. */
  keepAliveTimeoutMs: number
  /**
   * How long a SIGTERM's shutdown may take (requests in flight, the loops' last batch, closing)
   * before the process exits 1 anyway (SHUTDOWN_TIMEOUT_MS, 10 s).
   */
  shutdownTimeoutMs: number
  /**
   * Keys that sign quotes (QUOTE_SIGNING_KEYS), the first signing and all verifying; empty: the
   * key the database keeps (docs/decisions/021-signed-quotes.md).
   */
  quoteSigningKeys: QuoteSigningKey[]
  /** Set when both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are; unset: the sandbox gateway. */
  stripe: StripeConfig | undefined
  /** Stripe's publishable key, handed to the browser's payment form (STRIPE_PUBLISHABLE_KEY). */
  stripePublishableKey: string | undefined
  /** How often each process re-reads open payments (PAYMENT_RECONCILE_INTERVAL_MS); unset: 60 s. */
  paymentReconcileIntervalMs?: number
  /**
   * How long a payment must sit untouched before reconciliation re-reads it, and how long its
   * lease lasts (PAYMENT_RECONCILE_MIN_AGE_MS); unset: 60 s.
   */
  paymentReconcileMinAgeMs?: number
  /**
   * TEST ONLY (RIDELANE_CHAOS_CRASH_AFTER_GATEWAY_SUCCESS=1): the process SIGKILLs itself right
   * after the sandbox reports a card payment succeeded, before the booking is settled, so the
   * chaos test can prove reconciliation confirms it. Refused with Stripe or NODE_ENV=production.
   */
  chaosCrashAfterGatewaySuccess?: boolean
  /**
   * TEST ONLY (RIDELANE_CHAOS_LEASE_SECONDS): how long a claimed mail, text message or scheduled
   * job stays with the process that claimed it (120, 60 and 120 s otherwise), so the chaos test
   * sees a killed process's claims taken over within seconds. Too short for a slow SMTP server or
   * Twilio, hence refused with NODE_ENV=production.
   */
  chaosLeaseSeconds?: number
  /** Set when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are; unset: the log adapter. */
  twilio: TwilioConfig | undefined
  /** How often each process looks for due scheduled jobs and text messages (JOBS_INTERVAL_MS). */
  jobsIntervalMs: number
  /** Where flight status comes from (FLIGHT_STATUS); unset: the offline schedule. */
  flightStatus: FlightStatusConfig
  /**
   * The ride map's tile template and its credit line (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); unset:
   * the map draws its points on a plain background (docs/decisions/041-ride-map.md).
   */
  mapTiles: MapTilesConfig | undefined
  /**
   * When tracked flights are polled (FLIGHT_POLL_HOURS before arrival, then every
   * FLIGHT_POLL_NEAR_MINUTES, and every FLIGHT_POLL_FINAL_MINUTES in the last
   * FLIGHT_POLL_FINAL_WINDOW_MINUTES), and what moves a pickup (FLIGHT_RETIME_THRESHOLD_MINUTES,
   * never sooner than FLIGHT_RETIME_NOTICE_MINUTES from now); docs/decisions/036-flight-tracking.md.
   */
  flightTracking: {
    schedule: FlightPollSchedule
    retimeThresholdMinutes: number
    retimeNoticeMinutes: number
  }
  /**
   * When a driver's steps are allowed (DRIVER_EN_ROUTE_HOURS_BEFORE, default 3 hours before the
   * pickup; DRIVER_ARRIVAL_RADIUS_METERS, default 1000 m from it); docs/product.md#driver-steps.
   */
  driverSteps: DriverStepPolicy
  /**
   * TEST ONLY (RIDELANE_E2E_OUTBOUND_MESSAGES=1): GET /api/v1/e2e/outbound-messages lists the
   * text messages queued, bodies included, so a browser test can open a driver's job link as the
   * mail catcher lets it open mailed links. Refused with NODE_ENV=production.
   */
  e2eOutboundMessages?: boolean
  /**
   * WEBHOOK_ALLOW_PRIVATE=1: partners' webhook endpoints may lead to private, loopback and
   * link-local addresses (tests, or a deployment whose partners sit on its own network). Unset,
   * such addresses are refused when an endpoint is added and again at every delivery.
   */
  webhookAllowPrivate: boolean
  /**
   * The bearer token GET /metrics asks for (METRICS_TOKEN); unset, the metrics are neither
   * collected nor served and /metrics answers 404 (docs/operations.md#metrics).
   */
  metricsToken: string | undefined
  /** Unset without OTEL_EXPORTER_OTLP_ENDPOINT: no tracing at all (docs/operations.md#traces). */
  tracing: TracingConfig | undefined
  /** Not read from the environment: tests shorten the expired-quote clean-up's interval. */
  quoteCleanupIntervalMs?: number
}

/** A setting that stops the process at start; its message is the one line the operator sees. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** The process's environment: the one place the API reads process.env (lint holds it). */
export function environment(): Record<string, string | undefined> {
  return process.env
}

/** Reads the environment once (docs/architecture.md#api); nothing else in the API reads
 * process.env. */
export function loadConfig(env: Record<string, string | undefined> = environment()): AppConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const vars = parsed.data
  const requestTimeoutMs = vars.REQUEST_TIMEOUT_MS ?? 30_000
  const headersTimeoutMs = vars.HEADERS_TIMEOUT_MS ?? Math.min(10_000, requestTimeoutMs)
  // Node refuses a header deadline later than the whole request's.
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      'Invalid configuration: HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    )
  }
  const geocoder = geocoderConfig(vars)
  const stripe = stripeConfig(vars)
  const twilio = twilioConfig(vars)
  const flightStatus = flightStatusConfig(vars)
  const port = vars.PORT ?? 3000
  const chaosCrashAfterGatewaySuccess = vars.RIDELANE_CHAOS_CRASH_AFTER_GATEWAY_SUCCESS === '1'
  // A switch that kills the process on a payment must never reach a real deployment.
  if (chaosCrashAfterGatewaySuccess && (stripe || vars.NODE_ENV === 'production')) {
    throw new ConfigError(
      'Invalid configuration: RIDELANE_CHAOS_CRASH_AFTER_GATEWAY_SUCCESS is for the chaos test only, never with Stripe or NODE_ENV=production',
    )
  }
  if (vars.RIDELANE_CHAOS_LEASE_SECONDS !== undefined && vars.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: RIDELANE_CHAOS_LEASE_SECONDS is for the chaos test only, never with NODE_ENV=production',
    )
  }
  const e2eOutboundMessages = vars.RIDELANE_E2E_OUTBOUND_MESSAGES === '1'
  if (e2eOutboundMessages && vars.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: RIDELANE_E2E_OUTBOUND_MESSAGES is for the browser tests only, never with NODE_ENV=production',
    )
  }
  const dataDir = path.resolve(vars.DATA_DIR ?? '.data')
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    database: vars.DATABASE_URL
      ? {
          driver: 'postgres',
          url: vars.DATABASE_URL,
          poolSize: vars.DATABASE_POOL_SIZE,
          namedStatements: vars.DATABASE_NAMED_STATEMENTS !== 'off',
        }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    redisUrl: vars.REDIS_URL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? 'Ridelane <no-reply@ridelane.local>',
    appBaseUrl: (vars.APP_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    currencyRatesUrl: vars.CURRENCY_RATES_URL,
    routingUrl: vars.ROUTING_URL,
    geocoder,
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? defaultWebDistDir),
    logLevel: vars.LOG_LEVEL ?? 'info',
    corsOrigins: vars.CORS_ORIGINS ?? [],
    rateLimits: vars.RATE_LIMITS ?? 'on',
    rateLimitNamespace: vars.RATE_LIMIT_NAMESPACE ?? 'ridelane-rate-limit:',
    trustedProxies: vars.TRUST_PROXY ?? [],
    quoteSigningKeys: vars.QUOTE_SIGNING_KEYS ?? [],
    stripe,
    stripePublishableKey: vars.STRIPE_PUBLISHABLE_KEY,
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_MS ?? 72_000,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    paymentReconcileIntervalMs: vars.PAYMENT_RECONCILE_INTERVAL_MS,
    paymentReconcileMinAgeMs: vars.PAYMENT_RECONCILE_MIN_AGE_MS,
    chaosCrashAfterGatewaySuccess,
    chaosLeaseSeconds: vars.RIDELANE_CHAOS_LEASE_SECONDS,
    twilio,
    jobsIntervalMs: vars.JOBS_INTERVAL_MS ?? 1000,
    flightStatus,
    mapTiles: vars.MAP_TILE_URL
      ? { url: vars.MAP_TILE_URL, attribution: vars.MAP_TILE_ATTRIBUTION ?? null }
      : undefined,
    flightTracking: {
      schedule: {
        ...defaultFlightPollSchedule,
        ...(vars.FLIGHT_POLL_HOURS ? { checkpointHours: vars.FLIGHT_POLL_HOURS } : {}),
        nearIntervalMinutes:
          vars.FLIGHT_POLL_NEAR_MINUTES ?? defaultFlightPollSchedule.nearIntervalMinutes,
        finalWindowMinutes:
          vars.FLIGHT_POLL_FINAL_WINDOW_MINUTES ?? defaultFlightPollSchedule.finalWindowMinutes,
        finalIntervalMinutes:
          vars.FLIGHT_POLL_FINAL_MINUTES ?? defaultFlightPollSchedule.finalIntervalMinutes,
      },
      retimeThresholdMinutes:
        vars.FLIGHT_RETIME_THRESHOLD_MINUTES ?? FLIGHT_RETIME_THRESHOLD_MINUTES,
      retimeNoticeMinutes: vars.FLIGHT_RETIME_NOTICE_MINUTES ?? FLIGHT_RETIME_NOTICE_MINUTES,
    },
    driverSteps: {
      enRouteHoursBeforePickup:
        vars.DRIVER_EN_ROUTE_HOURS_BEFORE ?? defaultDriverStepPolicy.enRouteHoursBeforePickup,
      arrivalRadiusMeters:
        vars.DRIVER_ARRIVAL_RADIUS_METERS ?? defaultDriverStepPolicy.arrivalRadiusMeters,
    },
    e2eOutboundMessages,
    webhookAllowPrivate: vars.WEBHOOK_ALLOW_PRIVATE === '1',
    metricsToken: vars.METRICS_TOKEN,
    tracing: vars.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT,
          serviceName: vars.OTEL_SERVICE_NAME ?? 'ridelane-api',
        }
      : undefined,
  }
}

function geocoderConfig(vars: z.infer<typeof envSchema>): GeocoderConfig {
  switch (vars.GEOCODER ?? 'gazetteer') {
    case 'photon':
      if (!vars.PHOTON_URL) {
        throw new ConfigError('Invalid configuration: PHOTON_URL must be set when GEOCODER=photon')
      }
      return { kind: 'photon', url: vars.PHOTON_URL }
    case 'google':
      if (!vars.GOOGLE_MAPS_API_KEY) {
        throw new ConfigError(
          'Invalid configuration: GOOGLE_MAPS_API_KEY must be set when GEOCODER=google',
        )
      }
      return { kind: 'google', apiKey: vars.GOOGLE_MAPS_API_KEY }
    default:
      return { kind: 'gazetteer' }
  }
}

function flightStatusConfig(vars: z.infer<typeof envSchema>): FlightStatusConfig {
  if (vars.FLIGHT_STATUS !== 'aerodatabox') {
    const file = vars.FLIGHT_SCHEDULE_FILE
    return file ? { kind: 'schedule', scheduleFile: path.resolve(file) } : { kind: 'schedule' }
  }
  if (!vars.AERODATABOX_API_KEY) {
    throw new ConfigError(
      'Invalid configuration: AERODATABOX_API_KEY must be set when FLIGHT_STATUS=aerodatabox',
    )
  }
  return {
    kind: 'aerodatabox',
    apiKey: vars.AERODATABOX_API_KEY,
    apiBase: (vars.AERODATABOX_API_BASE ?? 'https://aerodatabox.p.rapidapi.com').replace(
      /\/+$/,
      '',
    ),
    timeoutMs: vars.FLIGHT_STATUS_TIMEOUT_MS ?? 5000,
  }
}

function stripeConfig(vars: z.infer<typeof envSchema>): StripeConfig | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = vars
  if (!secretKey && !webhookSecret) return undefined
  // Half a Stripe setup would take payments whose outcome we never hear of, or hear of none.
  if (!secretKey) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY must be set when STRIPE_WEBHOOK_SECRET is',
    )
  }
  if (!webhookSecret) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is',
    )
  }
  if (!vars.STRIPE_API_BASE) return { secretKey, webhookSecret }
  const base = new URL(vars.STRIPE_API_BASE)
  const protocol = base.protocol === 'http:' ? 'http' : 'https'
  return {
    secretKey,
    webhookSecret,
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
    protocol,
  }
}

/** 'A', 'A and B', 'A, B and C'. */
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('')

const twilioRequired = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const

function twilioConfig(vars: z.infer<typeof envSchema>): TwilioConfig | undefined {
  const named = [...twilioRequired, 'TWILIO_WHATSAPP_FROM', 'TWILIO_API_BASE'] as const
  if (named.every((name) => vars[name] === undefined)) return undefined
  // Half a Twilio setup would look configured and send nothing.
  const missing = twilioRequired.filter((name) => vars[name] === undefined)
  if (missing.length > 0) {
    const set = named.filter((name) => vars[name] !== undefined)
    throw new ConfigError(
      `Invalid configuration: ${listed(missing)} must be set when ${listed(set)} ${set.length > 1 ? 'are' : 'is'}`,
    )
  }
  return {
    accountSid: vars.TWILIO_ACCOUNT_SID!,
    authToken: vars.TWILIO_AUTH_TOKEN!,
    from: vars.TWILIO_FROM!,
    ...(vars.TWILIO_WHATSAPP_FROM ? { whatsappFrom: vars.TWILIO_WHATSAPP_FROM } : {}),
    apiBase: (vars.TWILIO_API_BASE ?? 'https://api.twilio.com').replace(/\/+$/, ''),
  }
}
