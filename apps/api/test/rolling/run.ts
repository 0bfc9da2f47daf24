// `npm run test:rolling`: a deploy in the middle of the day, proved. Four API processes on
// PostgreSQL and Redis run behind nginx (the shipped ops/nginx/ridelane.conf); travellers book and
// pay through it while ride pages stream, and the four processes are restarted one at a time the
// way docs/operations.md#rolling-deploys says: out of the proxy, SIGTERM (drain), start, ready,
// back in. It passes only with 0 failed requests, 0 lost or doubled bookings or mails, every
// process drained by itself, and every ride stream reconnected and still hearing its ride.
import { randomUUID } from 'node:crypto'
import { runJourney, type Journey, type Send } from '../chaos/journeys'
import { auditBookings, auditMail, waitForOutbox } from '../chaos/audit'
import { call } from '../support/processes/booking-journey'
import { startCluster, type Cluster } from '../support/processes/cluster'
import { findNginx, startNginx, type Nginx, type Upstream } from './nginx'
import { followRide, type RideStream } from './ride-streams'

const serverCount = 4
const clients = Number(process.env.ROLLING_CLIENTS ?? 8)
const streamCount = Number(process.env.ROLLING_STREAMS ?? 16)
// How long the load runs with all four processes up before and after the restarts.
const steadyMs = 1500
// ROLLING_SKIP_PROXY=1 restarts the processes without taking them out of nginx first: a deploy
// done wrong, which this run must catch (failed requests), to show it can.
const skipProxy = process.env.ROLLING_SKIP_PROXY === '1'
const runTimeoutMs = 5 * 60_000

const log = (line: string) => process.stdout.write(`rolling: ${line}\n`)
let cluster: Cluster | undefined
let proxy: Nginx | undefined
const streams: RideStream[] = []

const watchdog = setTimeout(() => {
  log(`FAILED: still running after ${runTimeoutMs / 1000} s`)
  void stopAll().finally(() => process.exit(1))
}, runTimeoutMs)

