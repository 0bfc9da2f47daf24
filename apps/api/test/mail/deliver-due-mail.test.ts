import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../src/app-paths'
import { openDatabase, type DatabaseConnection } from '../../src/db/client'
import { mailOutbox } from '../../src/db/schema'
import { deliverDueMail, type MailTransport } from '../../src/mail/deliver-due-mail'
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
