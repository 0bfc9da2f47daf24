import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'

const configError = (env: Record<string, string>) => {
  try {
    loadConfig(env)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the configuration to be refused')
}

describe('loadConfig', () => {
  it('runs with no settings at all', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('.data'),
      database: { driver: 'pglite', dataDir: path.resolve('.data', 'pglite') },
      appBaseUrl: 'http://localhost:3000',
      mailFrom: 'Ridelane <no-reply@ridelane.local>',
      logLevel: 'info',
      smtpUrl: undefined,
    })
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/)
  })

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://ridelane@db:5432/ridelane',
      SMTP_URL: 'smtp://mail:25',
      APP_BASE_URL: 'https://ridelane.example/',
      ROUTING_URL: 'https://osrm.example',
      LOG_LEVEL: 'warn',
    })
    expect(config).toMatchObject({
      port: 8080,
      database: { driver: 'postgres', url: 'postgres://ridelane@db:5432/ridelane' },
      smtpUrl: 'smtp://mail:25',
      appBaseUrl: 'https://ridelane.example',
      routingUrl: 'https://osrm.example',
      logLevel: 'warn',
    })
  })

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      database: { driver: 'pglite' },
    })
  })

  it.each(['abc', '0', '70000', '80.5'])('names PORT when it is %s', (port) => {
    expect(configError({ PORT: port })).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535',
    )
  })

  it('names DATABASE_URL when it is no PostgreSQL URL', () => {
    expect(configError({ DATABASE_URL: 'mysql://db/ridelane' })).toBe(
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://',
    )
    expect(configError({ DATABASE_URL: 'not a url' })).toBe(
      'Invalid configuration: DATABASE_URL must be a valid URL (postgres:// or postgresql://…)',
    )
  })

  it('reads the PostgreSQL pool size, and leaves it to the machine when unset', () => {
    const url = 'postgres://ridelane@db:5432/ridelane'
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '6' }).database).toEqual({
      driver: 'postgres',
      url,
      poolSize: 6,
      namedStatements: true,
    })
    expect(loadConfig({ DATABASE_URL: url }).database).toMatchObject({ poolSize: undefined })
  })

  it('names repeated statements unless DATABASE_NAMED_STATEMENTS is off', () => {
    const url = 'postgres://ridelane@db:5432/ridelane'
    expect(loadConfig({ DATABASE_URL: url }).database).toMatchObject({ namedStatements: true })
    expect(
      loadConfig({ DATABASE_URL: url, DATABASE_NAMED_STATEMENTS: 'off' }).database,
    ).toMatchObject({ namedStatements: false })
    expect(configError({ DATABASE_NAMED_STATEMENTS: 'maybe' })).toBe(
      'Invalid configuration: DATABASE_NAMED_STATEMENTS must be on or off',
    )
  })

  it.each(['0', '101', '2.5', 'many'])('names DATABASE_POOL_SIZE when it is %s', (size) => {
    expect(configError({ DATABASE_POOL_SIZE: size })).toBe(
      'Invalid configuration: DATABASE_POOL_SIZE must be a whole number between 1 and 100',
    )
  })

  it('names every bad setting on one line', () => {
    expect(configError({ PORT: 'x', LOG_LEVEL: 'loud' })).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535; ' +
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    )
  })

  it('lists the proxies in front of the API, none by default', () => {
    expect(loadConfig({}).trustedProxies).toEqual([])
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      'loopback',
    ])
    expect(configError({ TRUST_PROXY: 'proxy one' })).toBe(
      'Invalid configuration: TRUST_PROXY must be a comma-separated list of proxy addresses or ranges such as 10.0.0.0/8',
    )
  })

  it('reads the quote-signing keys in order, none (the database key) by default', () => {
    const secretA = 'a'.repeat(32)
    const secretB = 'b:c'.repeat(12)
    expect(loadConfig({}).quoteSigningKeys).toEqual([])
    expect(
      loadConfig({ QUOTE_SIGNING_KEYS: ` q2026b:${secretB}, q2026a:${secretA} ` }).quoteSigningKeys,
    ).toEqual([
      { kid: 'q2026b', secret: secretB },
      { kid: 'q2026a', secret: secretA },
    ])
    const shape =
      'Invalid configuration: QUOTE_SIGNING_KEYS must be a comma-separated list of id:secret keys, each id of letters, digits, _ or - and each secret at least 32 characters'
    expect(configError({ QUOTE_SIGNING_KEYS: 'k1:short' })).toBe(shape)
    expect(configError({ QUOTE_SIGNING_KEYS: secretA })).toBe(shape)
    expect(configError({ QUOTE_SIGNING_KEYS: `k 1:${secretA}` })).toBe(shape)
    expect(configError({ QUOTE_SIGNING_KEYS: `k1:${secretA},k1:${secretB}` })).toBe(
      'Invalid configuration: QUOTE_SIGNING_KEYS must not name the same key id twice',
    )
  })

  it('keeps rate limits on unless told off', () => {
    expect(loadConfig({}).rateLimits).toBe('on')
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe('off')
    expect(configError({ RATE_LIMITS: 'maybe' })).toBe(
      'Invalid configuration: RATE_LIMITS must be on or off',
    )
  })

  it('sets server timeouts, with defaults that never wait forever', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
    })
    expect(
      loadConfig({
        REQUEST_TIMEOUT_MS: '5000',
        HEADERS_TIMEOUT_MS: '2000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
      }),
    ).toMatchObject({ requestTimeoutMs: 5000, headersTimeoutMs: 2000, keepAliveTimeoutMs: 65_000 })
    // A short request deadline pulls the header deadline down with it.
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '4000' }).headersTimeoutMs).toBe(4000)
    expect(configError({ REQUEST_TIMEOUT_MS: '0' })).toBe(
      'Invalid configuration: REQUEST_TIMEOUT_MS must be a whole number of milliseconds between 100 and 600000',
    )
    expect(configError({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '3000' })).toBe(
      'Invalid configuration: HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    )
  })

  it('reads the payment reconciliation timings, leaving the minute defaults when unset', () => {
    expect(loadConfig({})).toMatchObject({
      paymentReconcileIntervalMs: undefined,
      paymentReconcileMinAgeMs: undefined,
    })
    expect(
      loadConfig({ PAYMENT_RECONCILE_INTERVAL_MS: '500', PAYMENT_RECONCILE_MIN_AGE_MS: '1000' }),
    ).toMatchObject({ paymentReconcileIntervalMs: 500, paymentReconcileMinAgeMs: 1000 })
    expect(configError({ PAYMENT_RECONCILE_MIN_AGE_MS: '10' })).toBe(
      'Invalid configuration: PAYMENT_RECONCILE_MIN_AGE_MS must be a whole number of milliseconds between 100 and 3600000',
    )
  })

  it('takes the chaos crash switch only for a sandbox, non-production run', () => {
    const flag = 'RIDELANE_CHAOS_CRASH_AFTER_GATEWAY_SUCCESS'
    expect(loadConfig({}).chaosCrashAfterGatewaySuccess).toBe(false)
    expect(loadConfig({ [flag]: '0' }).chaosCrashAfterGatewaySuccess).toBe(false)
    expect(loadConfig({ [flag]: '1' }).chaosCrashAfterGatewaySuccess).toBe(true)
    expect(configError({ [flag]: 'yes' })).toBe(`Invalid configuration: ${flag} must be 0 or 1`)
    const refused = `Invalid configuration: ${flag} is for the chaos test only, never with Stripe or NODE_ENV=production`
    expect(configError({ [flag]: '1', NODE_ENV: 'production' })).toBe(refused)
    expect(
      configError({
        [flag]: '1',
        STRIPE_SECRET_KEY: 'sk_test_51abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_xyz',
      }),
    ).toBe(refused)
  })

  describe('Stripe', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_xyz' }

    it('uses no Stripe account unless both key and webhook secret are set', () => {
      expect(loadConfig({}).stripe).toBeUndefined()
      expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe).toBe(
        undefined,
      )
      expect(loadConfig(keys).stripe).toEqual({
        secretKey: 'sk_test_51abc',
        webhookSecret: 'whsec_xyz',
      })
    })

    it('names the missing half of a Stripe setup', () => {
      expect(configError({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toBe(
        'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is',
      )
      expect(configError({ STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET })).toBe(
        'Invalid configuration: STRIPE_SECRET_KEY must be set when STRIPE_WEBHOOK_SECRET is',
      )
    })

    it('refuses keys of the wrong kind without echoing them', () => {
      const swapped = configError({
        STRIPE_SECRET_KEY: keys.STRIPE_WEBHOOK_SECRET,
        STRIPE_WEBHOOK_SECRET: keys.STRIPE_SECRET_KEY,
      })
      expect(swapped).toBe(
        'Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…); ' +
          'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)',
      )
      expect(swapped).not.toContain('51abc')
      // A publishable key belongs in the browser, never here.
      expect(configError({ ...keys, STRIPE_SECRET_KEY: 'pk_test_51abc' })).toMatch(
        /^Invalid configuration: STRIPE_SECRET_KEY must be/,
      )
    })

    it('points the SDK at another API host when STRIPE_API_BASE is set', () => {
      expect(loadConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe).toEqual({
        secretKey: 'sk_test_51abc',
        webhookSecret: 'whsec_xyz',
        host: '127.0.0.1',
        port: 12111,
        protocol: 'http',
      })
      expect(
        loadConfig({ ...keys, STRIPE_API_BASE: 'https://stripe-mock.internal/' }).stripe,
      ).toMatchObject({ host: 'stripe-mock.internal', port: 443, protocol: 'https' })
      expect(configError({ ...keys, STRIPE_API_BASE: 'ftp://stripe.example' })).toBe(
        'Invalid configuration: STRIPE_API_BASE must start with http:// or https://',
      )
      expect(configError({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111/v1' })).toBe(
        'Invalid configuration: STRIPE_API_BASE must be an origin with no path, such as http://127.0.0.1:12111',
      )
    })

    it('reads the publishable key for the browser’s payment form, and refuses a secret one', () => {
      expect(loadConfig({}).stripePublishableKey).toBeUndefined()
      expect(
        loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc' }).stripePublishableKey,
      ).toBe('pk_test_51abc')
      expect(configError({ ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_51abc' })).toBe(
        'Invalid configuration: STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_…)',
      )
    })
  })
})
