import type { Database } from './client'

/**
 * A prepared query made once per database handle and kept for its life (Drizzle's `.prepare`):
 * its SQL is built once instead of on every call, and on PostgreSQL the named statement is parsed
 * and planned once per connection. PGlite runs it as an ordinary query. A transaction is its own
 * handle, so a query prepared on the database never runs inside one by mistake: `build` gets the
 * handle it is called with.
 */
export function preparedOn<P>(build: (db: Database) => P): (db: Database) => P {
  const byDatabase = new WeakMap<Database, P>()
  return (db) => {
    let prepared = byDatabase.get(db)
    if (!prepared) byDatabase.set(db, (prepared = build(db)))
    return prepared
  }
}
