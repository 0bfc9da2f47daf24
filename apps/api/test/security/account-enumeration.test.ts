import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { partnerLimits } from '../../src/modules/partners/partner-limits'
import {
  logIn,
  signUp,
  strongPassword,
  uniqueEmail,
} from '../../src/modules/partners/partner-test-kit'
import { createTestApp } from '../support/create-test-app'
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server'

// What a stranger probing emails sees: the answers for an account and for no account, side by side.
let smtp: TestSmtpServer
let app: App
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  app = await createTestApp({ env: { SMTP_URL: smtp.url } })
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> }
// Headers that differ on every response, whoever asks.
const perResponse = new Set(['date', 'x-request-id', 'content-length'])
const headerNames = (answer: Answer) =>
  Object.keys(answer.headers)
    .filter((name) => !perResponse.has(name))
    .sort()

function expectAlike(known: Answer, unknown: Answer) {
  expect(known.statusCode).toBe(unknown.statusCode)
  expect(known.body).toBe(unknown.body)
  expect(headerNames(known)).toEqual(headerNames(unknown))
}

let lastAddress = 0
const nextAddress = () => `10.77.0.${++lastAddress}`

describe('account enumeration', () => {
  it('sign-in answers a wrong password exactly as an unknown email', async () => {
    const { email } = await signUp(app)
    const known = await logIn(app, email, 'Wrong#Guess1', nextAddress())
    const unknown = await logIn(app, uniqueEmail('nobody'), 'Wrong#Guess1', nextAddress())
    expect(known.statusCode).toBe(401)
    expectAlike(known, unknown)
  })

  it('sign-in refuses a probing address for an account exactly as for an unknown email', async () => {
    const { email } = await signUp(app)
    const stranger = uniqueEmail('nobody')
    const prober = nextAddress()
    for (let i = 0; i < partnerLimits.signInFailuresPerEmailAndAddress; i++) {
      expectAlike(
        await logIn(app, email, 'Wrong#Guess1', prober),
        await logIn(app, stranger, 'Wrong#Guess1', prober),
      )
    }
    const known = await logIn(app, email, strongPassword, prober)
    const unknown = await logIn(app, stranger, strongPassword, prober)
    expect(known.statusCode).toBe(429)
    expectAlike(known, unknown)
  })

  it('sign-in slows a probed account exactly as an unknown email', async () => {
    const { email } = await signUp(app)
    const stranger = uniqueEmail('nobody')
    for (let i = 0; i < partnerLimits.signInFailuresBeforeDelay; i++) {
      expectAlike(
        await logIn(app, email, 'Wrong#Guess1', nextAddress()),
        await logIn(app, stranger, 'Wrong#Guess1', nextAddress()),
      )
    }
    const timed = async (address: string) => {
      const started = performance.now()
      const answer = await logIn(app, address, 'Wrong#Guess1', nextAddress())
      return { answer, ms: performance.now() - started }
    }
    const [known, unknown] = await Promise.all([timed(email), timed(stranger)])
    expectAlike(known.answer, unknown.answer)
    expect(known.answer.statusCode).toBe(401)
    expect(known.ms).toBeGreaterThanOrEqual(1000)
    expect(unknown.ms).toBeGreaterThanOrEqual(1000)
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(500)
  })

  it('forgot-password answers every email alike and mails only the account', async () => {
    const { email } = await signUp(app)
    const ask = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/partners/request-password-reset',
        payload: { email: address },
        remoteAddress: nextAddress(),
      })
    const before = smtp.messages.length
    const known = await ask(email)
    const shouted = await ask(email.toUpperCase())
    const unknown = await ask(uniqueEmail('nobody'))
    expect(known.statusCode).toBe(200)
    expectAlike(known, unknown)
    expectAlike(shouted, unknown)
    await smtp.waitForMessages(before + 2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages.slice(before).map((mail) => mail.to)).toEqual([[email], [email]])
  })

  it('sign-up tells a taken email apart — the one documented difference — and nothing more', async () => {
    // docs/decisions/003-partner-accounts.md: a duplicate email gets a clear 409 by design, so
    // sign-up is the one door that tells; it is capped per address and as slow as a free email.
    const { email, partnerId } = await signUp(app)
    const signup = (address: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/partners/signup',
        payload: { email: address, contact_number: '+14155550100', password },
      })
    const taken = await signup(email, 'Other#Secret9')
    const takenShouted = await signup(email.toUpperCase(), 'Other#Secret9')
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({
      success: false,
      error: {
        code: 'CONFLICT',
        message: 'An account with this email already exists. Please sign in instead.',
      },
    })
    expectAlike(taken, takenShouted)
    // The answer names no account and signs nobody in; the account keeps its password.
    expect(taken.body).not.toContain(email)
    expect(taken.body).not.toContain(partnerId)
    expect(taken.body).not.toContain('"token"')
    expect((await logIn(app, email, 'Other#Secret9', nextAddress())).statusCode).toBe(401)
    expect((await logIn(app, email, strongPassword, nextAddress())).statusCode).toBe(200)

    const free = await signup(uniqueEmail('fresh'), 'Other#Secret9')
    expect(free.statusCode).toBe(201)
    expect(headerNames(free)).toEqual(headerNames(taken))
  })
})
