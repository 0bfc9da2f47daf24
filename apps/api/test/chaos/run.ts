// `npm run test:chaos`: booking journeys from concurrent clients over two API processes, one of
// which is killed with SIGKILL mid-run and restarted; then nothing may be lost or doubled. Then
// one more kill, between the gateway's success and the booking's settlement, which reconciliation
// must settle once (crash-after-payment.ts). Last, kills while offers lapse and 24-hour reminders
// fall due on both servers' job loops (crash-during-jobs.ts). CHAOS_ONLY=jobs runs that alone.
import { randomUUID } from 'node:crypto'
import { startCluster, type Cluster } from '../support/processes/cluster'
import { auditBookings, auditMail, waitForOutbox } from './audit'
import { crashBetweenGatewayAndSettlement } from './crash-after-payment'
import { crashDuringJobs, type JobsCrashResult } from './crash-during-jobs'
import { driveJourneys } from './journeys'

const journeyCount = Number(process.env.CHAOS_JOURNEYS ?? 2000)
const clients = Number(process.env.CHAOS_CLIENTS ?? 50)
const crashAfter = Math.round(journeyCount * 0.4)
const onlyJobs = process.env.CHAOS_ONLY === 'jobs'
const jobOptions = {
  offers: Number(process.env.CHAOS_JOB_OFFERS ?? 60),
  reminders: Number(process.env.CHAOS_JOB_REMINDERS ?? 60),
}
// A mail claimed by the killed server is taken over once its lease runs out: 120 s in
// production, 30 s here (the test-only RIDELANE_CHAOS_LEASE_SECONDS), so the run does not sit
// out two minutes for the one mail in flight. Still far above the few seconds a batch of 20
// mails takes, so a live server never loses a mail it is sending.
const journeyLeaseSeconds = 30
// After the journeys, the confirmations still queued (hundreds when the journeys run fast) must
// all go out within this time; the wait ends as soon as none is pending.
const outboxTimeoutMs = 150_000
const runTimeoutMs = 7 * 60_000

const log = (line: string) => process.stdout.write(`chaos: ${line}\n`)
let cluster: Cluster | undefined

const watchdog = setTimeout(() => {
  log(`FAILED: still running after ${runTimeoutMs / 1000} s`)
  void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(1))
}, runTimeoutMs)

/** The scheduled-jobs phase: prints its table and problems, and returns them. */
async function jobsPhase(on: Cluster): Promise<JobsCrashResult> {
  log('killing servers while offers expire and reminders fall due')
  const result = await crashDuringJobs(on, log, jobOptions).catch((error: Error) => ({
    problems: [`scheduled jobs: the phase stopped: ${error.stack ?? String(error)}`],
    summary: {},
  }))
  console.table(result.summary)
  for (const problem of result.problems.slice(0, 20)) log(`PROBLEM ${problem}`)
  return result
}

async function main() {
  const started = performance.now()
  // One address sends every request here, so the per-address limits are off for this run.
  cluster = await startCluster({
    env: {
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'error',
      RIDELANE_CHAOS_LEASE_SECONDS: String(journeyLeaseSeconds),
    },
  })
  if (onlyJobs) {
    const { problems } = await jobsPhase(cluster)
    log(
      problems.length
        ? `FAILED with ${problems.length} problems`
        : 'passed: nothing lost or doubled',
    )
    return problems.length ? 1 : 0
  }
  const { servers, db, smtp } = cluster
  log(`servers at ${servers.map((s) => s.url).join(' and ')}; ${journeyCount} journeys`)

  let crash: Promise<void> | undefined
  const crashAndRestart = async () => {
    log(`killing ${servers[1].name} with SIGKILL after ${crashAfter} journeys`)
    await servers[1].crash()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await cluster!.restart(1)
    log(`${servers[1].name} restarted on port ${servers[1].port}`)
  }
  const drive = performance.now()
  const { journeys, stats } = await driveJourneys({
    servers: servers.map((server) => server.url),
    journeys: journeyCount,
    clients,
    runId: randomUUID().slice(0, 8),
    onFinished: (count) => {
      if (count === crashAfter) crash = crashAndRestart()
    },
  })
  const driveSeconds = (performance.now() - drive) / 1000
  await crash

  const pending = await waitForOutbox(db, outboxTimeoutMs)
  // One more pass of each outbox loop, so a mail sent twice would show.
  await new Promise((resolve) => setTimeout(resolve, 2500))
  const bookings = await auditBookings(db, journeys)
  const mail = await auditMail(db, smtp, journeys, 1)
  const abandoned = journeys.filter((journey) => journey.abandonedAt)

  log(`killing ${servers[1].name} between the gateway's success and the booking's settlement`)
  const paymentCrash = await crashBetweenGatewayAndSettlement(cluster, log)
  const jobsSeconds = performance.now()
  const jobs = await jobsPhase(cluster)
  const problems = [
    ...bookings.problems,
    ...mail.problems,
    ...paymentCrash.problems,
    ...jobs.problems,
    ...(pending ? [`${pending} mails still pending`] : []),
    ...abandoned.map((j) => `journey ${j.n} gave up at ${j.abandonedAt}`),
  ]

  console.table({
    'journeys driven': journeyCount,
    'bookings told to clients': journeys.filter((j) => j.booking).length,
    'bookings completed': journeys.filter((j) => j.completed).length,
    'bookings stored': bookings.stored,
    'confirmation mails sent': mail.sent,
    'mails resent after the kill': mail.resent,
    requests: stats.requests,
    retries: stats.retries,
    'creates answered by replay': stats.replays,
    'journeys abandoned': abandoned.length,
    'journeys per second': Math.round(journeyCount / driveSeconds),
    'payment crash reconciled (s)': paymentCrash.reconciledAfterSeconds?.toFixed(1) ?? 'never',
    'jobs crash phase (s)': Math.round((performance.now() - jobsSeconds) / 1000),
    'total seconds': Math.round((performance.now() - started) / 1000),
  })
  if (stats.errors.size) console.table(Object.fromEntries([...stats.errors].sort()))
  for (const problem of problems.filter((p) => !jobs.problems.includes(p)).slice(0, 20)) {
    log(`PROBLEM ${problem}`)
  }
  log(
    problems.length ? `FAILED with ${problems.length} problems` : 'passed: nothing lost or doubled',
  )
  return problems.length ? 1 : 0
}

let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  log(`FAILED: ${(error as Error).stack ?? String(error)}`)
} finally {
  await cluster?.stop()
  clearTimeout(watchdog)
}
process.exit(exitCode)
