import { is, sql, SQL } from 'drizzle-orm'
import type { Database } from './client'

/** What a Drizzle database or transaction holds, as both drivers (node-postgres, PGlite) name it. */
type Handle = { dialect: object; session: { client: unknown } }

/**
 * A prepared query (Drizzle's `.prepare`) made once per database and kept for its life: its SQL
 * is built once instead of on every call, and on PostgreSQL each connection parses and plans the
 * named statement once. PGlite runs it as an ordinary query. A transaction of that database runs
 * the same prepared query on the transaction's own connection (its `client`, which is all the
 * prepared query holds of a handle), so a locked read or an update inside one is not built anew
 * either; `build` gets the first handle it is called with.
 */
export function preparedOn<P extends object>(build: (db: Database) => P): (db: Database) => P {
  // A database and its transactions share one dialect; each has its own session and client.
  const byDatabase = new WeakMap<object, P>()
  return (db) => {
    const { dialect, session } = db as unknown as Handle
    let prepared = byDatabase.get(dialect)
    if (!prepared) byDatabase.set(dialect, (prepared = build(db)))
    if ((prepared as Partial<Handle['session']>).client === session.client) return prepared
    return Object.create(prepared, { client: { value: session.client } }) as P
  }
}

const NULL_MARK = ':null'

/**
 * What decides an insert's SQL: the fields a row gives, sorted, a null one marked as such (a
 * null is written as it is; only a value can fill a placeholder).
 */
export const rowShape = (row: object): string[] | undefined => {
  const entries = Object.entries(row).filter(([, value]) => value !== undefined)
  // An SQL expression is part of the statement, not a value: such a row is built as it is.
  if (entries.some(([, value]) => is(value, SQL))) return undefined
  return entries.map(([field, value]) => (value === null ? field + NULL_MARK : field)).sort()
}

/** A row for an insert of `shape`: each of its values a placeholder named `prefix` + field. */
export const placeholderRow = (prefix: string, shape: readonly string[]) =>
  Object.fromEntries(
    shape.map((entry) =>
      entry.endsWith(NULL_MARK)
        ? [entry.slice(0, -NULL_MARK.length), null]
        : [entry, sql.placeholder(prefix + entry)],
    ),
  )

/** The values placeholderRow's placeholders take for `row`. */
export const placeholderValues = (prefix: string, row: object, shape: readonly string[]) =>
  Object.fromEntries(
    shape
      .filter((entry) => !entry.endsWith(NULL_MARK))
      .map((field) => [prefix + field, (row as Record<string, unknown>)[field]]),
  )

/** A query builder that can be prepared, and run as it is (awaited) with the same result. */
type Preparable<T> = PromiseLike<T> & {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<T> }
}

type Rows = Record<string, object | undefined>

/**
 * A statement over a few rows (an insert of the fields a row gives, the others left to their
 * defaults), prepared once per shape of its rows (rowShape) and database handle, on the shape's
 * first use: building Drizzle's SQL of a wide insert cost more of our CPU than running it. Each
 * statement is named `name`_n. Past `maxShapes` shapes a call builds its statement as before.
 * `build` gets the rows, or rows of placeholders (typed as the rows) when it prepares. Only for
 * tables without `$defaultFn`: a default computed in JavaScript would be built in once.
 */
export function preparedPerShape<R extends Rows, T>(
  name: string,
  build: (db: Database, rows: R) => Preparable<T>,
  maxShapes = 32,
): (db: Database, rows: R) => Promise<T> {
  type Prepared = ReturnType<Preparable<T>['prepare']>
  const byShape = new Map<string, (db: Database) => Prepared>()
  const prefix = (part: string) => `${part}_`
  return async (db, rows) => {
    const parts = Object.keys(rows).sort()
    const shapes = parts.map((part) => {
      const row = rows[part]
      return row === undefined ? undefined : rowShape(row)
    })
    if (parts.some((part, at) => rows[part] !== undefined && shapes[at] === undefined)) {
      return build(db, rows)
    }
    const key = parts.map((part, at) => `${part}=${shapes[at]?.join(',') ?? '-'}`).join('|')
    let forShape = byShape.get(key)
    if (!forShape && byShape.size < maxShapes) {
      const statement = `${name}_${byShape.size + 1}`
      const placeholders = Object.fromEntries(
        parts.map((part, at) => {
          const shape = shapes[at]
          return [part, shape && placeholderRow(prefix(part), shape)]
        }),
      ) as R
      forShape = preparedOn((handle) => build(handle, placeholders).prepare(statement))
      byShape.set(key, forShape)
    }
    if (!forShape) return build(db, rows)
    const values = Object.assign(
      {},
      ...parts.map((part, at) => {
        const shape = shapes[at]
        return shape ? placeholderValues(prefix(part), rows[part]!, shape) : {}
      }),
    ) as Record<string, unknown>
    return forShape(db).execute(values)
  }
}
