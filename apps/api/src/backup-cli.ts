import { ConfigError, loadConfig } from './config'
import { BackupRefused, backUpEmbedded, restoreEmbedded } from './db/backup'

// `npm run backup:embedded [-- FILE]` and `npm run restore:embedded -- FILE`: a consistent copy
// of the embedded database in DATA_DIR, and that copy put back into an empty DATA_DIR
// (docs/operations.md#backups-and-restore). Each opens the database itself, so stop the server
// first: the embedded database takes one process at a time. PostgreSQL has pg_dump for this.
const usage = [
  'Usage: npm run backup:embedded [-- FILE]   (default: ridelane-embedded-<time>.tar.gz)',
  '       npm run restore:embedded -- FILE    (into an empty DATA_DIR)',
].join('\n')

async function main(args: string[]): Promise<number> {
  const [command, file, ...rest] = args
  if (
    !(command === 'backup' || (command === 'restore' && file)) ||
    rest.length > 0 ||
    file?.startsWith('-')
  ) {
    process.stderr.write(`${usage}\n`)
    return 2
  }
  const config = loadConfig()
  const { database: target } = config
  if (target.driver !== 'pglite' || !target.dataDir) {
    process.stderr.write(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump --format=custom and restore it with ' +
        'pg_restore (docs/operations.md#backups-and-restore).\n',
    )
    return 2
  }
  const started = performance.now()
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const out = file ?? `ridelane-embedded-${stamp}.tar.gz`
    const { bytes } = await backUpEmbedded(target.dataDir, out)
    process.stdout.write(
      `Wrote ${out} (${(bytes / 1_048_576).toFixed(1)} MB) from ${target.dataDir} in ${seconds()} s.\n`,
    )
  } else {
    await restoreEmbedded(file!, target.dataDir)
    process.stdout.write(`Restored ${file} into ${target.dataDir} in ${seconds()} s.\n`)
  }
  return 0
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupRefused) {
    process.stderr.write(`${error.message}\n`)
    process.exitCode = 1
  } else {
    throw error
  }
}
