import { randomUUID } from 'node:crypto'
import {
  startFakeTwilio,
  twilioEnv,
  type FakeTwilio,
} from '../../src/modules/messaging/fake-twilio-test-kit'
import type { Cluster } from '../support/processes/cluster'
import { auditJobs, type JobsAudit } from './jobs-audit'
import {
  adminSession,
  assignRide,
  inParallel,
  offerToArea,
  paidBooking,
  registerFleet,
  type PaidBooking,
} from './jobs-setup'

// The scheduled-jobs chaos case (docs/decisions/029-providers-and-drivers.md#scheduled-jobs):
// offers lapse and 24-hour reminders fall due in bursts while both servers run their job loops
// every 200 ms; a server is killed with SIGKILL in each burst, in the middle of its jobs or of its
// reminder texts, and restarted. Every offer batch must expire once, every reminder go out once by
// text (a fake Twilio) and once by mail (the SMTP sink), resends only where a kill cut a send
// short, nothing left behind.

export type JobsCrashResult = { problems: string[]; summary: Record<string, string | number> }

/** Seconds a claimed job, text or mail stays with its process (RIDELANE_CHAOS_LEASE_SECONDS). */
export const chaosLeaseSeconds = 5
const settleTimeoutMs = 40_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs the case on the cluster; leaves both servers running with the phase's settings. */
export async function crashDuringJobs(
  cluster: Cluster,
  log: (line: string) => void,
  options: { offers: number; reminders: number },
): Promise<JobsCrashResult> {
  const started = performance.now()
  const twilio = await startFakeTwilio({ delayMs: 150 })
  try {
    return await run(cluster, log, twilio, options, started)
  } finally {
    await twilio.close()
  }
}

async function run(
  cluster: Cluster,
  log: (line: string) => void,
  twilio: FakeTwilio,
  options: { offers: number; reminders: number },
  started: number,
): Promise<JobsCrashResult> {
  const { db, servers } = cluster
  const env = {
    ...twilioEnv(twilio),
    JOBS_INTERVAL_MS: '200',
    RIDELANE_CHAOS_LEASE_SECONDS: String(chaosLeaseSeconds),
  }
  for (const index of [0, 1] as const) {
    await servers[index].stop()
    await cluster.restart(index, env)
  }
  log(
    `both servers restarted with job loops every 200 ms, Twilio at a local fake, ` +
      `leases of ${chaosLeaseSeconds} s`,
  )

  // Setting up, through the API.
  const urls = () => servers.map((server) => server.url)
  const token = await adminSession(db)
  // One driver per assigned ride: a driver is never given two rides that overlap.
  const providers = 3
  const fleet = await registerFleet(
    urls()[0]!,
    token,
    providers,
    Math.ceil(options.reminders / providers),
  )
  const runId = randomUUID().slice(0, 8)
  const total = options.offers + options.reminders
  const bookings = await inParallel(
    Array.from({ length: total }, (_, i) => i),
    8,
    (i) => paidBooking(urls()[i % 2]!, 100 + i, runId),
  )
  const offered = bookings.slice(0, options.offers)
  const reminded = bookings.slice(options.offers)
  await inParallel(offered, 4, (b, i) => offerToArea(urls()[i % 2]!, token, b.id))
  await inParallel(reminded, 4, (b, i) => assignRide(urls()[i % 2]!, token, db, b.id, fleet[i]!))
  // The assignments' own texts and mails go first, so the bursts hold only the due work.
  if (!(await settled(db, [], settleTimeoutMs))) throw new Error('setup messages never went out')
  log(
    `set up ${offered.length} rides offered to ${providers} providers each and ` +
      `${reminded.length} assigned rides, through the API`,
  )

  // The setup step the API cannot do: offers last at least 5 minutes and reminders fall due a day
  // before the pickup, so their times are moved, in the database, to a burst a few seconds ahead.
  const kills: KillRecord[] = []
  const jobIds: string[] = []
  const bursts = killMoments.length
  for (let burst = 0; burst < bursts; burst++) {
    const part = <T>(items: T[]) => items.filter((_, i) => i % bursts === burst)
    const due = {
      jobIds: await moveDue(db, part(offered), part(reminded), 2),
      reminded: part(reminded),
    }
    jobIds.push(...due.jobIds)
    // The first burst loses both servers at once, so every job claimed at that moment belongs to a
    // dead process and must be taken over after its lease; the second loses server A alone.
    const victims: Array<0 | 1> = burst === 0 ? [0, 1] : [0]
    kills.push(await killMidBurst(cluster, due, killMoments[burst]!, victims, env, log))
  }

  const done = await settled(db, jobIds, settleTimeoutMs)
  // One more pass of every loop past a lease, so a job, text or mail done twice would show.
  await sleep(chaosLeaseSeconds * 1000 + 1000)
  const audit = await auditJobs(cluster, twilio, {
    offered,
    reminded,
    kills: kills.reduce((sum, kill) => sum + kill.servers.length, 0),
    textsInFlight: kills.reduce((sum, kill) => sum + kill.textsClaimed, 0),
  })
  const problems = [...audit.problems]
  if (!done) problems.push(`jobs, texts or mails still pending ${settleTimeoutMs / 1000} s after`)
  if (!kills.some((kill) => kill.claimed > 0) || audit.takenOver === 0) {
    problems.push('no kill landed while its server held claimed jobs')
  }
  return {
    problems: problems.map((problem) => `scheduled jobs: ${problem}`),
    summary: summaryOf(offered, reminded, kills, audit, started),
  }
}

type KillRecord = BurstState & { servers: string[]; of: number }

