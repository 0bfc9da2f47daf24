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
    })
    expect(loadConfig({ DATABASE_URL: url }).database).toMatchObject({ poolSize: undefined })
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
})
