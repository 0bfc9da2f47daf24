import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { enqueueMail } from '../../src/mail/outbox'
import { queueTextMessage } from '../../src/modules/messaging'
import { createTestApp } from '../support/create-test-app'

const apiDir = path.join(import.meta.dirname, '../..')

/** Runs `npm run outbox` as a developer would, without npm's own noise. */
function runOutboxCommand(env: Record<string, string>, args: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/outbox-command.ts', ...args],
    { cwd: apiDir, env: { PATH: process.env.PATH, ...env } },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  )
}

describe('npm run outbox', () => {
  let dataDir: string
  let app: App
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ridelane-outbox-test-'))
    // The server keeps running on these PGlite files while the command reads them.
    app = await createTestApp({
      database: { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    })
    for (const n of [1, 2, 3]) {
      // PGlite's clock ticks in milliseconds: space the mails out so their order is defined.
      await new Promise((resolve) => setTimeout(resolve, 5))
      await app.db.transaction((tx) =>
        enqueueMail(tx, {
          to: `partner${n}@agency.example`,
          subject: `Reset your Ridelane partner password (${n})`,
          text: `Choose a new password here: https://ridelane.test/partner/reset-password?token=t${n}`,
        }),
      )
    }
    await app.mailOutbox.deliverNow()
    await app.db.transaction((tx) =>
      queueTextMessage(tx, {
        channel: 'whatsapp',
        to: '+447700900123',
        body: 'New ride for you: https://ridelane.test/driver/jobs/#driver-token',
        fallbackEmail: 'driver@provider.example',
        dedupeKey: 'print-outbox-test',
      }),
    )
    await app.textMessages.deliverNow()
  }, 60_000) // initdb on fresh files takes a while on a busy machine
  afterAll(async () => {
    await app?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('prints the newest mails with their bodies while the server runs', async () => {
    const { code, stdout } = await runOutboxCommand({ DATA_DIR: dataDir }, ['2'])
    expect(code).toBe(0)
    expect(stdout).not.toContain('partner1@agency.example')
    expect(stdout).toContain('To: partner2@agency.example')
    expect(stdout).toContain('Subject: Reset your Ridelane partner password (3)')
    expect(stdout).toContain('https://ridelane.test/partner/reset-password?token=t3')
    expect(stdout).toMatch(/logged/)
    // Oldest first, so the newest mail ends up at the bottom of the terminal.
    expect(stdout.indexOf('(2)')).toBeLessThan(stdout.indexOf('(3)'))
    // Then the text messages, kept unsent without TWILIO_*, so a developer can open a driver's link.
    const texts = stdout.slice(stdout.indexOf('Text messages:'))
    expect(texts).toContain('WhatsApp to: +447700900123')
    expect(texts).toContain('Fallback email: driver@provider.example')
    expect(texts).toContain('https://ridelane.test/driver/jobs/#driver-token')
    expect(texts).toMatch(/logged/)
    // The server's database still answers: the command read a copy.
    expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(200)
  }, 60_000)

  it('explains a bad count in one line', async () => {
    const { code, stderr } = await runOutboxCommand({ DATA_DIR: dataDir }, ['many'])
    expect(code).toBe(1)
    expect(stderr).toBe('Usage: npm run outbox [-- count]   (count: 1 to 200, default 10)\n')
  }, 60_000)
})
