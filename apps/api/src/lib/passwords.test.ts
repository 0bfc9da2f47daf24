import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './passwords'

describe('partner passwords', () => {
  it('are hashed with argon2id at OWASP’s parameters and verified', async () => {
    const hash = await hashPassword('Secret#2025')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(hash, 'Secret#2025')).toBe(true)
    expect(await verifyPassword(hash, 'Secret#2026')).toBe(false)
  })

  it('never match without an account', async () => {
    expect(await verifyPassword(undefined, 'Secret#2025')).toBe(false)
  })
})
