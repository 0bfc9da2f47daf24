import { existsSync } from 'node:fs'
import path from 'node:path'
import { isDomainError } from '@ridelane/domain'
import { migrationsFolder } from './app-paths'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { createAdmin } from './modules/operators'

// Server-side commands for whoever runs Ridelane: `npm run ops -- create-admin EMAIL`.
// On PGlite it opens DATA_DIR itself, so stop the server first: the embedded database
// takes one process at a time. On PostgreSQL (DATABASE_URL) it can run beside the server.
const usage = 'Usage: npm run ops -- create-admin EMAIL'

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args
  if (command !== 'create-admin' || !email || rest.length > 0) {
    process.stderr.write(`${usage}\n`)
    return 2
  }
  const config = loadConfig()
  const { database: target } = config
  // PGlite marks an open data folder with postmaster.pid; two processes on it would corrupt it.
  if (target.driver === 'pglite' && existsSync(path.join(target.dataDir!, 'postmaster.pid'))) {
    process.stderr.write(
      `The embedded database in ${config.dataDir} is in use: stop the Ridelane server and run ` +
        'this again. (If no server is running, one stopped without closing it: start and stop ' +
        'it once.)\n',
    )
    return 1
  }
  const database = await openDatabase(target)
  try {
    await database.migrate(migrationsFolder)
    const result = await createAdmin(database.db, config.appBaseUrl, email)
    process.stdout.write(
      [
        result.created
          ? `Created admin ${result.email}.`
          : `${result.email} already exists; it is an active admin and has a fresh link.`,
        'Open this link to choose a password (it works once, for 72 hours):',
        result.link,
        '',
      ].join('\n'),
    )
    return 0
  } finally {
    await database.close()
  }
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  if (error instanceof ConfigError || isDomainError(error)) {
    process.stderr.write(`${error.message}\n`)
    process.exitCode = 1
  } else {
    throw error
  }
}
