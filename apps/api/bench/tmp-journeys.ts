import { startApiProcess, sampleMaximum } from './api-process'
import { runBookingJourneys } from './booking-journeys'
import { createScratchDatabase } from '../test/support/scratch-database'
const database = await createScratchDatabase(
  'postgres://postgres@127.0.0.1:5432/postgres',
  'ridelane_bench_tmpj',
)
const api = await startApiProcess(database.url)
const idle = await api.rss()
const peak = sampleMaximum(api.rss)
await runBookingJourneys(api.url, 1, 10)
for (let i = 0; i < Number(process.env.REPS ?? 1); i++) {
  const f = await runBookingJourneys(api.url, Number(process.env.SECS ?? 5), 10)
  console.log(
    'journeys',
    f.perSecond.toFixed(1),
    'p50',
    f.p50.toFixed(1),
    'p99',
    f.p99.toFixed(1),
    JSON.stringify(f.errors),
  )
}
console.log(
  'rss idle',
  Math.round(idle / 1048576),
  'peak',
  Math.round((await peak.stop()) / 1048576),
)
await api.stop()
await database.drop()
