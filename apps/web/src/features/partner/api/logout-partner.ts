import { apiRequest } from '@/lib/api-client'

/** Revokes the session on the server; the caller forgets the token whatever the outcome. */
export function logoutPartner(): Promise<void> {
  return apiRequest('/partners/logout', { method: 'POST' })
}
