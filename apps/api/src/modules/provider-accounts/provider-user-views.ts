import type { ProviderUser } from '@ridelane/domain'
import type { ProviderUserRow } from './repository'

/** A portal user as the console and the audit trail show it: never the hash or the secret. */
export function providerUserView(user: ProviderUserRow): ProviderUser {
  return {
    id: user.id,
    provider_id: user.providerId,
    name: user.name,
    email: user.email,
    status: user.status,
    password_set: user.passwordHash !== null,
    two_factor_enabled: user.totpEnabled,
    created_at: user.createdAt.toISOString(),
  }
}
