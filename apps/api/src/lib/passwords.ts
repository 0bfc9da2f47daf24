import { hash, verify, type Options } from '@node-rs/argon2'

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. Argon2id is the enum's 2,
// written as a number because the package ships it as a const enum.
const argon2Options: Options = {
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options)
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against the stored hash. Without an account it still verifies against a
 * throwaway hash, so a wrong email takes as long as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('no account has this password')
    await verify(await dummyHash, password)
    return false
  }
  return verify(storedHash, password)
}
