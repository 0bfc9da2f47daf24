// Equal to PARTNER_TOKEN_KEY of @ridelane/domain (partner-token.test.ts checks). Importing it would
// pull that module's zod schemas into the entry chunk that every page loads.
export const PARTNER_TOKEN_KEY = 'partner_token'

export function readPartnerToken(): string | null {
  try {
    return localStorage.getItem(PARTNER_TOKEN_KEY)
  } catch {
    return null
  }
}

export function storePartnerToken(token: string): void {
  localStorage.setItem(PARTNER_TOKEN_KEY, token)
}

export function clearPartnerToken(): void {
  localStorage.removeItem(PARTNER_TOKEN_KEY)
}
