import { randomUUID } from 'node:crypto'
import type { App } from '../../src/app'

/**
 * A live partner session, so part of the fuzzing runs signed in and reaches the handlers behind
 * the sign-in check. Undefined when the API has no partner sign-up (yet).
 */
export async function signedInPartnerToken(app: App): Promise<string | undefined> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/partners/signup',
    remoteAddress: `10.${randomByte()}.${randomByte()}.${randomByte()}`,
    payload: {
      email: `fuzz-${randomUUID()}@example.com`,
      contact_number: '+15551234567',
      password: 'Str0ng!pass',
    },
  })
  return response.statusCode < 300
    ? response.json<{ data: { token: string } }>().data.token
    : undefined
}

/** The token if it still works (a fuzzed logout may have ended it), else a new one. */
export async function liveToken(app: App, token: string | undefined): Promise<string | undefined> {
  if (token) {
    const check = await app.inject({
      method: 'GET',
      url: '/api/v1/partners/profile',
      headers: { authorization: `Bearer ${token}` },
    })
    if (check.statusCode === 200) return token
  }
  return signedInPartnerToken(app)
}

const randomByte = () => Math.floor(Math.random() * 256)
