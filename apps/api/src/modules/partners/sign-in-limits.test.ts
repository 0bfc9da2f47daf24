import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { partnerLimits, signInDelayMs } from './partner-limits'
import { logIn, signUp, strongPassword, uniqueEmail } from './partner-test-kit'

const invalid = {
  success: false,
  error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' },
}
const tooMany = {
  success: false,
  error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Try again later.' },
}
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

describe('partner sign-in', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('answers a wrong password and an unknown email alike, in similar time', async () => {
    const { email } = await signUp(app)
    const wrongPassword = await logIn(app, email, 'Wrong#2025')
    const unknownEmail = await logIn(app, uniqueEmail('nobody'), 'Wrong#2025')
    // The fastest of a few tries, so a busy machine does not decide the comparison.
    const fastest = async (attempt: () => Promise<unknown>) => {
      const times: number[] = []
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        await attempt()
        times.push(performance.now() - started)
      }
      return Math.min(...times)
    }
    const wrongPasswordMs = await fastest(() => logIn(app, email, 'Wrong#2025', randomAddress()))
    const unknownEmailMs = await fastest(() =>
      logIn(app, uniqueEmail('nobody'), 'Wrong#2025', randomAddress()),
    )

    expect(wrongPassword.statusCode).toBe(401)
    expect(unknownEmail.statusCode).toBe(401)
    expect(wrongPassword.json()).toEqual(invalid)
    expect(unknownEmail.json()).toEqual(invalid)
    // Both verify an argon2id hash; a skipped check would answer several times faster.
    expect(unknownEmailMs).toBeGreaterThan(wrongPasswordMs / 3)
  })

  it('refuses the address that failed too often for an email, not the owner elsewhere', async () => {
    const { email } = await signUp(app)
    const attacker = randomAddress()
    for (let i = 0; i < partnerLimits.signInFailuresPerEmailAndAddress; i++) {
      expect((await logIn(app, email, 'Wrong#2025', attacker)).statusCode).toBe(401)
    }
    // The attacker's address is stopped, even when it finally guesses right…
    const blocked = await logIn(app, email, strongPassword, attacker)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual(tooMany)
    // …while the owner, from another address, still signs in with the right password.
    const owner = await logIn(app, email, strongPassword, randomAddress())
    expect(owner.statusCode).toBe(200)
    expect(owner.json().data.token).toMatch(/^[\w-]{43}$/)
  })

  it('slows every attempt for an email failed from many addresses, but never locks it', async () => {
    const { email } = await signUp(app)
    for (let i = 0; i < partnerLimits.signInFailuresBeforeDelay; i++) {
      expect((await logIn(app, email, 'Wrong#2025', randomAddress())).statusCode).toBe(401)
    }
    const timed = async (password: string) => {
      const started = performance.now()
      const response = await logIn(app, email, password, randomAddress())
      return { status: response.statusCode, ms: performance.now() - started }
    }
    // Each further failure doubles the wait: 1 s, then 2 s.
    const guess = await timed('Wrong#2025')
    expect(guess.status).toBe(401)
    expect(guess.ms).toBeGreaterThanOrEqual(signInDelayMs(partnerLimits.signInFailuresBeforeDelay))
    const owner = await timed(strongPassword)
    expect(owner.status).toBe(200)
    expect(owner.ms).toBeGreaterThanOrEqual(2000)
  })

  it('waits longer per failure, up to 5 seconds', () => {
    const first = partnerLimits.signInFailuresBeforeDelay
    expect(
      [first - 1, first, first + 1, first + 2, first + 3, first + 50].map(signInDelayMs),
    ).toEqual([0, 1000, 2000, 4000, 5000, 5000])
  })

  it('answers 429 once an address has had too many failures across accounts', async () => {
    const address = randomAddress()
    for (let i = 0; i < partnerLimits.signInFailuresPerAddress; i++) {
      expect((await logIn(app, uniqueEmail(), 'Wrong#2025', address)).statusCode).toBe(401)
    }
    const { email } = await signUp(app)
    expect((await logIn(app, email, strongPassword, address)).json()).toEqual(tooMany)
    expect((await logIn(app, email, strongPassword, randomAddress())).statusCode).toBe(200)
  })
})

describe('sign-in limits with REDIS_URL', () => {
  it('are shared by two API processes', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }
    const first = await createTestApp({ env })
    const second = await createTestApp({ env })
    try {
      const email = uniqueEmail()
      const attacker = randomAddress()
      const half = partnerLimits.signInFailuresPerEmailAndAddress / 2
      for (let i = 0; i < half; i++) {
        expect((await logIn(first, email, 'Wrong#2025', attacker)).statusCode).toBe(401)
        expect((await logIn(second, email, 'Wrong#2025', attacker)).statusCode).toBe(401)
      }
      expect((await logIn(first, email, 'Wrong#2025', attacker)).json()).toEqual(tooMany)
      expect((await logIn(second, email, 'Wrong#2025', attacker)).json()).toEqual(tooMany)
      // The email's failures slow the next attempt from elsewhere on either process.
      const started = performance.now()
      expect((await logIn(second, email, 'Wrong#2025', randomAddress())).statusCode).toBe(401)
      expect(performance.now() - started).toBeGreaterThanOrEqual(1000)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})
