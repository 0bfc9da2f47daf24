// PostgreSQL's own TPC-B-like benchmark on the same server, as the yardstick for the API's figures.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { createScratchDatabase } from '../test/support/scratch-database'

const run = promisify(execFile)

/**
 * pgbench's transactions per second, or undefined (with the reason) when it cannot run; with
 * `postgresCpu`, also the server's CPU milliseconds per transaction.
 */
export async function runPgbench(
  serverUrl: string,
  seconds: number,
  clients: number,
  postgresCpu?: () => Promise<number>,
): Promise<{ tps: number; postgresMsPerTransaction?: number } | { skipped: string }> {
  try {
    await run('pgbench', ['--version'])
  } catch {
    return { skipped: 'pgbench is not on PATH' }
  }
  const scratch = await createScratchDatabase(serverUrl, 'ridelane_bench_pgbench')
  try {
    await run('pgbench', ['-i', '-s', '1', '-q', scratch.url])
    const threads = String(Math.min(clients, 2))
    const cpuBefore = await postgresCpu?.()
    const { stdout } = await run(
      'pgbench',
      ['-T', String(seconds), '-c', String(clients), '-j', threads, scratch.url],
      { timeout: (seconds + 60) * 1000 },
    )
    const tps = /^tps = ([\d.]+)/m.exec(stdout)?.[1]
    if (!tps) return { skipped: `could not read tps from pgbench: ${stdout.slice(-200)}` }
    const transactions = Number(
      /^number of transactions actually processed: (\d+)/m.exec(stdout)?.[1],
    )
    const cpuAfter = await postgresCpu?.()
    return {
      tps: Number(tps),
      ...(cpuBefore !== undefined && cpuAfter !== undefined && transactions > 0
        ? { postgresMsPerTransaction: (cpuAfter - cpuBefore) / transactions }
        : {}),
    }
  } finally {
    await scratch.drop()
  }
}
