import { randomInt } from 'node:crypto'
import { RECOVERY_CODE_COUNT } from '@ridelane/domain'
import { hashSecretToken } from '../../lib/secret-token'

// 32 letters and digits without the look-alikes 0/o and 1/l; 16 of them are 80 random bits,
// enough that a SHA-256 digest of a code cannot be reversed by trying them all.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return chars.join('').match(/.{4}/g)!.join('-')
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
}

/** Dashes and case do not matter when a code is typed back. */
export function hashRecoveryCode(code: string): string {
  return hashSecretToken(code.replace(/[\s-]/g, '').toLowerCase())
}
