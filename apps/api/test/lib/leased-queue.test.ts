import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../src/app-paths'
import { openDatabase, type DatabaseConnection } from '../../src/db/client'
import { mailOutbox, outboundMessages } from '../../src/db/schema'
import { leasedQueue, retryBackoff } from '../../src/lib/leased-queue-repository'
import {
  claimDueMail,
  enqueueMail,
  markMailAttemptFailed,
  markMailSent,
} from '../../src/mail/outbox'
import { queueTextMessage } from '../../src/modules/messaging'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

// Straight on a database: two "workers" here are two callers with their own claims.
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

const mailRow = async (id: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

/** The only due mail claimed by one worker; the outbox holds no other due mail in this file. */
async function claimOnlyMail(leaseSeconds = 60) {
  const claimed = await claimDueMail(database.db, 20, leaseSeconds)
  expect(claimed).toHaveLength(1)
  return claimed[0]!
}

describe('a mail whose lease ran out and that another worker claimed', () => {
  it('cannot be marked sent by the first worker; the second one settles it', async () => {
    const id = await enqueueMail(database.db, { to: 'slow@example.com', subject: 'S', text: 'x' })
    const first = await claimOnlyMail()
    // The first worker's SMTP server is slow: its lease ends and another worker takes the mail.
    await database.db
      .update(mailOutbox)
      .set({ availableAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id))
    const second = await claimOnlyMail()
    expect(second.attempts).toBe(2)

    expect(await markMailSent(database.db, first)).toBe(false)
    expect(await markMailAttemptFailed(database.db, first, 'timed out', 30)).toBe(false)
    const held = await mailRow(id)
    expect(held).toMatchObject({ status: 'pending', attempts: 2, lastError: null, sentAt: null })
    expect(held.availableAt.getTime()).toBeGreaterThan(Date.now() + 30_000)

    expect(await markMailSent(database.db, second)).toBe(true)
    expect(await mailRow(id)).toMatchObject({ status: 'sent', sentAt: expect.any(Date) })
  })
})

describe('a leased queue with a lease column of its own', () => {
  const queue = leasedQueue(outboundMessages, {
    id: outboundMessages.id,
    status: outboundMessages.status,
    attempts: outboundMessages.attempts,
    dueAt: outboundMessages.availableAt,
    leasedUntil: outboundMessages.leasedUntil,
  })
  const textRow = async (id: string) =>
    (await database.db.select().from(outboundMessages).where(eq(outboundMessages.id, id)))[0]!
  const secondsLeft = (until: Date | null) => (until!.getTime() - Date.now()) / 1000

  async function queueOne(key: string) {
    await queueTextMessage(database.db, {
      channel: 'sms',
      to: '+15550100',
      body: 'b',
      dedupeKey: key,
    })
    const [claimed] = await queue.claim(database.db, {
      limit: 1,
      leaseSeconds: 60,
      where: eq(outboundMessages.dedupeKey, key),
    })
    return claimed!
  }

  it('claims a due row once, counting the attempt, and skips it while leased', async () => {
    const claimed = await queueOne('claim-once')
    expect(claimed).toMatchObject({ attempts: 1, status: 'pending' })
    expect(secondsLeft(claimed.leasedUntil)).toBeGreaterThan(50)
    expect(secondsLeft(claimed.leasedUntil)).toBeLessThanOrEqual(60)
    const again = await queue.claim(database.db, {
      limit: 10,
      leaseSeconds: 60,
      where: eq(outboundMessages.dedupeKey, 'claim-once'),
    })
    expect(again).toEqual([])
  })

  it('extends the lease only while the claim holds', async () => {
    const claimed = await queueOne('extend')
    expect(await queue.extend(database.db, claimed, 600)).toBe(true)
    expect(secondsLeft((await textRow(claimed.id)).leasedUntil)).toBeGreaterThan(500)
    const lost = { id: claimed.id, attempts: claimed.attempts - 1 }
    expect(await queue.extend(database.db, lost, 5)).toBe(false)
    expect(secondsLeft((await textRow(claimed.id)).leasedUntil)).toBeGreaterThan(500)
  })

  it('retries later with the lease given up, and releases an unstarted row uncounted', async () => {
    const retried = await queueOne('retry')
    expect(await queue.retryLater(database.db, retried, 120, { lastError: 'busy' })).toBe(true)
    const row = await textRow(retried.id)
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'busy' })
    expect(row.leasedUntil).toBeNull()
    expect(secondsLeft(row.availableAt)).toBeGreaterThan(100)

    const released = await queueOne('release')
    expect(await queue.release(database.db, released)).toBe(true)
    expect(await textRow(released.id)).toMatchObject({ attempts: 0, leasedUntil: null })
  })

  it('completes a row once: a second completion with the same claim changes nothing', async () => {
    const claimed = await queueOne('complete')
    expect(await queue.complete(database.db, claimed, { status: 'sent' })).toBe(true)
    expect(await queue.complete(database.db, claimed, { status: 'failed' })).toBe(false)
    expect(await textRow(claimed.id)).toMatchObject({ status: 'sent', leasedUntil: null })
  })
})

describe('retry backoff', () => {
  it('waits four times longer after each failed attempt, up to its ceiling', () => {
    expect([1, 2, 3, 4].map(retryBackoff(30))).toEqual([30, 120, 480, 1920])
    expect([1, 3, 4, 9].map(retryBackoff(15, 3600))).toEqual([15, 240, 960, 3600])
  })
})
