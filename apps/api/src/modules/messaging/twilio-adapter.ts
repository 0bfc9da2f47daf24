import type { TwilioConfig } from '../../config'
import type { MessagingPort, SendOutcome, TextToSend } from './messaging-port'
import { toE164 } from './phone-number'

export type TwilioAdapterOptions = TwilioConfig & {
  /** How long Twilio may take to answer before the attempt counts as a temporary failure. */
  timeoutMs?: number
}

/**
 * The messaging port on Twilio's Programmable Messaging REST API: one form-encoded POST to
 * /2010-04-01/Accounts/{sid}/Messages.json per text, with basic auth; WhatsApp is the same call
 * with `whatsapp:` before both numbers. A small client of that one documented call rather than
 * the `twilio` package (docs/decisions/029-providers-and-drivers.md#messaging-port).
 */
export function createTwilioMessagingPort(options: TwilioAdapterOptions): MessagingPort {
  const { accountSid, authToken, from, whatsappFrom, apiBase, timeoutMs = 10_000 } = options
  const url = `${apiBase}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`

  async function send(text: TextToSend): Promise<SendOutcome> {
    const to = toE164(text.to)
    if (!to) return { kind: 'refused', permanent: true, reason: 'not an international number' }
    const prefix = text.channel === 'whatsapp' ? 'whatsapp:' : ''
    const sender = text.channel === 'whatsapp' ? (whatsappFrom ?? from) : from
    const form = new URLSearchParams({ To: prefix + to, From: prefix + sender, Body: text.body })

    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      return {
        kind: 'refused',
        permanent: false,
        reason: timedOut
          ? `Twilio did not answer within ${timeoutMs} ms`
          : `could not reach Twilio (${causeOf(error)})`,
      }
    }
    const answer = (await response.json().catch(() => ({}))) as TwilioAnswer
    if (response.ok)
      return { kind: 'sent', reference: typeof answer.sid === 'string' ? answer.sid : null }
    return refusal(response.status, answer)
  }

  return { name: 'twilio', send }
}

type TwilioAnswer = { sid?: unknown; code?: unknown; message?: unknown }

/**
 * Twilio's 4xx answers refuse this text for good (error 21211: not a valid number; 21610: the
 * recipient opted out; 20003: our credentials), so the fallback email goes at once; being slowed
 * down (429), a timeout (408) and its own failures (5xx) are worth another try.
 */
function refusal(status: number, answer: TwilioAnswer): SendOutcome {
  const code = typeof answer.code === 'number' ? ` (error ${answer.code})` : ''
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429
  return {
    kind: 'refused',
    permanent,
    reason: `Twilio answered ${status}${code}`,
    ...(typeof answer.message === 'string' ? { detail: answer.message } : {}),
  }
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  if (typeof cause?.code === 'string') return cause.code
  return error instanceof Error ? error.message : String(error)
}
