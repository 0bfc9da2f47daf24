import pg from 'pg'

/**
 * Named statements on PostgreSQL (docs/decisions/031-named-statements.md). Drizzle sends each
 * query as an unnamed statement, which the server parses and plans again every time: on a
 * booking journey that was a third of PostgreSQL's CPU. A statement the process has run a few
 * times gets a name, and each connection parses it once and then only binds and executes it.
 */
export type StatementNamer = (text: string) => string | undefined

export type NamingLimits = {
  /** Distinct statements named at most; past it new ones stay unnamed (each costs server memory per connection). */
  names: number
  /** Runs of a statement before it is named: a statement run once or twice is not worth a name. */
  after: number
  /** Unnamed statements whose runs are counted at most; past it the counts start again. */
  counted: number
}

export const NAMING_LIMITS: NamingLimits = { names: 256, after: 3, counted: 4096 }

export function statementNamer(limits: NamingLimits = NAMING_LIMITS): StatementNamer {
  const names = new Map<string, string>()
  const runs = new Map<string, number>()
  return (text) => {
    const known = names.get(text)
    if (known !== undefined || names.size >= limits.names) return known
    const count = (runs.get(text) ?? 0) + 1
    if (count < limits.after) {
      if (runs.size >= limits.counted) runs.clear()
      runs.set(text, count)
      return undefined
    }
    runs.delete(text)
    // Names only have to be unique on a connection, and a pool's connections are this process's.
    const name = `ridelane_${names.size + 1}`
    names.set(text, name)
    return name
  }
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown }

/**
 * A node-postgres Client class for a pool that names the statements `namer` picks. Only a query
 * with parameters is named: one without runs on the simple protocol, which allows several
 * statements in one text (migrations), and a named one would not.
 */
export function namingClient(namer: StatementNamer): typeof pg.Client {
  class NamingClient extends pg.Client {}
  type Query = (this: pg.Client, ...args: unknown[]) => unknown
  NamingClient.prototype.query = function (
    this: pg.Client,
    config: unknown,
    values?: unknown,
    callback?: unknown,
  ) {
    const named = withName(namer, config, values)
    // Looked up at each call, so whatever wraps the client's query (a tracer, a test) still sees it.
    return (pg.Client.prototype.query as Query).call(this, named, values, callback)
  } as typeof pg.Client.prototype.query
  return NamingClient
}

function withName(namer: StatementNamer, config: unknown, values: unknown): unknown {
  const asObject: QueryConfig | undefined =
    typeof config === 'string'
      ? { text: config }
      : config && typeof config === 'object'
        ? config
        : undefined
  // A Submittable (a cursor, a stream) manages its own protocol; an explicit name is kept.
  if (!asObject || asObject.submit !== undefined || asObject.name !== undefined) return config
  if (typeof asObject.text !== 'string') return config
  const parameters = Array.isArray(values) ? values : asObject.values
  if (!Array.isArray(parameters) || parameters.length === 0) return config
  const name = namer(asObject.text)
  return name === undefined ? config : { ...asObject, name }
}
