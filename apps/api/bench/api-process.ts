// The API as `npm start` runs it (the built dist/server.js with the start script's Node flags), in
// its own process, so its memory is its own. BENCH_API_SOURCE=1 runs src/server.ts through tsx
// instead, as `npm run dev` does; tsx and its compiled-source cache cost about 120 MB of resident
// memory of their own.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { processCpuMs } from './postgres-cpu'

export type ApiProcess = {
  url: string
  /** The server process's id, for signals such as --heapsnapshot-signal's. */
  pid: number
  /** Resident memory of the server process now, in bytes. */
  rss(): Promise<number>
  /** CPU time the server process has used so far, in milliseconds (0 off Linux). */
  cpuMs(): Promise<number>
  stop(): Promise<void>
}

const apiRoot = path.join(import.meta.dirname, '..')

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function rssOf(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024
  } catch {
    // Not Linux: ask ps, which answers in KiB.
    const { stdout } = await promisify(execFile)('ps', ['-o', 'rss=', '-p', String(pid)])
    return Number(stdout.trim()) * 1024
  }
}

let built: Promise<unknown> | undefined

/** Builds dist/server.js once per bench run, so the figures are always of the code checked out. */
function buildOnce() {
  built ??= promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot })
  return built
}

/**
 * The Node flags `npm start` gives the built server (apps/api's start script), so that the
 * bench measures the memory and CPU of the server as it runs in production.
 */
export async function startNodeFlags(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(apiRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  return manifest.scripts.start.split(' ').filter((word) => word.startsWith('--'))
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the API did not answer at ${url} within ${timeoutMs / 1000} s`)
}

/**
 * Starts the built server on `databaseUrl`, rate limits off (one address sends all the load).
 * `script` runs another server from this folder instead (through tsx), one that answers
 * GET /api/v1/health once it listens on PORT.
 */
export async function startApiProcess(databaseUrl: string, script?: string): Promise<ApiProcess> {
  const fromSource = process.env.BENCH_API_SOURCE === '1' || script !== undefined
  if (!fromSource) await buildOnce()
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      // BENCH_API_NODE_ARGS adds flags, for example `--cpu-prof --cpu-prof-dir=/tmp/profiles`.
      ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ...(fromSource ? [] : await startNodeFlags()),
      ...(fromSource
        ? ['--conditions=source', '--import', 'tsx', script ? `bench/${script}` : 'src/server.ts']
        : ['dist/server.js']),
    ],
    {
      cwd: apiRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'silent',
        RATE_LIMITS: 'off',
        REDIS_URL: '',
        SMTP_URL: '',
        WEB_DIST_DIR: path.join(apiRoot, 'bench', 'no-web-dist'),
      },
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  }
  try {
    await waitUntilReady(url, child)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    pid: child.pid!,
    rss: () => rssOf(child.pid!),
    cpuMs: () => processCpuMs(child.pid!),
    stop,
  }
}

/** Samples `read()` every `everyMs` until stopped; resolves with the highest value seen. */
export function sampleMaximum(read: () => Promise<number>, everyMs = 100) {
  let peak = 0
  let running = true
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await read().catch(() => 0))
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      return peak
    },
  }
}
