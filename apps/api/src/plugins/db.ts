import fp from 'fastify-plugin'
import { migrationsFolder } from '../app-paths'
import type { DatabaseTarget } from '../config'
import { openDatabase, type Database, type DatabaseConnection } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database; only a feature's repository.ts should use it
     * (docs/architecture.md#api). */
    db: Database
    /** The connection behind `db`: which driver, a health ping, close. */
    database: DatabaseConnection
  }
}

export type DbPluginOptions = { target: DatabaseTarget }

/** Opens the database, applies pending migrations, and closes it when the app closes. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { target }) => {
    const database = await openDatabase(target, {
      onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost'),
    })
    // Not ready while migrating (GET /health/ready); buildApp moves on to serving once ready.
    app.lifecycle.enter('migrating')
    try {
      await database.migrate(migrationsFolder)
    } catch (error) {
      await database.close()
      throw error
    }
    app.lifecycle.enter('starting')
    app.log.info({ driver: database.driver }, 'database ready')
    app.decorate('db', database.db)
    app.decorate('database', database)
    app.addHook('onClose', () => database.close())
  },
  { name: 'db' },
)
