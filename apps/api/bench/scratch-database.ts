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

/** A new, empty database on the server at `serverUrl`, dropped (connections and all) by drop(). */
export async function createScratchDatabase(
  serverUrl: string,
  purpose: string,
): Promise<ScratchDatabase> {
  const name = `ridelane_bench_${purpose}_${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, `create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  }
}
