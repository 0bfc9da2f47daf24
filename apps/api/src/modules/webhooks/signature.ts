import { createHmac } from 'node:crypto'

/**
 * The Ridelane-Signature header of a delivery (docs/webhooks.md#signature): the time it was
 * signed, in Unix seconds, and the hex HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret.
 */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return `t=${t},v1=${v1}`
}
