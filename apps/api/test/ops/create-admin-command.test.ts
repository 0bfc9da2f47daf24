import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseTarget } from '../../src/config'
import { operators } from '../../src/db/schema'
import { createTestApp } from '../support/create-test-app'
import { createScratchDatabase } from '../support/scratch-database'

const run = promisify(execFile)
const repoRoot = path.resolve(import.meta.dirname, '../../../..')
const linkPattern = /^https:\/\/ops\.example\/ops\/set-password#token=([\w-]{43})$/m

/**
 * `npm run ops -- create-admin EMAIL` as the owner of a server runs it: on PGlite in DATA_DIR,
 * or on PostgreSQL when the API suite runs there (DATABASE_URL).
 */
describe('npm run ops -- create-admin', () => {
  let env: Record<string, string>
  let target: DatabaseTarget
  let cleanUp: () => Promise<void>

  beforeAll(async () => {
    const base = { PATH: process.env.PATH ?? '', APP_BASE_URL: 'https://ops.example' }
    if (process.env.API_TEST_DB === 'postgres') {
      const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ridelane_cli')
      env = { ...base, DATABASE_URL: database.url }
      target = { driver: 'postgres', url: database.url }
      cleanUp = database.drop
    } else {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ridelane-ops-cli-'))
      env = { ...base, DATA_DIR: dataDir }
      target = { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      cleanUp = () => rm(dataDir, { recursive: true, force: true })
    }
  })
  afterAll(() => cleanUp())

  const ops = (...args: string[]) =>
    run('npm', ['run', '--silent', 'ops', '--', ...args], { cwd: repoRoot, env })

  it('prints a one-time link, and a fresh one without a second account when run again', async () => {
    const first = await ops('create-admin', 'Owner@Ridelane.example')
    expect(first.stdout).toContain('Created admin owner@ridelane.example.')
    const firstToken = linkPattern.exec(first.stdout)![1]!
    const second = await ops('create-admin', 'owner@ridelane.example')
    expect(second.stdout).toContain('owner@ridelane.example already exists')
    const secondToken = linkPattern.exec(second.stdout)![1]!
    expect(secondToken).not.toBe(firstToken)

    // The server, started on the same database afterwards, takes the newest link only.
    const app = await createTestApp({ database: target })
    try {
      const setPassword = (token: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/ops/set-password',
          payload: { token, password: 'Console#2026' },
        })
      expect((await setPassword(firstToken)).statusCode).toBe(400)
      expect((await setPassword(secondToken)).statusCode).toBe(200)
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v1/ops/sign-in',
        payload: { email: 'owner@ridelane.example', password: 'Console#2026' },
      })
      expect(signIn.json().data.next).toBe('enrol')
      const rows = await app.db
        .select()
        .from(operators)
        .where(eq(operators.email, 'owner@ridelane.example'))
      expect(rows).toHaveLength(1)
    } finally {
      await app.close()
    }
  }, 60_000)

  it('leaves an embedded database alone while a server has it open', async () => {
    if (target.driver !== 'pglite') return
    const marker = path.join(target.dataDir!, 'postmaster.pid')
    await writeFile(marker, '-42\n')
    try {
      await expect(ops('create-admin', 'late@ridelane.example')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('stop the Ridelane server and run this again'),
      })
    } finally {
      await rm(marker)
    }
  }, 60_000)

  it('refuses a bad email and explains its usage', async () => {
    await expect(ops('create-admin', 'not-an-email')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Enter a valid email'),
    })
    await expect(ops('make-coffee')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run ops -- create-admin EMAIL'),
    })
  }, 60_000)
})