async function stopAll() {
  for (const stream of streams) stream.close()
  await proxy?.stop().catch(() => {})
  await cluster?.stop()
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitReady(url: string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/api/v1/health/ready`).catch(() => undefined)
    if (answer?.status === 200) return
    await sleep(100)
  }
  throw new Error(`${url} was not ready within 30 s`)
}

async function main() {
  const started = performance.now()
  const nginx = findNginx()
  if (!nginx) {
    const hint = 'nginx is not installed (apt-get install nginx-light, or set NGINX_BIN)'
    // CI installs it (.ci/run); elsewhere the run says why it did nothing.
    if (process.env.RIDELANE_CI_RUN) throw new Error(hint)
    log(`skipped: ${hint}`)
    return 0
  }
  // Every request comes from one address, so the per-address limits are off for this run.
  cluster = await startCluster({
    count: serverCount,
    env: { RATE_LIMITS: 'off', LOG_LEVEL: 'error' },
  })
  const { servers, db, smtp } = cluster
  const upstreams: Upstream[] = servers.map((server) => ({ port: server.port, down: false }))
  proxy = await startNginx(nginx, upstreams)
  const through = proxy.url
  log(`nginx at ${through} in front of ${servers.map((s) => s.port).join(', ')}`)

  const runId = randomUUID().slice(0, 8)
  // One connection per request: a reload ends nginx's old workers, which first close the
  // connections they hold idle, kept-alive ones by the hundred. Even so, a connection an old
  // worker accepted an instant before it closed is dropped unread (a trivial upstream behind the
  // same reloads loses one in about 8,000 requests): nginx's doing, not Ridelane's. So each
  // request carries an X-Request-Id, which nginx logs for every request it read, answered or
  // not. A request that got no answer and has no line was never read by nginx: it is sent again
  // and counted apart. One that has a line, or any 4xx or 5xx, is a failed request.
  const oneConnection = { connection: 'close' }
  const failures = new Map<string, number>()
  let requests = 0
  let unreadByNginx = 0
  const stats = { replays: 0 }
  const readByNginx = async (requestId: string) => {
    // nginx writes its line once the request is over; a read request ends within a second here.
    for (let waited = 0; waited < 1500; waited += 100) {
      if (await proxy!.logged(requestId)) return true
      await sleep(100)
    }
    return false
  }
  const send: Send = async (step, method, path, body, headers) => {
    const what = `${step} ${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}`
    const fail = (outcome: string) => failures.set(outcome, (failures.get(outcome) ?? 0) + 1)
    for (let attempt = 1; ; attempt++) {
      requests++
      const requestId = randomUUID()
      try {
        const answer = await call(through, method, path, body, {
          ...headers,
          ...oneConnection,
          'x-request-id': requestId,
        })
        if (answer.status >= 400) fail(`${what} answered ${answer.status}`)
        return answer
      } catch (error) {
        if (attempt < 3 && !(await readByNginx(requestId))) {
          unreadByNginx++
          continue
        }
        const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause
        fail(
          `${what}: ${(error as Error).message} (${cause?.code ?? cause?.message ?? 'no cause'})`,
        )
        return undefined
      }
    }
  }
  const journeys: Journey[] = []
  const newJourney = (): Journey => {
    const journey = {
      n: journeys.length,
      email: `rolling-${journeys.length}-${runId}@example.com`,
      completed: false,
    }
    journeys.push(journey)
    return journey
  }

  // The ride pages: bookings made first, each followed by a stream through the proxy.
  const followed: Array<{ id: string; code: string; token: string; stream: RideStream }> = []
  await Promise.all(
    Array.from({ length: streamCount }, async () => {
      const journey = newJourney()
      let token = ''
      await runJourney(
        journey,
        async (step, method, path, body, headers) => {
          const answer = await send(step, method, path, body, headers)
          if (step === 'create' && answer && answer.status < 300)
            token = answer.body.data.access_token
          return answer
        },
        stats,
      )
      if (!journey.completed || !token) return
      const stream = followRide(through, journey.booking!.code, token, readByNginx)
      streams.push(stream)
      followed.push({ ...journey.booking!, token, stream })
    }),
  )
  if (followed.length !== streamCount)
    throw new Error('the ride-page bookings did not all complete')

  // The travellers: journeys back to back until the roll is over.
  let driving = true
  let finishedDuringRoll = 0
  let rolling = false
  const travellers = Array.from({ length: clients }, async () => {
    while (driving) {
      await runJourney(newJourney(), send, stats)
      if (rolling) finishedDuringRoll++
    }
  })

  await sleep(steadyMs)
  const rollStarted = performance.now()
  rolling = true
  const restarts: Array<Record<string, string | number>> = []
  const problems: string[] = []
  const hintedEnds = () => streams.reduce((sum, stream) => sum + stream.endsWithHint, 0)
  for (let index = 0; index < serverCount; index++) {
    const server = servers[index]!
    const step = performance.now()
    const endsBefore = hintedEnds()
    upstreams[index]!.down = true
    if (!skipProxy) await proxy.setUpstreams(upstreams)
    const exit = await server.stop()
    if (exit.code !== 0) {
      problems.push(`${server.name} did not drain: exit code ${exit.code}, signal ${exit.signal}`)
    }
    const stoppedAfter = performance.now() - step
    const again = await cluster.restart(index)
    await waitReady(again.url)
    upstreams[index]!.down = false
    if (!skipProxy) await proxy.setUpstreams(upstreams)
    // Let the streams it ended find their new homes before the next one goes.
    await sleep(1200)
    restarts.push({
      server: server.name,
      'drained in (s)': (stoppedAfter / 1000).toFixed(1),
      'back in after (s)': ((performance.now() - step) / 1000).toFixed(1),
      'streams it ended': hintedEnds() - endsBefore,
    })
    log(`${server.name} restarted on port ${again.port}`)
  }
  rolling = false
  const rollSeconds = (performance.now() - rollStarted) / 1000
  await sleep(steadyMs)
  driving = false
  await Promise.all(travellers)

  // Every ride page hears a change made now, whichever process it reconnected to.
  const deaf: string[] = []
  await Promise.all(
    followed.map(async ({ id, code, token, stream }) => {
      const headers = { 'x-booking-token': token }
      const ride = await send('ride', 'GET', `/rides/${code}`, undefined, headers)
      if (!ride || ride.status !== 200) return
      const heard = stream.hear(id, 5000)
      await send(
        'change',
        'POST',
        `/rides/${code}/changes`,
        { change: { flight_number: 'BA 117' }, expected_version: ride.body.data.version },
        headers,
      )
      if (!(await heard)) deaf.push(`the ride page of ${code} did not hear its change`)
    }),
  )
  for (const stream of streams) stream.close()

  const pending = await waitForOutbox(db, 60_000)
  // One more pass of each outbox loop, so a mail sent twice would show.
  await sleep(2500)
  const bookings = await auditBookings(db, journeys)
  // No process is killed: not one mail may go out twice. The ride pages' bookings were changed at
  // the end, and each of them gets its one change mail, which is counted here.
  const mail = await auditMail(db, smtp, journeys, 0)
  const changeMails = new Map(
    followed.map(({ code }) => {
      const email = journeys.find((journey) => journey.booking?.code === code)!.email
      return [`unexpected mail: ${email} | Your Ridelane ride was changed: ${code}`, code]
    }),
  )
  for (const code of changeMails.values()) {
    const count = smtp.messages.filter((m) => m.subject.endsWith(`was changed: ${code}`)).length
    if (count !== 1) problems.push(`${count} change mails for ${code}`)
  }
  mail.problems = mail.problems.filter((problem) => !changeMails.has(problem))
  const reconnects = streams.reduce((sum, stream) => sum + stream.connections - 1, 0)
  const proxyFailures = await proxy.failedLines()
  problems.push(
    ...[...failures].map(([what, count]) => `${count} × ${what}`),
    ...proxyFailures.slice(0, 10).map((line) => `nginx logged: ${line}`),
    ...bookings.problems,
    ...mail.problems,
    ...streams.flatMap((stream) => stream.problems),
    ...deaf,
    ...journeys
      .filter((j) => j.abandonedAt)
      .map((j) => `journey ${j.n} gave up at ${j.abandonedAt}`),
    ...(pending ? [`${pending} mails still pending`] : []),
  )
  // A run where no stream was ended by a restart, or no journey ran during one, proves nothing.
  if (reconnects < serverCount) {
    problems.push(`only ${reconnects} stream reconnections over ${serverCount} restarts`)
  }
  if (finishedDuringRoll < serverCount * clients) {
    problems.push(`only ${finishedDuringRoll} journeys finished while the processes restarted`)
  }

  console.table(restarts)
  console.table({
    'API processes': serverCount,
    'journeys driven': journeys.length,
    'journeys finished during the restarts': finishedDuringRoll,
    'bookings completed': journeys.filter((j) => j.completed).length,
    'bookings stored': bookings.stored,
    'confirmation mails sent': mail.sent,
    requests,
    'failed requests': [...failures.values()].reduce((a, b) => a + b, 0),
    'requests nginx dropped unread in a reload (sent again)':
      unreadByNginx + streams.reduce((sum, stream) => sum + stream.unreadByNginx, 0),
    'nginx 5xx lines': proxyFailures.length,
    'ride streams': streams.length,
    'stream reconnections': reconnects,
    'roll seconds': Math.round(rollSeconds),
    'total seconds': Math.round((performance.now() - started) / 1000),
  })
  for (const problem of problems.slice(0, 30)) log(`PROBLEM ${problem}`)
  log(
    problems.length
      ? `FAILED with ${problems.length} problems`
      : 'passed: no request failed, nothing lost or doubled, every stream reconnected',
  )
  return problems.length ? 1 : 0
}

let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  log(`FAILED: ${(error as Error).stack ?? String(error)}`)
} finally {
  await stopAll()
  clearTimeout(watchdog)
}
process.exit(exitCode)
