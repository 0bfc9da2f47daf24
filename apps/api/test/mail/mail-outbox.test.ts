import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { mailOutbox } from '../../src/db/schema'
import { enqueueMail } from '../../src/mail/outbox'
import { createTestApp } from '../support/create-test-app'
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server'

const welcome = {
  to: 'partner@example.com',
  subject: 'Welcome to Ridelane',
  text: 'Your partner account is ready.',
  html: '<p>Your partner account is ready.</p>',
}

const outboxRow = async (app: App, id: string) =>
  (await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

describe('the mail outbox with SMTP_URL', () => {
  let smtp: TestSmtpServer
  let app: App
  beforeAll(async () => {
    smtp = await startTestSmtpServer()
    app = await createTestApp({ env: { SMTP_URL: smtp.url } })
  })
  afterAll(async () => {
    await app.close()
    await smtp.close()
  })

  it('delivers a committed mail exactly once', async () => {
    const id = await app.db.transaction((tx) => enqueueMail(tx, welcome))
    // The loop's own tick and two eager callers race for the same mail.
    await Promise.all([app.mailOutbox.deliverNow(), app.mailOutbox.deliverNow()])
    const [mail] = await smtp.waitForMessages(1)
    await new Promise((resolve) => setTimeout(resolve, 1500))

    expect(smtp.messages).toHaveLength(1)
    expect(mail).toEqual({
      from: 'Ridelane <no-reply@ridelane.local>',
      to: ['partner@example.com'],
      subject: 'Welcome to Ridelane',
      text: 'Your partner account is ready.',
      html: '<p>Your partner account is ready.</p>',
      // Stable per outbox row: a mail resent after a crash is recognisably the same message.
      messageId: `<${id}@ridelane.mail>`,
    })
    expect(await outboxRow(app, id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date),
    })
  })

  it('sends a batch of mail over one SMTP connection', async () => {
    const before = { messages: smtp.messages.length, connections: smtp.connections() }
    await app.db.transaction(async (tx) => {
      for (const n of [1, 2, 3, 4, 5]) await enqueueMail(tx, { ...welcome, subject: `Batch ${n}` })
    })
    await app.mailOutbox.deliverNow()
    await smtp.waitForMessages(before.messages + 5)

    // A connection per mail cost about 100 ms each and made a busy outbox drain slowly.
    expect(smtp.connections() - before.connections).toBeLessThanOrEqual(1)
  })

  it('sends nothing when the transaction rolls back', async () => {
    const before = smtp.messages.length
    const rollback = app.db.transaction(async (tx) => {
      await enqueueMail(tx, { ...welcome, subject: 'Never sent' })
      throw new Error('booking failed')
    })
    await expect(rollback).rejects.toThrow('booking failed')
    await app.mailOutbox.deliverNow()

    const queued = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Never sent'))
    expect(queued).toEqual([])
    expect(smtp.messages).toHaveLength(before)
  })
})

describe('the mail outbox without SMTP_URL', () => {
  it('keeps the mail as logged and logs that, never its body', async () => {
    const lines: string[] = []
    const app = await createTestApp({
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    })
    const id = await app.db.transaction((tx) => enqueueMail(tx, welcome))
    await app.mailOutbox.deliverNow()
    const row = await outboxRow(app, id)
    await app.close()
    expect(row).toMatchObject({ status: 'logged', attempts: 1, sentAt: null })
    const kept = lines.map((line) => JSON.parse(line)).find((entry) => entry.mailId === id)
    expect(kept).toMatchObject({ msg: 'mail kept in the outbox, not sent (SMTP_URL is not set)' })
    const log = lines.join('\n')
    expect(log).not.toContain('Your partner account is ready')
    expect(log).not.toContain('partner@example.com')
  })

  it('never logs a reset link', async () => {
    const lines: string[] = []
    const app = await createTestApp({
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    })
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/signup',
      payload: {
        email: 'owner@agency.example',
        contact_number: '+14155550100',
        password: 'Secret#2025',
      },
    })
    expect(signup.statusCode).toBe(201)
    await app.inject({
      method: 'POST',
      url: '/api/v1/partners/request-password-reset',
      payload: { email: 'owner@agency.example' },
    })
    // The link is made after the answer; wait until its mail (and the sign-up's email
    // confirmation before it) has been through the outbox.
    await expect
      .poll(async () => (await app.db.select().from(mailOutbox)).map((mail) => mail.status))
      .toEqual(['logged', 'logged'])
    const mails = await app.db.select().from(mailOutbox)
    const mail = mails.find((sent) => sent.textBody.includes('reset-password'))
    await app.close()
    const token = /token=([\w-]+)/.exec(mail!.textBody)![1]!
    const log = lines.join('\n')
    expect(log).not.toContain(token)
    expect(log).not.toContain('reset-password')
    expect(log).toContain(mail!.id)
  })
})
