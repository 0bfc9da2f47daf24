import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { operatorLimits } from '../../src/modules/operators/operator-limits'
import {
  nextCode,
  post,
  signedInAdmin,
  signInStepOne,
  useStepClock,
} from '../../src/modules/operators/operator-test-kit'
import {
  api,
  bearer,
  newProvider,
  signedInProviderUser,
  signIn as providerSignIn,
} from '../../src/modules/provider-accounts/provider-accounts-test-kit'
import { createTestApp } from '../support/create-test-app'

// Issue 30: limits read before a code was checked and counted after let a burst of parallel
// guesses on one ticket try far more codes than the limit. Each burst here sends 299 wrong codes
// and, last, the right one: at most the ticket's tries may be checked, and the right code, sent
// once they are spent, must be refused too.
const BURST = 300
const wrongCodes = Array.from({ length: BURST - 1 }, (_, i) => String(100000 + i))
const codeWrong = 'That code is not valid. Try the current code from your app.'

type Answer = { statusCode: number; json(): { success: boolean; error?: { message: string } } }
function tally(answers: Answer[]) {
  const wrong = answers.filter((a) => a.json().error?.message === codeWrong).length
  const signedIn = answers.filter((a) => a.statusCode === 200).length
  const refused = answers.filter((a) => a.statusCode === 429 || a.statusCode === 401).length
  return { wrong, signedIn, refused }
}

describe('second-factor codes in a burst on one ticket', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
  })
  afterAll(() => app.close())

  it('checks at most the limit of operator codes, and refuses the right one after it', async () => {
    const { ticket } = await signInStepOne(app, admin.email)
    const right = nextCode(admin.secret)
    const answers = await Promise.all(
      [...wrongCodes, right].map((code) => post(app, '/ops/sign-in/verify', { ticket, code })),
    )
    const { wrong, signedIn, refused } = tally(answers)
    expect(wrong).toBeGreaterThan(0)
    expect(wrong).toBeLessThanOrEqual(operatorLimits.codeFailuresPerTicket)
    expect(signedIn).toBe(0)
    expect(refused).toBe(BURST)
    // The ticket stays spent: the right code alone does not open it either.
    const late = await post(app, '/ops/sign-in/verify', { ticket, code: nextCode(admin.secret) })
    expect(late.statusCode).not.toBe(200)
  })

  it('checks at most the limit of provider codes, and refuses the right one after it', async () => {
    const providerId = (await newProvider(app, admin.token)).id
    const user = await signedInProviderUser(app, admin.token, providerId)
    const started = await api(app, 'POST', '/provider/two-factor', undefined, bearer(user.token))
    const secret = started.json().data.secret as string
    const confirm = { code: nextCode(secret) }
    await api(app, 'POST', '/provider/two-factor/confirm', confirm, bearer(user.token))
    const ticket = (await providerSignIn(app, user.email)).json().data.ticket as string

    const right = nextCode(secret)
    const answers = await Promise.all(
      [...wrongCodes, right].map((code) =>
        api(app, 'POST', '/provider/sign-in/code', { ticket, code }),
      ),
    )
    const { wrong, signedIn, refused } = tally(answers)
    expect(wrong).toBeGreaterThan(0)
    expect(wrong).toBeLessThanOrEqual(5)
    expect(signedIn).toBe(0)
    expect(refused).toBe(BURST)
  })
})

describe('second-factor codes in a burst with REDIS_URL', () => {
  it('counts one limit across two API processes', async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      // Counts of its own, so a rerun within the window starts afresh.
      RATE_LIMIT_NAMESPACE: `attempt-limits-${randomUUID()}:`,
    }
    useStepClock()
    const first = await createTestApp({ env })
    const second = await createTestApp({ env })
    try {
      const admin = await signedInAdmin(first)
      const ticket = (await signInStepOne(first, admin.email)).ticket
      const right = nextCode(admin.secret)
      const answers = await Promise.all(
        [...wrongCodes, right].map((code, i) =>
          post(i % 2 ? second : first, '/ops/sign-in/verify', { ticket, code }),
        ),
      )
      const { wrong, signedIn } = tally(answers)
      expect(wrong).toBeLessThanOrEqual(operatorLimits.codeFailuresPerTicket)
      expect(signedIn).toBe(0)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})
