import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import pg from 'pg'
import { createScratchDatabase } from '../scratch-database'
import { startTestSmtpServer, type TestSmtpServer } from '../smtp-server'
import { ensureApiBuilt, freePort, startApiProcess, type ApiProcess } from './api-process'

const defaultDatabaseServer = 'postgres://postgres@127.0.0.1:5432/postgres'
const defaultRedis = 'redis://127.0.0.1:6379'

/**
 * API processes (two unless asked for more) sharing one fresh database, one Redis namespace and
 * one SMTP server.
 */
export type Cluster = {
  servers: [ApiProcess, ApiProcess, ...ApiProcess[]]
  smtp: TestSmtpServer
  /** A client of the cluster's own database, to check what was stored. */
  db: pg.Pool
  /**
   * Starts the server at `index` again on the same port, after a crash or a stop; `env` is added
   * to the cluster's own settings for this start only.
   */
  restart(index: number, env?: Record<string, string>): Promise<ApiProcess>
  /** Stops everything and drops the database and the Redis keys; safe to call twice. */
  stop(): Promise<void>
}

export type ClusterOptions = {
  env?: Record<string, string>
  /** How many API processes; 2 when not given. */
  count?: number
}

/**
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) gets a database
 * ridelane_cluster_<random>; REDIS_URL (default redis://127.0.0.1:6379) a key prefix of its own,
 * so parallel runs never share a counter.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  ensureApiBuilt()
  const serverUrl = process.env.TEST_DATABASE_URL ?? defaultDatabaseServer
  const redisUrl = process.env.REDIS_URL ?? defaultRedis
  const runId = randomBytes(6).toString('hex')
  const namespace = `ridelane-cluster-${runId}:`
  await withRedis(redisUrl, (redis) => redis.ping())
  const database = await createScratchDatabase(serverUrl, 'ridelane_cluster')

  const cleanups: Array<() => Promise<unknown>> = [
    database.drop,
    () => forgetNamespace(redisUrl, namespace),
  ]
  const stop = async () => {
    while (cleanups.length) await cleanups.pop()!().catch(() => {})
  }
  try {
    const smtp = await startTestSmtpServer()
    cleanups.push(() => smtp.close())
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      RATE_LIMIT_NAMESPACE: namespace,
      SMTP_URL: smtp.url,
      ...options.env,
    }
    const servers: ApiProcess[] = []
    cleanups.push(() => Promise.all(servers.map((server) => server.stop())))
    const start = async (index: number, port: number, extra: Record<string, string> = {}) => {
      const name = `server ${String.fromCharCode(65 + index)}`
      const server = await startApiProcess({ name, port, env: { ...env, ...extra } })
      servers[index] = server
      return server
    }
    // One after the other: the first applies the migrations and seeds the catalogue.
    for (let index = 0; index < Math.max(2, options.count ?? 2); index++) {
      await start(index, await freePort())
    }
    const db = new pg.Pool({ connectionString: database.url, max: 2 })
    cleanups.push(() => db.end())
    return {
      servers: servers as Cluster['servers'],
      smtp,
      db,
      restart: (index, extra) => start(index, servers[index]!.port, extra),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

async function withRedis<T>(redisUrl: string, use: (redis: Redis) => Promise<T>) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  redis.on('error', () => {})
  try {
    await redis.connect().catch((error: Error) => {
      throw new Error(`Redis at ${redisUrl} does not answer (set REDIS_URL): ${error.message}`)
    })
    return await use(redis)
  } finally {
    redis.disconnect()
  }
}

function forgetNamespace(redisUrl: string, namespace: string) {
  return withRedis(redisUrl, async (redis) => {
    for await (const keys of redis.scanStream({ match: `${namespace}*`, count: 500 })) {
      if ((keys as string[]).length) await redis.del(...(keys as string[]))
    }
  })
}
