import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { Database } from '../../db/client'
import { serverSecret } from '../pricing'

// An endpoint's signing secret must be read back to sign each delivery, so it cannot be hashed as
// API keys are: it is sealed with AES-256-GCM under a key derived from a server secret kept in
// the database (server_secrets, as the quote signer's default key), bound to its endpoint's id.

const SEALING_SECRET_NAME = 'webhook-sealing'
const VERSION = 'v1'

async function sealingKey(db: Database): Promise<Buffer> {
  const root = await serverSecret(db, SEALING_SECRET_NAME, () =>
    randomBytes(32).toString('base64url'),
  )
  return Buffer.from(hkdfSync('sha256', root, 'ridelane', 'webhook endpoint secrets', 32))
}

/** A new signing secret: `whsec_` and 32 random bytes, URL-safe. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`

/** `v1.<iv>.<ciphertext>.<tag>`, each base64url; only this endpoint's id opens it again. */
export async function sealSecret(db: Database, endpointId: string, secret: string) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(db), iv)
  cipher.setAAD(Buffer.from(endpointId))
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'))
  return [VERSION, ...parts].join('.')
}

export async function unsealSecret(db: Database, endpointId: string, sealed: string) {
  const [version, iv, body, tag] = sealed.split('.')
  if (version !== VERSION || !iv || !body || !tag) throw new Error('Unknown sealed secret format')
  const decipher = createDecipheriv(
    'aes-256-gcm',
    await sealingKey(db),
    Buffer.from(iv, 'base64url'),
  )
  decipher.setAAD(Buffer.from(endpointId))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()])
  return plain.toString('utf8')
}
