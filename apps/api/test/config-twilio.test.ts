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

const sid = `AC${'a1'.repeat(16)}`
const twilio = { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' }

describe('the Twilio settings', () => {
  it('uses the log adapter unless Twilio is set', () => {
    expect(loadConfig({}).twilio).toBeUndefined()
    expect(loadConfig({ TWILIO_ACCOUNT_SID: '', TWILIO_FROM: '' }).twilio).toBeUndefined()
  })

  it("reads a whole setup, on Twilio's API unless TWILIO_API_BASE names another", () => {
    expect(loadConfig(twilio).twilio).toEqual({
      accountSid: sid,
      authToken: 'token',
      from: '+15005550006',
      apiBase: 'https://api.twilio.com',
    })
    const local = loadConfig({
      ...twilio,
      TWILIO_WHATSAPP_FROM: 'whatsapp:+15005550007',
      TWILIO_API_BASE: 'http://127.0.0.1:4010',
    }).twilio
    expect(local).toMatchObject({ whatsappFrom: '+15005550007', apiBase: 'http://127.0.0.1:4010' })
    expect(loadConfig({ ...twilio, TWILIO_FROM: 'Ridelane' }).twilio?.from).toBe('Ridelane')
  })

  it('names what a partial setup lacks, in one line', () => {
    expect(configError({ TWILIO_ACCOUNT_SID: sid })).toBe(
      'Invalid configuration: TWILIO_AUTH_TOKEN and TWILIO_FROM must be set when TWILIO_ACCOUNT_SID is',
    )
    expect(configError({ TWILIO_API_BASE: 'http://127.0.0.1:4010' })).toBe(
      'Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set when TWILIO_API_BASE is',
    )
    expect(configError({ ...twilio, TWILIO_AUTH_TOKEN: '' })).toBe(
      'Invalid configuration: TWILIO_AUTH_TOKEN must be set when TWILIO_ACCOUNT_SID and TWILIO_FROM are',
    )
  })

  it('refuses values of the wrong shape without echoing them', () => {
    const swapped = configError({ ...twilio, TWILIO_ACCOUNT_SID: 'secret-token-value' })
    expect(swapped).toBe(
      'Invalid configuration: TWILIO_ACCOUNT_SID must be a Twilio account SID (AC…)',
    )
    expect(configError({ ...twilio, TWILIO_FROM: '0123' })).toMatch(
      /^Invalid configuration: TWILIO_FROM must be/,
    )
    expect(configError({ ...twilio, TWILIO_API_BASE: 'http://127.0.0.1:4010/twilio' })).toMatch(
      /^Invalid configuration: TWILIO_API_BASE must be an origin/,
    )
  })

  it('reads JOBS_INTERVAL_MS, 1 s by default', () => {
    expect(loadConfig({}).jobsIntervalMs).toBe(1000)
    expect(loadConfig({ JOBS_INTERVAL_MS: '250' }).jobsIntervalMs).toBe(250)
    expect(configError({ JOBS_INTERVAL_MS: '5' })).toBe(
      'Invalid configuration: JOBS_INTERVAL_MS must be a whole number of milliseconds between 100 and 600000',
    )
  })

  it('takes RIDELANE_CHAOS_LEASE_SECONDS for the chaos test only, never in production', () => {
    const flag = 'RIDELANE_CHAOS_LEASE_SECONDS'
    expect(loadConfig({}).chaosLeaseSeconds).toBeUndefined()
    expect(loadConfig({ [flag]: '5' }).chaosLeaseSeconds).toBe(5)
    expect(configError({ [flag]: '1' })).toBe(
      `Invalid configuration: ${flag} must be a whole number of seconds between 2 and 120`,
    )
    expect(configError({ [flag]: '5', NODE_ENV: 'production' })).toBe(
      `Invalid configuration: ${flag} is for the chaos test only, never with NODE_ENV=production`,
    )
  })
})
