import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from './support/create-test-app'
import { createTestDatabase, type TestDatabase } from './support/test-database'

const apiDir = path.join(import.meta.dirname, '..')

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Starts src/server.ts the way `npm run dev` does, in a child process. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)
      if (match) resolve(match[1]!)
    })
    void exited.then(() => reject(new Error(`server exited early:\n${stderr}${stdout}`)))
  })
  listening.catch(() => {}) // only the tests that wait for it care
  return { child, exited, listening, output: () => ({ stdout, stderr }) }
}

describe('src/server.ts', () => {
  it('stops with one clear line and exit code 1 on a bad setting', async () => {
    const server = startServer({ PORT: 'seventy' })
    expect(await server.exited).toBe(1)
    expect(server.output().stderr).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535\n',
    )
  }, 30_000)

  describe('running', () => {
    let dataDir: string
    let database: TestDatabase
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'ridelane-server-'))
      database = await createTestDatabase()
    })
    afterAll(async () => {
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    })

    it('serves, then shuts down cleanly on SIGTERM', async () => {
      const databaseEnv: Record<string, string> =
        database.target.driver === 'postgres' ? { DATABASE_URL: database.target.url } : {}
      const port = String(await freePort())
      const server = startServer({
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...databaseEnv,
      })
      const url = await server.listening

      const health = await fetch(`${url}/api/v1/health`)
      expect(health.status).toBe(200)
      const body = (await health.json()) as { data: { status: string } }
      expect(body.data.status).toBe('ok')

      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      expect(server.output().stdout).toContain('shutting down')
    }, 60_000) // a first start runs initdb on a new DATA_DIR
  })
})

describe('closing the app, as shutdown does', () => {
  it('lets a request in flight finish', async () => {
    // Closed once the request is surely in the handler, however slow the machine is.
    let started!: () => void
    const inHandler = new Promise<void>((resolve) => (started = resolve))
    const app = await createTestApp({
      configure: (app) =>
        app.get('/api/v1/test/slow', async () => {
          started()
          await new Promise((resolve) => setTimeout(resolve, 300))
          return { success: true, data: 'finished' }
        }),
    })
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    const inFlight = fetch(`${url}/api/v1/test/slow`)
    await inHandler
    await app.close()

    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, data: 'finished' })
  })
})
