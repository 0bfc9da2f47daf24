// Equal to OPERATOR_TOKEN_KEY of @ridelane/domain (operator-token.test.ts checks), apart from the
// partner's key so a browser signed in to both keeps the two sessions apart.
export const OPERATOR_TOKEN_KEY = 'ops_token'

export function readOperatorToken(): string | null {
  try {
    return localStorage.getItem(OPERATOR_TOKEN_KEY)
  } catch {
    return null
  }
}

export function storeOperatorToken(token: string): void {
  localStorage.setItem(OPERATOR_TOKEN_KEY, token)
}

export function clearOperatorToken(): void {
  localStorage.removeItem(OPERATOR_TOKEN_KEY)
}
