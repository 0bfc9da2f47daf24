import { ANONYMISED_EMAIL, ANONYMISED_TEXT } from '@ridelane/domain'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../src/app-paths'
import { openDatabase, type DatabaseConnection } from '../../src/db/client'
import { mailOutbox } from '../../src/db/schema'
import { deliverDueMail, ERASED_ADDRESS, type MailTransport } from '../../src/mail/deliver-due-mail'
import { claimDueMail, enqueueMail } from '../../src/mail/outbox'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

const refusingTransport: MailTransport = {
  sendMail: async () => {
    throw new Error('550 mailbox unavailable')
  },
}

// Straight on a database, without an app whose own delivery loop would race these passes.
describe('deliverDueMail', () => {
  let testDatabase: TestDatabase
  let database: DatabaseConnection
  beforeAll(async () => {
    testDatabase = await createTestDatabase()
    database = await openDatabase(testDatabase.target)
    await database.migrate(migrationsFolder)
  })
  afterAll(async () => {
    await database.close()
    await testDatabase.drop()
  })

  const pass = (transport: MailTransport) =>
    deliverDueMail({
      db: database.db,
      transport,
      from: 'x@ridelane.local',
      log: { info: () => {}, warn: () => {} },
      maxAttempts: 2,
    })

  it('retries a refused mail later, then gives up after the last attempt', async () => {
    const id = await enqueueMail(database.db, {
      to: 'a@example.com',
      subject: 'Retry me',
      text: 'x',
    })
    const row = async () =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

    expect(await pass(refusingTransport)).toBe(1)
    const afterFirst = await row()
    expect(afterFirst).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '550 mailbox unavailable',
    })
    expect(afterFirst.availableAt.getTime()).toBeGreaterThan(Date.now() + 20_000)
    expect(await pass(refusingTransport)).toBe(0) // not due yet

    await database.db
      .update(mailOutbox)
      .set({ availableAt: sql`now()` })
      .where(eq(mailOutbox.id, id))
    expect(await pass(refusingTransport)).toBe(1)
    expect(await row()).toMatchObject({ status: 'failed', attempts: 2 })
  })

  it('gives up a mail to an erased address without a try', async () => {
    const sent: string[] = []
    const recording: MailTransport = {
      sendMail: async (mail) => {
        sent.push(mail.to)
      },
    }
    const id = await enqueueMail(database.db, {
      to: ANONYMISED_EMAIL,
      subject: 'Your ride tomorrow',
      text: 'x',
    })
    await pass(recording)
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
    expect(row).toMatchObject({ status: 'failed', lastError: ERASED_ADDRESS })
    expect(sent).not.toContain(ANONYMISED_EMAIL)
  })

  it('forgets the address and text of a mail queued to be forgotten, once it is sent or given up', async () => {
    const recording: MailTransport = { sendMail: async () => {} }
    const forgotten = await enqueueMail(database.db, {
      to: 'forget.me@example.com',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is 123456</p>',
      forgetAfterSending: true,
    })
    const kept = await enqueueMail(database.db, {
      to: 'keep.me@example.com',
      subject: 'Your ride',
      text: 'See you soon',
    })
    await pass(recording)
    const rows = await database.db.select().from(mailOutbox)
    expect(rows.find((row) => row.id === forgotten)).toMatchObject({
      status: 'sent',
      subject: 'Your code',
      toAddress: ANONYMISED_EMAIL,
      textBody: ANONYMISED_TEXT,
      htmlBody: null,
    })
    expect(rows.find((row) => row.id === kept)).toMatchObject({
      status: 'sent',
      toAddress: 'keep.me@example.com',
      textBody: 'See you soon',
    })

    const refused = await enqueueMail(database.db, {
      to: 'forget.me.too@example.com',
      subject: 'Your code',
      text: 'Your code is 654321',
      forgetAfterSending: true,
    })
    await pass(refusingTransport)
    await database.db
      .update(mailOutbox)
      .set({ availableAt: sql`now()` })
      .where(eq(mailOutbox.id, refused))
    await pass(refusingTransport)
    const [given] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, refused))
    expect(given).toMatchObject({
      status: 'failed',
      toAddress: ANONYMISED_EMAIL,
      textBody: ANONYMISED_TEXT,
      lastError: ANONYMISED_TEXT,
    })
  })

  it('never hands the same mail to two claimers', async () => {
    for (let i = 0; i < 6; i++) {
      await enqueueMail(database.db, { to: `p${i}@example.com`, subject: 'Claim', text: 'x' })
    }
    const [first, second] = await Promise.all([
      claimDueMail(database.db, 4, 60),
      claimDueMail(database.db, 4, 60),
    ])
    const ids = [...first, ...second].map((mail) => mail.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBeGreaterThanOrEqual(6)
  })

  it('holds a mail being sent for the lease it is given (the chaos test shortens it)', async () => {
    const id = await enqueueMail(database.db, { to: 'lease@example.com', subject: 'L', text: 'x' })
    let leftOfLease = 0
    const watching: MailTransport = {
      sendMail: async () => {
        const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
        leftOfLease = row!.availableAt.getTime() - Date.now()
      },
    }
    const log = { info: () => {}, warn: () => {} }
    const from = 'x@ridelane.local'
    expect(
      await deliverDueMail({ db: database.db, transport: watching, from, log, leaseSeconds: 3 }),
    ).toBe(1)
    expect(leftOfLease).toBeGreaterThan(1000)
    expect(leftOfLease).toBeLessThanOrEqual(3000)
  })
})
