import { randomUUID } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import type { App } from '../../src/app'
import { createAdmin } from '../../src/modules/operators/create-admin'

const randomByte = () => Math.floor(Math.random() * 256)
const remoteAddress = () => `10.${randomByte()}.${randomByte()}.${randomByte()}`

async function post(app: App, url: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: remoteAddress(),
  })
  return response.json<{ data: Record<string, string> }>().data
}

/**
 * A live admin session (a fresh admin each time, so their TOTP steps are unused), so part of the
 * fuzzing reaches the operator console's handlers, admin-only ones included.
 */
export async function signedInOperatorToken(app: App): Promise<string> {
  const email = `fuzz-admin-${randomUUID()}@example.com`
  const password = 'Str0ng!pass'
  const { link } = await createAdmin(app.db, 'http://fuzz.example', email)
  await post(app, '/api/v1/ops/set-password', { token: new URL(link).hash.slice(7), password })
  const { ticket } = await post(app, '/api/v1/ops/sign-in', { email, password })
  const { secret } = await post(app, '/api/v1/ops/sign-in/enrol', { ticket: ticket! })
  const code = TOTP.generate({ secret: Secret.fromBase32(secret!) })
  return (await post(app, '/api/v1/ops/sign-in/enrol/confirm', { ticket: ticket!, code })).token!
}

/** The token if it still works (a fuzzed sign-out may have ended it), else a new one. */
export async function liveOperatorToken(app: App, token: string | undefined): Promise<string> {
  if (token) {
    const check = await app.inject({
      url: '/api/v1/ops/me',
      headers: { authorization: `Bearer ${token}` },
    })
    if (check.statusCode === 200) return token
  }
  return signedInOperatorToken(app)
}
