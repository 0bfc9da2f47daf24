import { mkdir } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { DatabaseTarget } from '../config'
import { namingClient, statementNamer } from './named-statements'
import { pgliteListen, postgresListen, type Listen } from './notifications'
import * as schema from './schema'

/** node-postgres itself, whose client the tracing patches (observability/tracing.ts). */
export const postgresDriver: unknown = pg

/** Any fixed number: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_305_127_411

/** One Drizzle type for both drivers, so features never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseConnection = {
  driver: DatabaseTarget['driver']
  db: Database
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate: (migrationsFolder: string) => Promise<void>
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>
  /** LISTEN on a channel: every process hears NOTIFYs from any of them (notifications.ts). */
  listen: Listen
  /**
   * The connection pool's state now, for the metrics; undefined on PGlite, which has one
   * in-process connection and no pool.
   */
  poolUse(): PoolUse | undefined
  close(): Promise<void>
}

/** node-postgres's pool: connections open (busy or idle), callers waiting for one, the cap. */
export type PoolUse = { total: number; idle: number; waiting: number; max: number }

export type OpenDatabaseOptions = { onIdleError?: (error: Error) => void }

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseConnection> {
  return target.driver === 'postgres'
    ? openPostgres(
        target.url,
        target.poolSize ?? defaultPoolSize(),
        target.namedStatements ?? true,
        options,
      )
    : openPglite(target.dataDir, target.snapshot)
}

/**
 * The embedded database's page cache. PostgreSQL's default of 128 MB is most of what an idle
 * PGlite process keeps resident (its WebAssembly memory never shrinks); the embedded database is
 * for one small deployment, its files stay in the operating system's cache, and 16 MB holds
 * 2,048 pages (docs/decisions/023-memory-and-serialisation.md).
 */
export const PGLITE_SHARED_BUFFERS = '16MB'

async function openPglite(
  dataDir: string | undefined,
  snapshot: Blob | undefined,
): Promise<DatabaseConnection> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  // Loaded only for the embedded database: a server on PostgreSQL never needs them.
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite')
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator')
  // Without a data directory the database lives in memory: tests use that for a fresh start,
  // loading a snapshot to skip initdb, which takes seconds.
  const client = await PGlite.create({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  })
  const db = drizzlePglite({ client, schema })
  return connection('pglite', db, {
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    listen: pgliteListen(client),
    poolUse: () => undefined,
    close: () => client.close(),
  })
}

/**
 * Connections one API process keeps to PostgreSQL when DATABASE_POOL_SIZE is unset: two per core
 * of this machine, at least 4 and at most node-postgres's usual 10. A query's work is CPU work;
 * on a small machine that also runs PostgreSQL, ten busy connections only made ten backends take
 * turns on two cores, and the board's slowest answers came later (docs/decisions/017).
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * cores))
}

async function openPostgres(
  url: string,
  poolSize: number,
  namedStatements: boolean,
  { onIdleError }: OpenDatabaseOptions,
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(namedStatements ? { Client: namingClient(statementNamer()) } : {}),
  })
  // An idle client that loses its server emits 'error'; unheard, it would crash the process.
  pool.on('error', (error) => onIdleError?.(error))
  const db = drizzleNodePg({ client: pool, schema })
  const listener = postgresListen(url, (error) => onIdleError?.(error))
  return connection('postgres', db, {
    migrate: async (migrationsFolder) => {
      // Several API processes may start together on an empty database: one migrates at a time,
      // the others wait for it and then find nothing left to do.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
        client.release()
      }
    },
    listen: listener.listen,
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    close: async () => {
      await listener.close()
      await pool.end()
    },
  })
}

function connection(
  driver: DatabaseTarget['driver'],
  db: Database,
  ops: Pick<DatabaseConnection, 'migrate' | 'listen' | 'poolUse' | 'close'>,
): DatabaseConnection {
  let closing: Promise<void> | undefined
  return {
    driver,
    db,
    migrate: ops.migrate,
    listen: ops.listen,
    poolUse: ops.poolUse,
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Database ping timed out')), timeoutMs)
      })
      try {
        await Promise.race([db.execute(sql`select 1`), timeout])
      } finally {
        clearTimeout(timer)
      }
    },
    close() {
      closing ??= ops.close()
      return closing
    },
  }
}