/** Moves the burst's offers and reminders to fall due `inSeconds` from now; returns its job ids. */
async function moveDue(
  db: Cluster['db'],
  offered: PaidBooking[],
  reminded: PaidBooking[],
  inSeconds: number,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `with due as (select now() + make_interval(secs => $3) as at),
     offers as (
       update ride_offers set expires_at = (select at from due)
       where booking_id = any($1::uuid[]) and status = 'open' returning batch_id)
     update scheduled_jobs set run_at = (select at from due)
     where status = 'pending' and (
       (kind = 'offer_expiry' and payload->>'batch_id' in (select batch_id::text from offers))
       or (kind = 'assignment_reminder' and payload->>'bookingId' = any($2::text[])))
     returning id`,
    [offered.map((b) => b.id), reminded.map((b) => b.id), inSeconds],
  )
  if (rows.length !== offered.length + reminded.length) {
    throw new Error(`moved ${rows.length} jobs, not ${offered.length + reminded.length}`)
  }
  return rows.map((row) => row.id)
}

/**
 * The burst's jobs done and claimed, its reminder texts sent, and every reminder text claimed (the
 * most a kill at that moment can leave to be sent again).
 */
type BurstState = { done: number; claimed: number; textsSent: number; textsClaimed: number }
type Burst = { jobIds: string[]; reminded: PaidBooking[] }

/**
 * When to kill: the first burst in the middle of its jobs (some done, several claimed and not);
 * the second while the reminders' texts go out (some sent, some handed to Twilio and unanswered).
 */
const killMoments: Array<(state: BurstState, burst: Burst) => boolean> = [
  (state, burst) => state.done >= 5 && state.claimed > 0 && burst.jobIds.length - state.done >= 10,
  (state, burst) =>
    state.textsSent >= 3 && state.textsClaimed > 0 && burst.reminded.length - state.textsSent >= 5,
]

/**
 * Waits for the burst's moment to kill (or 15 s), kills the victim with SIGKILL, noting how much
 * was done and claimed at that moment, and starts it again.
 */
async function killMidBurst(
  cluster: Cluster,
  burst: Burst,
  moment: (state: BurstState, burst: Burst) => boolean,
  victims: Array<0 | 1>,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<KillRecord> {
  const deadline = Date.now() + 15_000
  let state = await burstState(cluster.db, burst)
  while (!moment(state, burst) && Date.now() < deadline) {
    await sleep(20)
    state = await burstState(cluster.db, burst)
  }
  const servers = victims.map((victim) => cluster.servers[victim]!)
  await Promise.all(servers.map((server) => server.crash()))
  const at = await burstState(cluster.db, burst)
  const names = servers.map((server) => server.name)
  log(
    `killed ${names.join(' and ')} with SIGKILL: ${at.done} of ${burst.jobIds.length} due jobs ` +
      `done, ${at.claimed} claimed; ${at.textsSent} of ${burst.reminded.length} reminder texts ` +
      `sent, ${at.textsClaimed} claimed`,
  )
  await sleep(500)
  for (const victim of victims) {
    await cluster.restart(victim, env)
    log(`${cluster.servers[victim]!.name} restarted on port ${cluster.servers[victim]!.port}`)
  }
  return { servers: names, ...at, of: burst.jobIds.length }
}

async function burstState(db: Cluster['db'], burst: Burst): Promise<BurstState> {
  const { rows } = await db.query<BurstState>(
    `select
       (select count(*) from scheduled_jobs
        where id = any($1::uuid[]) and status <> 'pending')::int as done,
       (select count(*) from scheduled_jobs
        where id = any($1::uuid[]) and status = 'pending' and leased_until > now())::int
         as claimed,
       (select count(*) from outbound_messages where booking_id = any($2::uuid[])
        and dedupe_key like 'assignment-reminder:%' and status = 'sent')::int as "textsSent",
       (select count(*) from outbound_messages where dedupe_key like 'assignment-reminder:%'
        and status = 'pending' and leased_until > now())::int as "textsClaimed"`,
    [burst.jobIds, burst.reminded.map((b) => b.id)],
  )
  return rows[0]!
}

/** Waits until the jobs are finished and no text or mail is pending; false on timeout. */
async function settled(db: Cluster['db'], jobIds: string[], timeoutMs: number) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(250)) {
    const { rows } = await db.query<{ left: number }>(
      `select (select count(*) from scheduled_jobs
                where id = any($1::uuid[]) and status = 'pending')
            + (select count(*) from outbound_messages where status = 'pending')
            + (select count(*) from mail_outbox where status = 'pending') as left`,
      [jobIds],
    )
    if (Number(rows[0]!.left) === 0) return true
  }
  return false
}

function summaryOf(
  offered: PaidBooking[],
  reminded: PaidBooking[],
  kills: KillRecord[],
  audit: JobsAudit,
  started: number,
) {
  return {
    'offer batches due': offered.length,
    'offer batches expired once': audit.batchesExpiredOnce,
    'offers expired': audit.offersExpired,
    'reminders due': reminded.length,
    'reminder texts at Twilio': audit.textsReceived,
    'texts resent after a kill': audit.textsResent,
    'texts in flight at the kills': audit.textsInFlight,
    'reminder mails at SMTP': audit.mailsReceived,
    'mails resent after a kill': audit.mailsResent,
    'kill 1 (mid-batch)': `${kills[0]?.done} of ${kills[0]?.of} jobs done, ${kills[0]?.claimed} claimed`,
    'kill 2 (mid-send)': `${kills[1]?.textsSent} of ${reminded.length / 2} texts sent, ${kills[1]?.textsClaimed} claimed`,
    'jobs taken over after a lease': audit.takenOver,
    'phase seconds': Math.round((performance.now() - started) / 1000),
  }
}
