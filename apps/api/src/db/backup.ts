import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

// Backups of the embedded database, and the fingerprint of a database's rows that the backup
// drill compares (docs/operations.md#backups-and-restore, docs/decisions/054-backups.md).
// PostgreSQL is backed up with its own tools (pg_dump, pg_restore); nothing here runs them.

/** Why a backup or restore of the embedded database refused to start. */
export class BackupRefused extends Error {}

/**
 * PGlite marks an open data folder with postmaster.pid; a second process on it would corrupt it,
 * and a copy taken while the server writes may be torn.
 */
export function embeddedInUse(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'postmaster.pid'))
}

const inUseMessage = (dataDir: string) =>
  `The embedded database in ${dataDir} is in use: stop the Ridelane server and run this again. ` +
  '(If no server is running, one stopped without closing it: start and stop it once.)'

/**
 * Writes a consistent copy of the embedded database in `dataDir` to `file`: a gzipped tarball of
 * its data folder (PGlite's dumpDataDir), taken after a checkpoint by this process, which holds
 * the database alone while it runs. The file appears only once it is complete.
 */
export async function backUpEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupRefused(`No embedded database in ${dataDir}.`)
  }
  if (embeddedInUse(dataDir)) throw new BackupRefused(inUseMessage(dataDir))
  const { PGlite } = await import('@electric-sql/pglite')
  const client = await PGlite.create({ dataDir })
  try {
    // Without a checkpoint the copy starts with WAL replay, which moves every sequence ahead.
    await client.exec('checkpoint')
    const tarball = await client.dumpDataDir('gzip')
    const bytes = Buffer.from(await tarball.arrayBuffer())
    await mkdir(path.dirname(path.resolve(file)), { recursive: true })
    const partial = `${file}.partial`
    await writeFile(partial, bytes)
    await rename(partial, file)
    return { bytes: bytes.length }
  } finally {
    await client.close()
  }
}

/**
 * Makes `dataDir` an embedded database holding the copy in `file` (from backUpEmbedded). Refuses
 * a folder that already holds files: move the old database aside first.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) throw new BackupRefused(`No backup file at ${file}.`)
  const present = await readdir(dataDir).catch(() => [])
  if (present.length > 0) {
    throw new BackupRefused(
      `${dataDir} is not empty: move the current database aside (or choose another DATA_DIR) ` +
        'and run this again.',
    )
  }
  await mkdir(dataDir, { recursive: true })
  const bytes = await readFile(file)
  const { PGlite } = await import('@electric-sql/pglite')
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([bytes]) })
  try {
    await client.query('select 1')
  } finally {
    await client.close()
  }
}

/** Runs one SQL statement and answers its rows: either driver's client fits behind this. */
export type RowQuery = (statement: string) => Promise<Record<string, unknown>[]>

/** One table's rows in short: how many, and an md5 of all of them in a fixed order. */
export type TableFingerprint = { rows: number; md5: string }

/**
 * What the drill compares: every table of every schema but the system's (so the migrations'
 * journal too), and every sequence's position.
 */
export type DatabaseFingerprint = {
  tables: Record<string, TableFingerprint>
  sequences: Record<string, string>
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

const userSchemas = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  and n.nspname not like 'pg_temp_%' and n.nspname not like 'pg_toast_temp_%'`

export async function fingerprint(query: RowQuery): Promise<DatabaseFingerprint> {
  const tables = await query(
    `select n.nspname as schema, c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${userSchemas}
      order by 1, 2`,
  )
  const result: DatabaseFingerprint = { tables: {}, sequences: {} }
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const table = `${quoted(schema)}.${quoted(name)}`
    // Each row as its text form, sorted by that text: the same rows give the same digest
    // whatever order they sit on disk in.
    const [row] = await query(
      `select count(*)::int as rows,
              md5(coalesce(string_agg(r::text, E'\\n' order by r::text collate "C"), '')) as md5
         from ${table} r`,
    )
    result.tables[`${schema}.${name}`] = { rows: Number(row!.rows), md5: String(row!.md5) }
  }
  const sequences = await query(
    `select n.nspname as schema, c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and ${userSchemas}
      order by 1, 2`,
  )
  for (const { schema, name } of sequences as { schema: string; name: string }[]) {
    const [row] = await query(
      `select last_value::text as value, is_called from ${quoted(schema)}.${quoted(name)}`,
    )
    result.sequences[`${schema}.${name}`] =
      `${String(row!.value)}${row!.is_called ? '' : ' (not called)'}`
  }
  return result
}

/** Every way `restored` differs from `original`, one line each; empty when they agree. */
export function fingerprintDifferences(
  original: DatabaseFingerprint,
  restored: DatabaseFingerprint,
): string[] {
  const differences: string[] = []
  const compare = <T>(
    kind: string,
    before: Record<string, T>,
    after: Record<string, T>,
    describe: (value: T) => string,
  ) => {
    const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
    for (const name of names) {
      const a = before[name]
      const b = after[name]
      if (a === undefined) differences.push(`${kind} ${name}: only in the restored database`)
      else if (b === undefined) differences.push(`${kind} ${name}: missing from the restore`)
      else if (describe(a) !== describe(b)) {
        differences.push(`${kind} ${name}: ${describe(a)} before, ${describe(b)} restored`)
      }
    }
  }
  compare('table', original.tables, restored.tables, ({ rows, md5 }) => `${rows} rows (${md5})`)
  compare('sequence', original.sequences, restored.sequences, (value) => value)
  return differences
}
