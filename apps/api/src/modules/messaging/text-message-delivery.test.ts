import { ANONYMISED_PHONE } from '@ridelane/domain'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { mailOutbox, outboundMessages } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database'
import { translated } from '../../i18n/catalogue-test-kit'
import { bookingPayload, postBooking, signQuote } from '../bookings/test-fixtures'
import { ERASED_NUMBER, fallbackMailSubject } from './deliver-due-messages'
import {
  failingNumber,
  invalidNumber,
  startFakeTwilio,
  twilioEnv,
  type FakeTwilio,
} from './fake-twilio-test-kit'
import { queueTextMessage, type NewTextMessage } from './repository'

// Two API processes on one database with Twilio (a local fake): on PostgreSQL two apps, on
// PGlite (one connection to share) the same app twice.
let twilio: FakeTwilio
let database: TestDatabase
let app: App
let other: App
beforeAll(async () => {
  twilio = await startFakeTwilio({ delayMs: 5 })
  database = await createTestDatabase()
  const options = {
    env: twilioEnv(twilio),
    database: database.target,
    config: { jobsIntervalMs: 100 },
  }
  app = await createTestApp(options)
  other = database.target.driver === 'postgres' ? await createTestApp(options) : app
})
afterAll(async () => {
  if (other !== app) await other?.close()
  await app?.close()
  await database?.drop()
  await twilio?.close()
})

let counter = 0
function message(overrides: Partial<NewTextMessage> = {}): NewTextMessage {
  counter += 1
  return {
    channel: 'sms',
    to: `+4420794600${String(counter).padStart(2, '0')}`,
    body: `Job ${counter}: https://ridelane.test/driver/jobs/#token-${counter}`,
    dedupeKey: `test-message:${counter}:${Date.now()}`,
    ...overrides,
  }
}

async function queue(text: NewTextMessage) {
  await app.db.transaction((tx) => queueTextMessage(tx, text))
  return row(text.dedupeKey)
}

/** A row as a process left it, written in one statement so the loop cannot take it first. */
async function insertAsLeft(
  text: NewTextMessage,
  left: Partial<typeof outboundMessages.$inferInsert>,
) {
  const [inserted] = await app.db
    .insert(outboundMessages)
    .values({
      channel: text.channel,
      toNumber: text.to,
      body: text.body,
      fallbackEmail: text.fallbackEmail ?? null,
      dedupeKey: text.dedupeKey,
      ...left,
    })
    .returning()
  return inserted!
}

async function row(dedupeKey: string) {
  const rows = await app.db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.dedupeKey, dedupeKey))
  return rows[0]!
}

/** Drains on both processes: the other one's loop may have taken the message first. */
const deliverEverywhere = () =>
  Promise.all([app.textMessages.deliverNow(), other.textMessages.deliverNow()])

const requestsFor = (body: string) =>
  twilio.requests.filter((request) => new URLSearchParams(request.body).get('Body') === body)

