import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { DatabaseTarget } from '../../src/config'
import { readPgliteSnapshot } from './pglite-snapshot'

export type TestDatabase = { target: DatabaseTarget; drop(): Promise<void> }

/**
 * A fresh, empty database for one test app. PGlite in memory by default; a uniquely named
 * database on a real PostgreSQL server when API_TEST_DB=postgres and TEST_DATABASE_URL are set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.API_TEST_DB !== 'postgres') {
    const snapshot = await readPgliteSnapshot(inject('pgliteSnapshotFile'))
    return { target: { driver: 'pglite', snapshot }, drop: async () => {} }
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL')

  const name = `ridelane_test_${randomBytes(6).toString('hex')}`
  await onServer(serverUrl, `create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    target: { driver: 'postgres', url: url.toString() },
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
