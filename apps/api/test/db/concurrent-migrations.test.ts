import { describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../src/app-paths'
import { openDatabase } from '../../src/db/client'
import { createTestDatabase } from '../support/test-database'

// Several API processes started together on one empty PostgreSQL database
// (docs/architecture.md#data-and-storage) must not race each other's migrations.
describe.runIf(process.env.API_TEST_DB === 'postgres')('migrations from several processes', () => {
  it('apply once while the others wait, and every process starts', async () => {
    const fresh = await createTestDatabase()
    const connections = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase(fresh.target)),
    )
    try {
      const results = await Promise.allSettled(
        connections.map((connection) => connection.migrate(migrationsFolder)),
      )
      expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'))
    } finally {
      await Promise.all(connections.map((connection) => connection.close()))
      await fresh.drop()
    }
  })
})
