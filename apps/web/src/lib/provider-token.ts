// Equal to PROVIDER_TOKEN_KEY of @ridelane/domain (provider-token.test.ts checks), apart from the
// partner's and the operator's keys so one browser keeps the sessions apart.
export const PROVIDER_TOKEN_KEY = 'provider_token'

export function readProviderToken(): string | null {
  try {
    return localStorage.getItem(PROVIDER_TOKEN_KEY)
  } catch {
    return null
  }
}

export function storeProviderToken(token: string): void {
  localStorage.setItem(PROVIDER_TOKEN_KEY, token)
}

export function clearProviderToken(): void {
  localStorage.removeItem(PROVIDER_TOKEN_KEY)
}
