import type { Database } from '../../db/client'
import { outboundMessages } from '../../db/schema'

// Text messages (SMS or WhatsApp) to drivers and travellers, written in the caller's
// transaction and sent once by the delivery loop through the messaging port
// (docs/decisions/029-providers-and-drivers.md).

export type TextChannel = 'sms' | 'whatsapp'

export type NewTextMessage = {
  channel: TextChannel
  /** E.164 or as the traveller typed it; the port normalises it. */
  to: string
  body: string
  /** The same text goes here by mail when the messaging service refuses it. */
  fallbackEmail?: string | null
  bookingId?: string | null
  /** One message per event: the same key twice queues it once (`driver-assigned:<booking>:<driver>`). */
  dedupeKey: string
}

/** Queues a message in the caller's transaction; false when that key was queued before. */
export async function queueTextMessage(tx: Database, message: NewTextMessage): Promise<boolean> {
  const rows = await tx
    .insert(outboundMessages)
    .values({
      channel: message.channel,
      toNumber: message.to,
      body: message.body,
      fallbackEmail: message.fallbackEmail ?? null,
      bookingId: message.bookingId ?? null,
      dedupeKey: message.dedupeKey,
    })
    .onConflictDoNothing({ target: outboundMessages.dedupeKey })
    .returning({ id: outboundMessages.id })
  return rows.length > 0
}
