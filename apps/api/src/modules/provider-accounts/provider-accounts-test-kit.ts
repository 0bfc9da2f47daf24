import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { App } from '../../app'
import { bearer, lastMailTo } from '../operators/operator-test-kit'
import { createdProvider, providerBody } from '../registry/registry-test-kit'

// Helpers for this feature's API tests only; nothing in the app imports this file.

export const providerUserPassword = 'Portal#2026x'
export { bearer }

export function uniqueUserEmail(name = 'desk') {
  return `${name}-${randomUUID().slice(0, 8)}@provider.example`
}

export function api(app: App, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) {
  return app.inject({ method, url: `/api/v1${url}`, payload, headers })
}

/** A provider with a unique name, made by the admin. */
export async function newProvider(app: App, adminToken: string) {
  const name = `Cabs ${randomUUID().slice(0, 6)}`
  const provider = await createdProvider(app, adminToken, { ...providerBody, name })
  return { id: provider.id, name }
}

export const setPasswordLinkIn = (text: string) => {
  const link = /https?:\/\/\S+\/provider\/set-password#token=[\w-]+/.exec(text)?.[0]
  if (!link) throw new Error(`no set-password link in: ${text}`)
  return link
}
export const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '')

/** The token of the newest set-password link mailed to `email`. */
export async function mailedToken(app: App, email: string) {
  const mail = await lastMailTo(app, email)
  if (!mail) throw new Error(`no mail to ${email}`)
  return tokenOf(setPasswordLinkIn(mail.textBody))
}

export async function invite(app: App, adminToken: string, providerId: string, email: string) {
  const response = await api(
    app,
    'POST',
    `/ops/providers/${providerId}/users`,
    { name: 'Meera Shah', email },
    bearer(adminToken),
  )
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.user as { id: string; email: string }
}

export function signIn(app: App, email: string, password = providerUserPassword, address?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/provider/sign-in',
    payload: { email, password },
    ...(address ? { remoteAddress: address } : {}),
  })
}

/** Invited, password set from the mailed link, signed in: the user's id, email and token. */
export async function signedInProviderUser(app: App, adminToken: string, providerId: string) {
  const email = uniqueUserEmail()
  const user = await invite(app, adminToken, providerId, email)
  const set = await api(app, 'POST', '/provider/password', {
    token: await mailedToken(app, email),
    password: providerUserPassword,
  })
  expect(set.statusCode, set.body).toBe(200)
  const signedIn = await signIn(app, email)
  expect(signedIn.statusCode, signedIn.body).toBe(200)
  return { id: user.id, email, token: signedIn.json().data.token as string }
}