describe('text message delivery through Twilio', () => {
  it('sends each message once, with two processes draining at the same time', async () => {
    const texts = Array.from({ length: 20 }, () => message())
    await app.db.transaction(async (tx) => {
      for (const text of texts) await queueTextMessage(tx, text)
    })
    await Promise.all([
      app.textMessages.deliverNow(),
      other.textMessages.deliverNow(),
      app.textMessages.deliverNow(),
      other.textMessages.deliverNow(),
    ])
    await new Promise((resolve) => setTimeout(resolve, 300)) // a second send would show by now

    for (const text of texts) {
      expect(requestsFor(text.body)).toHaveLength(1)
      expect(await row(text.dedupeKey)).toMatchObject({
        status: 'sent',
        attempts: 1,
        providerReference: expect.stringMatching(/^SM\d{32}$/),
        sentAt: expect.any(Date),
        leasedUntil: null,
      })
    }
  })

  it('queues a message once per key, and only when the transaction commits', async () => {
    const text = message()
    expect(await app.db.transaction((tx) => queueTextMessage(tx, text))).toBe(true)
    expect(await app.db.transaction((tx) => queueTextMessage(tx, { ...text, body: 'again' }))).toBe(
      false,
    )
    const rolledBack = message()
    await expect(
      app.db.transaction(async (tx) => {
        await queueTextMessage(tx, rolledBack)
        throw new Error('the assignment failed')
      }),
    ).rejects.toThrow('the assignment failed')
    await deliverEverywhere()
    expect(requestsFor(text.body)).toHaveLength(1)
    expect(requestsFor('again')).toEqual([])
    expect(requestsFor(rolledBack.body)).toEqual([])
  })

  it('sends a refused text by mail to the fallback address, once', async () => {
    const text = message({ to: invalidNumber, fallbackEmail: 'driver@provider.example' })
    const { id } = await queue(text)
    await Promise.all([app.textMessages.deliverNow(), other.textMessages.deliverNow()])

    expect(requestsFor(text.body)).toHaveLength(1)
    expect(await row(text.dedupeKey)).toMatchObject({
      id,
      status: 'emailed',
      attempts: 1,
      lastError: expect.stringMatching(/^Twilio answered 400 \(error 21211\): The 'To' number/),
    })
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'driver@provider.example'))
    expect(mails).toEqual([
      expect.objectContaining({ subject: fallbackMailSubject, textBody: text.body }),
    ])
  })

  it('writes the mail for a traveller’s refused text in the booking’s language, a provider’s in English', async () => {
    const email = `lucia.${Date.now()}@example.com`
    const created = await postBooking(app, bookingPayload(await signQuote(app), { email }), {
      'accept-language': 'es',
    })
    expect(created.statusCode, created.body).toBe(201)
    const bookingId = (created.json().data as { id: string }).id
    const traveller = message({ to: invalidNumber, fallbackEmail: email.toUpperCase(), bookingId })
    const provider = message({
      to: invalidNumber,
      fallbackEmail: 'desk@provider.example',
      bookingId,
    })
    await queue(traveller)
    await queue(provider)
    await deliverEverywhere()

    const mailOf = async (body: string) =>
      (await app.db.select().from(mailOutbox).where(eq(mailOutbox.textBody, body)))[0]
    const spanish = await mailOf(traveller.body)
    expect(spanish?.htmlBody).toMatch(/<html[^>]* lang="es"/)
    const english = await mailOf(provider.body)
    expect(english).toMatchObject({ subject: fallbackMailSubject })
    expect(english?.htmlBody).toMatch(/<html[^>]* lang="en"/)
    expect(spanish?.subject).toBe(translated('es', fallbackMailSubject))
  })

  it('gives a refused text without a fallback address up, keeping the reason', async () => {
    const text = message({ to: invalidNumber })
    await queue(text)
    await deliverEverywhere()
    expect(await row(text.dedupeKey)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/^Twilio answered 400/),
    })
  })

  it('drops a text whose number was erased since it was queued, without a try or a mail', async () => {
    const text = message({ to: ANONYMISED_PHONE, fallbackEmail: 'traveller@example.com' })
    await queue(text)
    await deliverEverywhere()
    expect(await row(text.dedupeKey)).toMatchObject({ status: 'failed', lastError: ERASED_NUMBER })
    expect(requestsFor(text.body)).toEqual([])
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.textBody, text.body))
    expect(mails).toEqual([])
  })

  it('retries a temporary failure later, then sends it', async () => {
    const text = message({ to: failingNumber, fallbackEmail: 'traveller@example.com' })
    await queue(text)
    await deliverEverywhere()
    const waiting = await row(text.dedupeKey)
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Twilio answered 500: Internal error',
      leasedUntil: null,
    })
    expect(waiting.availableAt.getTime()).toBeGreaterThan(Date.now() + 20_000)

    // The number works now (say Twilio is back), and the retry falls due.
    await app.db
      .update(outboundMessages)
      .set({ toNumber: '+442079460999', availableAt: sql`now()` })
      .where(eq(outboundMessages.id, waiting.id))
    await deliverEverywhere()
    expect(await row(text.dedupeKey)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('falls back to mail when the last attempt fails too', async () => {
    const text = message({ to: failingNumber, fallbackEmail: 'late@example.com' })
    await insertAsLeft(text, { attempts: 5, lastError: 'Twilio answered 500' })
    await deliverEverywhere()
    expect(await row(text.dedupeKey)).toMatchObject({ status: 'emailed', attempts: 6 })
  })

  it('takes a message again once the lease of a process that died ends', async () => {
    const text = message()
    // A process claimed them and died before Twilio answered; one lease has ended.
    await insertAsLeft(text, { attempts: 1, leasedUntil: new Date(Date.now() - 1000) })
    const held = message()
    await insertAsLeft(held, { attempts: 1, leasedUntil: new Date(Date.now() + 60_000) })
    await deliverEverywhere()
    expect(await row(text.dedupeKey)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(await row(held.dedupeKey)).toMatchObject({ status: 'pending', attempts: 1 })
    expect(requestsFor(held.body)).toEqual([])
  })
})

describe('text messages without Twilio', () => {
  it('keeps the message as logged and logs its id, never its body or number', async () => {
    const lines: string[] = []
    const logged = await createTestApp({
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    })
    const text = message({ channel: 'whatsapp' })
    await logged.db.transaction((tx) => queueTextMessage(tx, text))
    await logged.textMessages.deliverNow()
    const [kept] = await logged.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.dedupeKey, text.dedupeKey))
    await logged.close()

    expect(kept).toMatchObject({ status: 'logged', attempts: 1, sentAt: null })
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries.find((entry) => entry.textMessageId === kept!.id)).toMatchObject({
      msg: 'text message kept in outbound_messages, not sent (TWILIO_* is not set)',
    })
    const log = lines.join('\n')
    expect(log).not.toContain('#token-')
    expect(log).not.toContain(text.to)
  })
})
