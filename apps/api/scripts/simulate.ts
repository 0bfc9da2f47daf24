import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { DatabaseTarget } from '../src/config'
import { createScratchDatabase } from '../test/support/scratch-database'
import { formatReport } from './simulate/report'
import { simulate } from './simulate/run'
import { parseSeed, SeedError } from './simulate/seed'

// `npm run simulate [-- seed.json] [--postgres] [--processes 2]`: a simulated day of automatic
// dispatch (docs/decisions/035-automatic-dispatch.md#the-clock-and-the-simulator) on a fresh
// PGlite database, or with --postgres on a fresh database of the PostgreSQL server at
// TEST_DATABASE_URL (dropped afterwards); --processes 2 runs two API processes on it.

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    postgres: { type: 'boolean', default: false },
    processes: { type: 'string', default: '1' },
  },
})
const seedFile = path.resolve(
  positionals[0] ?? path.join(import.meta.dirname, 'simulate-seed.json'),
)
const processes = Number(values.processes)
if (!Number.isInteger(processes) || processes < 1 || processes > 4) {
  console.error('simulate: --processes takes 1 to 4')
  process.exit(2)
}
if (processes > 1 && !values.postgres) {
  console.error('simulate: --processes needs --postgres (PGlite is one process’s database)')
  process.exit(2)
}

let seed
try {
  seed = parseSeed(await readFile(seedFile, 'utf8'), seedFile)
} catch (error) {
  if (!(error instanceof SeedError)) throw error
  console.error(error.message)
  process.exit(2)
}

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const scratch = values.postgres
  ? await createScratchDatabase(serverUrl, 'ridelane_simulate')
  : undefined
const database: DatabaseTarget = scratch
  ? { driver: 'postgres', url: scratch.url }
  : { driver: 'pglite' }
const where = scratch ? `PostgreSQL database ${scratch.name}` : 'PGlite in memory'
console.log(
  `simulate: ${path.basename(seedFile)}, ${seed.rides.count} rides on ${seed.day}, ` +
    `${processes} process${processes === 1 ? '' : 'es'} on ${where}`,
)
try {
  const report = await simulate({
    seed,
    database,
    processes,
    progress: (line) => console.log(line),
  })
  for (const line of formatReport(report)) console.log(line)
  // The invariants: nobody drives two rides at once, and no step offers a ride twice.
  if (report.overlaps > 0 || report.duplicateOffers > 0) process.exitCode = 1
} finally {
  await scratch?.drop()
}
