import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes (256 bits), URL-safe: session tokens and reset links alike. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this digest is stored, so a database leak yields no usable token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
