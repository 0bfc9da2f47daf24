// CPU time a process of this machine spends, read from /proc: the API's own, and the PostgreSQL
// server's, its postmaster's children (a backend per connection) plus its finished children.
import { readFile } from 'node:fs/promises'
import pg from 'pg'

/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ) on every common platform. */
const TICK_MS = 10

async function ticksOf(pid: number, withChildren: boolean): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // The fields after the parenthesised command name; utime and stime are fields 14 and 15 of
    // the line, cutime and cstime (children already reaped) 16 and 17.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number)
    const own = fields[11]! + fields[12]!
    return withChildren ? own + fields[13]! + fields[14]! : own
  } catch {
    return 0 // The process ended between listing and reading: its time is in cutime now.
  }
}

/** A process's CPU time so far in milliseconds, 0 once it has ended or off Linux. */
export async function processCpuMs(pid: number): Promise<number> {
  return (await ticksOf(pid, false)) * TICK_MS
}

/**
 * A reader of the server's total CPU time in milliseconds, or undefined when the server is not a
 * process of this machine (another host, a container) or /proc cannot be read.
 */
export async function postgresCpuReader(url: string): Promise<(() => Promise<number>) | undefined> {
  const client = new pg.Client(url)
  try {
    await client.connect()
    const { rows } = await client.query<{ setting: string }>(
      `select setting from pg_settings where name = 'data_directory'`,
    )
    const pidFile = await readFile(`${rows[0]!.setting}/postmaster.pid`, 'utf8')
    const postmaster = Number(pidFile.split('\n')[0])
    await readFile(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
    return async () => {
      const children = (await readFile(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8'))
        .split(' ')
        .filter(Boolean)
        .map(Number)
      const ticks = await Promise.all([
        ticksOf(postmaster, true),
        ...children.map((pid) => ticksOf(pid, false)),
      ])
      return ticks.reduce((sum, value) => sum + value, 0) * TICK_MS
    }
  } catch {
    return undefined
  } finally {
    await client.end().catch(() => {})
  }
}
