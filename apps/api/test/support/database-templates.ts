import { readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { migrationsFolder } from '../../src/app-paths'
import { openDatabase } from '../../src/db/client'
import { createScratchDatabase } from './scratch-database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite data directory, or '' on PostgreSQL runs. */
    pgliteSnapshotFile: string
    /** A migrated, empty PostgreSQL database each test app copies, or '' on PGlite runs. */
    postgresTemplate: string
  }
}

/**
 * Vitest global setup: migrates one empty database per run, so each test app starts from a copy
 * instead of running the migrations again. On PGlite it is a dump of an in-memory database, which
 * a test app loads in about 0.4 s instead of initdb and the migrations (2–3 s); on PostgreSQL it
 * is a template database, which `create database … template` copies in a fraction of the time the
 * migrations take.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.API_TEST_DB === 'postgres') {
    project.provide('pgliteSnapshotFile', '')
    return setUpPostgresTemplate(project)
  }
  project.provide('postgresTemplate', '')
  const client = await PGlite.create()
  await migrate(drizzle({ client }), { migrationsFolder })
  const snapshot = await client.dumpDataDir('none')
  await client.close()

  const file = path.join(tmpdir(), `ridelane-pglite-${process.pid}-${Date.now()}.tar`)
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()))
  project.provide('pgliteSnapshotFile', file)
  return () => rm(file, { force: true })
}

async function setUpPostgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL')
  const template = await createScratchDatabase(serverUrl, 'ridelane_template')
  try {
    // Migrated the way the app migrates; closed again, since a template may have no connections.
    const database = await openDatabase({ driver: 'postgres', url: template.url, poolSize: 1 })
    try {
      await database.migrate(migrationsFolder)
    } finally {
      await database.close()
    }
  } catch (error) {
    await template.drop()
    throw error
  }
  project.provide('postgresTemplate', template.name)
  return () => template.drop()
}

/**
 * A Blob whose bytes are already in memory. PGlite reads a snapshot with `arrayBuffer()`, which
 * Node's own Blob answers by streaming its 40 MB in small chunks and joining them again: about a
 * third of the time a test app took to start. PGlite copies every file out of the buffer into its
 * own file system, so one buffer serves every test app of a worker.
 */
class BufferedBlob extends Blob {
  readonly #bytes: ArrayBuffer

  constructor(bytes: ArrayBuffer) {
    super([])
    this.#bytes = bytes
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes)
  }
}

const snapshots = new Map<string, Promise<Blob>>()

/** The run's PGlite snapshot, read from disk once per worker. */
export function readPgliteSnapshot(file: string): Promise<Blob | undefined> {
  if (!file) return Promise.resolve(undefined)
  let snapshot = snapshots.get(file)
  if (!snapshot) {
    snapshot = readFile(file).then(
      (bytes) =>
        new BufferedBlob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
    )
    snapshots.set(file, snapshot)
  }
  return snapshot
}
