import type { TextChannel } from './repository'

/** One text to send: our row's id (for logs), the channel, the number and the words. */
export type TextToSend = { id: string; channel: TextChannel; to: string; body: string }

/**
 * What the messaging service made of a text: sent (with its reference for the message), kept
 * unsent by the log adapter, or refused. A permanent refusal (a number that cannot take it) is
 * never retried; a temporary one (the service down or slow) is. `reason` is safe to log: never
 * the body nor the number; `detail` is the service's own words, kept only in the table.
 */
export type SendOutcome =
  | { kind: 'sent'; reference: string | null }
  | { kind: 'logged' }
  | { kind: 'refused'; permanent: boolean; reason: string; detail?: string }

/** The messaging port: SMS and WhatsApp through one service or another. */
export type MessagingPort = {
  /** 'log' (nothing leaves the machine) or 'twilio'. */
  name: 'log' | 'twilio'
  send(text: TextToSend): Promise<SendOutcome>
}
