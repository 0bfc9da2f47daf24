// `npm test`: every check, one stage after another; prints each stage's wall time at the end.
// A stage that fails stops the run. The stages and their order are the README's (Tests).
import {
  recordedStages,
  resetStages,
  runStage,
  runStagesSideBySide,
  stageTable,
  timesDir,
} from './stages.mjs'

const withPostgres = Boolean(process.env.TEST_DATABASE_URL)
const withRedis = Boolean(process.env.REDIS_URL)
const json = (name) =>
  `--reporter=default --reporter=json --outputFile=${timesDir}/vitest-${name}.json`

// Each of these keeps one core busy, so they run side by side; the build is needed only by the
// browser stage, later.
const sideBySide = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['build', 'npm run build'],
]
const stages = [
  [
    'unit: domain and web',
    `npx vitest run --project domain --project web --project web-threads ${json('domain-web')}`,
  ],
  ['unit: API on PGlite', `npx vitest run --project api-pglite ${json('api-pglite')}`],
  ...(withPostgres
    ? [['unit: API on PostgreSQL', `npx vitest run --project api-postgres ${json('api-postgres')}`]]
    : []),
  ['browser', 'npm run test:e2e'],
]
// Last, the suites that start API processes of their own on PostgreSQL (and Redis), in two
// groups: each suite waits on its servers about half the time, so two side by side take little
// more than the longer one, while four at once on two cores slowed the chaos run towards its
// watchdog. Each has its own database and Redis namespace.
const serverGroups = withPostgres
  ? [
      [
        ['cluster', 'npm run test:cluster'],
        // Load with a crash: 2,000 booking journeys over two API processes, one killed mid-run.
        ...(withRedis ? [['chaos', 'npm run test:chaos']] : []),
      ],
      [
        // A rolling deploy: four API processes behind nginx restarted one at a time under load
        // (docs/operations.md#rolling-deploys); no request may fail, nothing be lost or doubled.
        ...(withRedis ? [['rolling deploy', 'npm run test:rolling']] : []),
        // Backs up a database with a booking in every status (embedded, then pg_dump), restores
        // it and compares every row (docs/decisions/054-backups.md): about 40 s, mostly one core.
        ['backup drill', 'npm run backup:drill'],
      ],
    ]
  : []

// .ci/run keeps one list for its whole run; on its own, npm test starts a new one.
if (!process.env.RIDELANE_CI_RUN) resetStages()
const startedWith = recordedStages().length
let failed = (await runStagesSideBySide(sideBySide, 'checks')).find((stage) => !stage.ok)
for (const [name, command, env] of failed ? [] : stages) {
  const stage = await runStage(name, command, env)
  if (!stage.ok) {
    failed = stage
    break
  }
}
for (const [index, group] of (failed ? [] : serverGroups).entries()) {
  // Each group its own name: the table counts a group's longest stage once.
  failed = (await runStagesSideBySide(group, `servers ${index + 1}`)).find((stage) => !stage.ok)
  if (failed) break
}
if (!withPostgres) {
  console.log('\ntest:cluster skipped: TEST_DATABASE_URL is not set (PostgreSQL and Redis needed)')
  console.log(
    'backup:drill skipped: TEST_DATABASE_URL is not set (it restores pg_dump into PostgreSQL)',
  )
}
if (!withPostgres || !withRedis) {
  console.log('test:chaos and test:rolling skipped: they need TEST_DATABASE_URL and REDIS_URL')
}
console.log(`\n${stageTable(recordedStages().slice(startedWith))}`)
console.log('The slowest test files: npm run test:times')
if (failed) {
  console.error(`\nnpm test: the stage "${failed.name}" failed`)
  process.exit(1)
}
