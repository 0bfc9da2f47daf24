import path from 'node:path'
import { z } from 'zod'
import { defaultWebDistDir } from './app-paths'

/**
 * Where the API keeps its data: PGlite files in a folder (in memory without one, optionally
 * starting from a `dumpDataDir` snapshot), or a PostgreSQL server.
 */
export type DatabaseTarget =
  { driver: 'pglite'; dataDir?: string; snapshot?: Blob } | { driver: 'postgres'; url: string }

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

// Empty values count as unset, so `PORT=` in a .env file falls back to the default.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

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
  DATA_DIR: optional(z.string()),
  REDIS_URL: optional(urlWithScheme(['redis', 'rediss'])),
  SMTP_URL: optional(urlWithScheme(['smtp', 'smtps'])),
  MAIL_FROM: optional(z.string()),
  APP_BASE_URL: optional(urlWithScheme(['http', 'https'])),
  CURRENCY_RATES_URL: optional(urlWithScheme(['http', 'https'])),
  ROUTING_URL: optional(urlWithScheme(['http', 'https'])),
  WEB_DIST_DIR: optional(z.string()),
  LOG_LEVEL: optional(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })),
  CORS_ORIGINS: optional(corsOrigins),
  RATE_LIMITS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  RATE_LIMIT_NAMESPACE: optional(z.string().max(100)),
  // The reverse proxies in front of the API, whose X-Forwarded-For names the client address that
  // rate limits count by: addresses, CIDR ranges or proxy-addr's names (loopback, uniquelocal).
  // Unset: the API faces clients directly and the header is ignored.
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
}

/** A setting that stops the process at start; its message is the one line the operator sees. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the environment once (STYLE.md habit 9); nothing else in the API reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const vars = parsed.data
  const port = vars.PORT ?? 3000
  const dataDir = path.resolve(vars.DATA_DIR ?? '.data')
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    redisUrl: vars.REDIS_URL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? 'Ridelane <no-reply@ridelane.local>',
    appBaseUrl: (vars.APP_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    currencyRatesUrl: vars.CURRENCY_RATES_URL,
    routingUrl: vars.ROUTING_URL,
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? defaultWebDistDir),
    logLevel: vars.LOG_LEVEL ?? 'info',
    corsOrigins: vars.CORS_ORIGINS ?? [],
    rateLimits: vars.RATE_LIMITS ?? 'on',
    rateLimitNamespace: vars.RATE_LIMIT_NAMESPACE ?? 'ridelane-rate-limit:',
    trustedProxies: vars.TRUST_PROXY ?? [],
  }
}
