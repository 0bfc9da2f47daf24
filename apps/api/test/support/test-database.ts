import { inject } from 'vitest'
import type { DatabaseTarget } from '../../src/config'
import { readPgliteSnapshot } from './database-templates'
import { createScratchDatabase } from './scratch-database'

export type TestDatabase = { target: DatabaseTarget; drop(): Promise<void> }

/**
 * A fresh, empty database for one test app, copied from the run's migrated template
 * (database-templates.ts). PGlite in memory by default; a uniquely named database on a real
 * PostgreSQL server when API_TEST_DB=postgres and TEST_DATABASE_URL are set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.API_TEST_DB !== 'postgres') {
    const snapshot = await readPgliteSnapshot(inject('pgliteSnapshotFile'))
    return { target: { driver: 'pglite', snapshot }, drop: async () => {} }
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL')

  const database = await createScratchDatabase(
    serverUrl,
    'ridelane_test',
    inject('postgresTemplate'),
  )
  // A test database is thrown away after its file: commits need not wait for the disk.
  const url = new URL(database.url)
  url.searchParams.set('options', '-c synchronous_commit=off')
  return { target: { driver: 'postgres', url: url.toString() }, drop: database.drop }
}
