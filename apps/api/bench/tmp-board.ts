// temporary: board-only bench against a persistent seeded database
import pg from 'pg'
import { startApiProcess } from './api-process'
import { boardQueries, measureExport, measurePaths, seedBoard } from './bookings-board'
const base = 'postgres://postgres@127.0.0.1:5432'
const name = 'ridelane_board_dev'
const url = `${base}/${name}`
const admin = new pg.Client({ connectionString: `${base}/postgres` })
await admin.connect()
const exists = (await admin.query('select 1 from pg_database where datname=$1', [name])).rowCount
if (process.env.RESEED === '1' && exists) await admin.query(`drop database ${name} with (force)`)
if (!exists || process.env.RESEED === '1') await admin.query(`create database ${name}`)
await admin.end()
const api = await startApiProcess(url)
let token: string
const fs = await import('node:fs')
if (!exists || process.env.RESEED === '1') {
  token = await seedBoard(url)
  fs.writeFileSync('/work/scratch/board-token', token)
} else token = fs.readFileSync('/work/scratch/board-token', 'utf8')
const headers = { authorization: `Bearer ${token}` }
const board = boardQueries().map((q) => `/api/v1/ops/bookings?${q}`)
const secs = Number(process.env.SECS ?? 5)
await measurePaths(api.url, board, headers, 1, 10)
if (process.env.ONLY !== 'csv') {
  const health = await measurePaths(api.url, ['/api/v1/health'], {}, secs, 10)
  console.log('health', health)
  for (let i = 0; i < Number(process.env.REPS ?? 1); i++) {
    const list = await measurePaths(api.url, board, headers, secs, 10)
    console.log('list10', list)
  }
  const alone = await measurePaths(api.url, board, headers, secs, 1)
  console.log('alone', alone)
}
if (process.env.ONLY !== 'list') {
  for (let i = 0; i < Number(process.env.CSVREPS ?? 1); i++) {
    const csv = await measureExport(api, token)
    console.log(
      'csv',
      csv.seconds.toFixed(2),
      csv.rows,
      Math.round(csv.rssBefore / 1e6),
      Math.round(csv.rssPeak / 1e6),
      'growth',
      Math.round((csv.rssPeak - csv.rssBefore) / 1e6),
    )
  }
}
await api.stop()
