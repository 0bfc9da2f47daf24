import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { defaultPoolSize, openDatabase } from '../../src/db/client'
import { mailOutbox } from '../../src/db/schema'
import { createTestApp } from '../support/create-test-app'

describe('database migrations', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('create the mail outbox with its defaults', async () => {
    const [mail] = await app.db
      .insert(mailOutbox)
      .values({ toAddress: 'ada@example.com', subject: 'Welcome', textBody: 'Hello' })
      .returning()
    expect(mail).toMatchObject({ status: 'pending', attempts: 0, sentAt: null, htmlBody: null })
    expect(mail!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(mail!.availableAt).toBeInstanceOf(Date)
  })

  it('refuse an unknown mail status', async () => {
    const insert = app.db.execute(
      sql`insert into mail_outbox (to_address, subject, text_body, status) values ('a@b.c', 's', 't', 'lost')`,
    )
    await expect(insert).rejects.toThrow()
  })

  it('are recorded, so a restart does not apply them again', async () => {
    const [applied] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`)
    expect(applied!.count).toBeGreaterThanOrEqual(1)
  })
})

describe('PGlite in DATA_DIR', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ridelane-data-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('keeps its data across restarts', async () => {
    const database = { driver: 'pglite', dataDir } as const
    const first = await createTestApp({ database })
    await first.db
      .insert(mailOutbox)
      .values({ toAddress: 'kept@example.com', subject: 'Kept', textBody: 'Still here' })
    await first.close()

    const second = await createTestApp({ database })
    const rows = await second.db.select({ to: mailOutbox.toAddress }).from(mailOutbox)
    const health = await second.inject({ method: 'GET', url: '/api/v1/health' })
    await second.close()

    expect(rows).toEqual([{ to: 'kept@example.com' }])
    expect(health.json().data.database.ok).toBe(true)
  })
})

describe('the embedded database', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  // PostgreSQL's own 128 MB default was most of an idle embedded server's resident memory.
  it('keeps a 16 MB page cache', async (context) => {
    if (app.database.driver !== 'pglite') context.skip()
    const result = (await app.db.execute(sql`show shared_buffers`)) as {
      rows: { shared_buffers: string }[]
    }
    expect(result.rows[0]?.shared_buffers).toBe('16MB')
  })
})

describe('the PostgreSQL pool', () => {
  it('is two connections per core, from 4 to 10, unless DATABASE_POOL_SIZE says', () => {
    expect([1, 2, 3, 4, 5, 8, 64].map((cores) => defaultPoolSize(cores))).toEqual([
      4, 4, 6, 8, 10, 10, 10,
    ])
  })

  it('opens no more connections than its size', async (context) => {
    const url = process.env.TEST_DATABASE_URL
    if (!url) return context.skip()
    const database = await openDatabase({ driver: 'postgres', url, poolSize: 2 })
    try {
      const backends = await Promise.all(
        Array.from({ length: 6 }, () =>
          database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
        ),
      )
      const pids = new Set(
        backends.map((result) => (result as { rows: { pid: number }[] }).rows[0]!.pid),
      )
      expect(pids.size).toBe(2)
    } finally {
      await database.close()
    }
  })

  it('names a statement run with parameters from its third run, and parses it once', async (context) => {
    const url = process.env.TEST_DATABASE_URL
    if (!url) return context.skip()
    const database = await openDatabase({ driver: 'postgres', url, poolSize: 1 })
    const prepared = async () => {
      const result = await database.db.execute(
        sql`select name, statement from pg_prepared_statements where statement like ${'%ridelane named-statement test%'}`,
      )
      return (result as unknown as { rows: { name: string; statement: string }[] }).rows
    }
    try {
      const run = (n: number) =>
        database.db.execute(sql`select ${n}::int as n /* ridelane named-statement test */`)
      for (const n of [1, 2]) await run(n)
      expect(await prepared()).toEqual([])
      const third = (await run(3)) as unknown as { rows: { n: number }[] }
      expect(third.rows).toEqual([{ n: 3 }])
      const afterThird = await prepared()
      expect(afterThird).toHaveLength(1)
      expect(afterThird[0]!.name).toMatch(/^ridelane_\d+$/)
      const fourth = (await run(4)) as unknown as { rows: { n: number }[] }
      expect(fourth.rows).toEqual([{ n: 4 }])
      expect(await prepared()).toEqual(afterThird)
    } finally {
      await database.close()
    }
  })

  it('names nothing with namedStatements off', async (context) => {
    const url = process.env.TEST_DATABASE_URL
    if (!url) return context.skip()
    const database = await openDatabase({
      driver: 'postgres',
      url,
      poolSize: 1,
      namedStatements: false,
    })
    try {
      for (const n of [1, 2, 3, 4]) await database.db.execute(sql`select ${n}::int as n`)
      const result = await database.db.execute(
        sql`select count(*)::int as count from pg_prepared_statements`,
      )
      expect((result as unknown as { rows: { count: number }[] }).rows).toEqual([{ count: 0 }])
    } finally {
      await database.close()
    }
  })

  it('still runs several statements in one text without parameters (migrations)', async (context) => {
    const url = process.env.TEST_DATABASE_URL
    if (!url) return context.skip()
    const database = await openDatabase({ driver: 'postgres', url, poolSize: 1 })
    try {
      for (let i = 0; i < 4; i += 1) {
        await database.db.execute(sql.raw('select 1; select 2'))
      }
    } finally {
      await database.close()
    }
  })
})
