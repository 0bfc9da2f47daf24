import { Writable } from 'node:stream'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { App } from '../app'
import { streamEvents } from '../http/event-stream'
import { claimDueJobs } from '../modules/jobs/repository'
import { jobRow, schedule } from '../modules/jobs/jobs-test-kit'
import { createTestApp } from '../../test/support/create-test-app'
import { shutDown, type ShutdownTimer } from './shutdown'

/** A handler that waits until the test lets it go; `entered` resolves once it runs. */
function gate() {
  let open!: () => void
  let entered!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  const inside = new Promise<void>((resolve) => (entered = resolve))
  return {
    open,
    inside,
    async pass() {
      entered()
      await opened
    },
  }
}

describe('shutting down on SIGTERM (lib/shutdown.ts)', () => {
  let release: (() => void) | undefined
  afterEach(() => release?.())

  it('drains at once, finishes a request in flight, ends event streams with a retry hint', async () => {
    const slow = gate()
    release = slow.open
    const app = await createTestApp({
      configure: (app) => {
        app.get('/api/v1/test/slow', async () => {
          await slow.pass()
          return { success: true, data: 'finished' }
        })
        // As the features' streams do: the ends of the open streams, called at preClose.
        const open = new Set<() => void>()
        app.addHook('preClose', async () => {
          for (const end of [...open]) end()
        })
        app.get('/api/v1/test/stream', (_request, reply) =>
          streamEvents(reply, open, {
            subscribe: async () => () => {},
            stillAllowed: async () => true,
          }),
        )
      },
    })
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    const stream = await fetch(`${url}/api/v1/test/stream`)
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
    let received = (await reader.read()).value!
    expect(received).toContain('event: ready')
    const inFlight = fetch(`${url}/api/v1/test/slow`)
    await slow.inside

    const exitCode = shutDown(app, { timeoutMs: 5000 })
    expect(app.lifecycle.phase()).toBe('draining')
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      received += value
    }
    // The stream ended before the request did: the hint, then the end of the response.
    expect(received.endsWith('retry: 1000\n\n')).toBe(true)
    slow.open()

    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, data: 'finished' })
    expect(await exitCode).toBe(0)
  })

  it('gives back the jobs of its batch it has not started, for another worker to claim at once', async () => {
    const first = gate()
    release = first.open
    const app = await createTestApp({ config: { jobsIntervalMs: 60_000 } })
    const started: string[] = []
    app.jobs.handle(
      'location_purge',
      async ({ job }) => {
        started.push(job.id)
        await first.pass()
      },
      { replace: true },
    )
    await schedule(app, { kind: 'location_purge', runAt: new Date(Date.now() - 2000) })
    await schedule(app, { kind: 'location_purge', runAt: new Date(Date.now() - 1000) })
    // What another worker could claim the moment the loop is done, before the database closes.
    let claimable: { id: string; attempts: number }[] = []
    let done: Awaited<ReturnType<typeof jobRow>> | undefined
    const close = app.database.close
    app.database.close = async () => {
      claimable = await claimDueJobs(app.db, ['location_purge'], 10, 60, new Date())
      done = started[0] ? await jobRow(app, started[0]) : undefined
      await close()
    }

    void app.jobs.runDueNow()
    await first.inside
    const exitCode = shutDown(app, { timeoutMs: 5000 })
    first.open()

    expect(await exitCode).toBe(0)
    expect(started).toHaveLength(1)
    expect(done?.status).toBe('done')
    // The second job, its attempt not counted: due at once, no lease left to wait out.
    expect(claimable.map(({ attempts }) => attempts)).toEqual([1])
    expect(claimable[0]!.id).not.toBe(started[0])
  })

  it('exits 1 with a log line when the close outlasts the deadline', async () => {
    const stuck = gate()
    release = stuck.open
    let log = ''
    const stream = new Writable({
      write(chunk: Buffer, _encoding, next) {
        log += chunk.toString()
        next()
      },
    })
    const app: App = await createTestApp({
      logger: { level: 'info', stream },
      configure: (app) => app.get('/api/v1/test/stuck', () => stuck.pass()),
    })
    let closed = false
    const close = app.database.close
    app.database.close = async () => {
      await close()
      closed = true
    }
    let fire: (() => void) | undefined
    const timer: ShutdownTimer = {
      start(run, ms) {
        expect(ms).toBe(250)
        fire = run
        return { cancel: () => {} }
      },
    }
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    const inFlight = fetch(`${url}/api/v1/test/stuck`).catch(() => undefined)
    await stuck.inside

    const exitCode = shutDown(app, { timeoutMs: 250, timer })
    fire!()
    expect(await exitCode).toBe(1)
    expect(log).toContain('shutdown took longer than SHUTDOWN_TIMEOUT_MS; exiting anyway')

    // Let the app finish closing, so nothing is left running after the test.
    stuck.open()
    await inFlight
    await vi.waitFor(() => expect(closed).toBe(true))
  })
})
