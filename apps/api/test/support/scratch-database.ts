import { randomBytes } from 'node:crypto'
import pg from 'pg'

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> }

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A new database named `<prefix>_<random>` on the PostgreSQL server at `serverUrl`, for one test
 * app, cluster or benchmark: empty, or a copy of `template`; drop() removes it, connections and
 * all.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await onServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  }
}
