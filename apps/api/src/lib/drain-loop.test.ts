import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { drainLoop } from './drain-loop'

describe('a drain loop', () => {
  const apps: ReturnType<typeof Fastify>[] = []
  afterEach(async () => Promise.all(apps.splice(0).map((app) => app.close())))

  /** A table of `due` rows that each pass takes up to `take` of; counts the passes. */
  async function drainOf(due: number, take: number, batchSize?: number) {
    const app = Fastify()
    apps.push(app)
    let left = due
    let passes = 0
    const drainNow = drainLoop(app, {
      intervalMs: 60_000,
      failureMessage: 'failed',
      ...(batchSize === undefined ? {} : { batchSize }),
      pass: async () => {
        passes += 1
        const handled = Math.min(left, take)
        left -= handled
        return handled
      },
    })
    await app.ready()
    await drainNow()
    return { passes, left }
  }

  it('asks once more after a pass that handled something, without a batch size', async () => {
    expect(await drainOf(3, 20)).toEqual({ passes: 2, left: 0 })
  })

  it('stops after a pass that claimed less than a full batch', async () => {
    expect(await drainOf(3, 20, 20)).toEqual({ passes: 1, left: 0 })
  })

  it('tells the pass under way to stop once the app closes, and starts no drain after', async () => {
    const app = Fastify()
    let passes = 0
    const seen: boolean[] = []
    let closeBegun!: () => void
    const begun = new Promise<void>((resolve) => (closeBegun = resolve))
    const drainNow = drainLoop(app, {
      intervalMs: 60_000,
      failureMessage: 'failed',
      pass: async (stopping) => {
        passes += 1
        seen.push(stopping())
        await begun
        seen.push(stopping())
        // A full batch: only closing ends the drain here.
        return passes === 1 ? 5 : 0
      },
    })
    // After the loop's own hook, so the pass resumes once the loop knows of the close.
    app.addHook('preClose', async () => closeBegun())
    await app.ready()
    const draining = drainNow()
    const closed = app.close()
    await draining
    await drainNow()
    await closed
    expect({ passes, seen }).toEqual({ passes: 1, seen: [false, true] })
  })

  it('goes on while passes come back full', async () => {
    expect(await drainOf(45, 20, 20)).toEqual({ passes: 3, left: 0 })
    expect(await drainOf(40, 20, 20)).toEqual({ passes: 3, left: 0 })
  })
})
