import type { ApiKeyCreateInput, ApiKeyView } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import type { App } from '../../app'
import { partners } from '../../db/schema'
import { bearer, strongPassword, uniqueEmail } from '../partners/partner-test-kit'

// Helpers for this feature's API tests only; nothing in the app imports this file.

let addresses = 0

/**
 * An approved partner signed in to the portal, each signing up from an address of its own so a
 * file may make more partners than one address may sign up.
 */
export async function keyPartner(app: App, discountPercent = 10) {
  const email = uniqueEmail('keys')
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/partners/signup',
    payload: { email, contact_number: '+14155550100', password: strongPassword },
    remoteAddress: `198.51.100.${(addresses++ % 250) + 1}`,
  })
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`)
  await app.mailOutbox.deliverNow()
  const token = (response.json() as { data: { token: string } }).data.token
  const profile = await app.inject({ url: '/api/v1/partners/profile', headers: bearer(token) })
  const partnerId = (profile.json() as { data: { partner: { id: string } } }).data.partner.id
  await app.db
    .update(partners)
    .set({ status: 'active', discountPercent, emailConfirmedAt: new Date() })
    .where(eq(partners.id, partnerId))
  return { email, token, partnerId }
}

export const allScopes = ['quotes', 'bookings:read', 'bookings:write'] as const

/** Creates a key as the partner's portal session; answers the whole key and its view. */
export async function createKey(
  app: App,
  sessionToken: string,
  input: Partial<ApiKeyCreateInput> = {},
): Promise<{ key: string; view: ApiKeyView }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/partners/api-keys',
    headers: bearer(sessionToken),
    payload: { name: 'Booking engine', mode: 'live', scopes: [...allScopes], ...input },
  })
  if (response.statusCode !== 201) throw new Error(`key not created: ${response.body}`)
  const data = response.json().data as { key: string; api_key: ApiKeyView }
  return { key: data.key, view: data.api_key }
}

export async function listKeys(app: App, sessionToken: string): Promise<ApiKeyView[]> {
  const response = await app.inject({
    url: '/api/v1/partners/api-keys',
    headers: bearer(sessionToken),
  })
  if (response.statusCode !== 200) throw new Error(`keys not listed: ${response.body}`)
  return (response.json().data as { api_keys: ApiKeyView[] }).api_keys
}

export const revokeKey = (app: App, token: string, id: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/partners/api-keys/${id}/revoke`,
    headers: bearer(token),
  })
