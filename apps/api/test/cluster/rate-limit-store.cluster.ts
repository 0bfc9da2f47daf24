import { spawn, type ChildProcess } from 'node:child_process'
import { createConnection } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../support/processes/booking-journey'
import { freePort } from '../support/processes/api-process'
import { startCluster, type Cluster } from '../support/processes/cluster'

// The cluster's own Redis, so stopping it disturbs nobody else using the machine's Redis.
type PrivateRedis = { url: string; stop(): Promise<void>; start(): Promise<void> }

async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    await waitUntil(() => canConnect(port), 10_000)
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      if (!child || child.exitCode !== null) return
      const exited = new Promise((resolve) => child!.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    },
  }
}

function canConnect(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = createConnection(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`not ready within ${timeoutMs} ms`)
}

let redis: PrivateRedis
let cluster: Cluster
let servers: string[]
beforeAll(async () => {
  redis = await privateRedis()
  cluster = await startCluster({ env: { REDIS_URL: redis.url } })
  servers = cluster.servers.map((server) => server.url)
})
afterAll(async () => {
  await cluster?.stop()
  await redis?.stop()
})

const signIn = (server: string) =>
  call(server, 'POST', '/partners/login', {
    email: 'agency-redis@travel.example',
    password: 'Wrong#2025',
  })
const health = (server: string) => call(server, 'GET', '/health')

describe('the rate-limit store going away mid-run', () => {
  it('makes limited calls answer 503 and health report it, until it is back', async () => {
    for (const server of servers) {
      expect((await signIn(server)).status).toBe(401)
      expect((await health(server)).status).toBe(200)
    }

    await redis.stop()

    for (const server of servers) {
      const refused = await signIn(server)
      expect(refused).toEqual({
        status: 503,
        body: {
          success: false,
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'This service is briefly unavailable. Please try again in a moment.',
          },
        },
      })
      expect(await health(server)).toEqual({
        status: 503,
        body: {
          success: false,
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'The rate-limit store is not answering.',
          },
        },
      })
      // Calls without a limit go on: the site is not down, its limited doors are shut.
      expect((await call(server, 'GET', '/currencies')).status).toBe(200)
    }

    await redis.start()
    for (const server of servers) {
      await waitUntil(async () => (await health(server)).status === 200, 15_000)
      expect((await signIn(server)).status).toBe(401)
    }
  })
})
