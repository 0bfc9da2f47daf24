import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

const apiDir = path.resolve(import.meta.dirname, '../../..')
// API_SERVER_ENTRY runs another bundle, e.g. one built with a deliberate bug to see a suite fail.
const serverEntry = path.resolve(apiDir, process.env.API_SERVER_ENTRY ?? 'dist/server.js')

/** One built API server (`node dist/server.js`) running as a child process on loopback. */
export type ApiProcess = {
  name: string
  port: number
  url: string
  /** The last lines the server printed, for a failure message. */
  output(): string
  /** SIGKILL: the server dies mid-request, as on a crash or an out-of-memory kill. */
  crash(): Promise<void>
  /**
   * SIGTERM, then SIGKILL if it has not exited within 5 s; resolves with how it ended (exit code
   * 0 and no signal: it drained and closed by itself).
   */
  stop(): Promise<ProcessExit>
}

export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null }

export type ApiProcessOptions = { name: string; port: number; env: Record<string, string> }

// Children die with the test run, even when it fails or stops early.
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/** Builds apps/api once when dist/server.js is missing; a present build is used as it is. */
export function ensureApiBuilt() {
  if (existsSync(serverEntry)) return
  execFileSync('npm', ['run', 'build', '-w', 'apps/api'], {
    cwd: path.resolve(apiDir, '../..'),
    stdio: 'inherit',
  })
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** Starts the server and resolves once GET /api/v1/health answers 200. */
export async function startApiProcess({ name, port, env }: ApiProcessOptions): Promise<ApiProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(apiDir, 'test/support/no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - 40))
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve({ code, signal })
    }),
  )

  const url = `http://127.0.0.1:${port}`
  const output = () => lines.join('\n')
  const stop = async (): Promise<ProcessExit> => {
    if (child.exitCode !== null || child.signalCode !== null) return exited
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    const exit = await exited
    clearTimeout(timer)
    return exit
  }
  try {
    await waitForHealth(url, exited, 30_000)
  } catch (error) {
    await stop()
    throw new Error(`${name} did not start: ${(error as Error).message}\n${output()}`)
  }
  return {
    name,
    port,
    url,
    output,
    stop,
    async crash() {
      child.kill('SIGKILL')
      await exited
    },
  }
}

async function waitForHealth(url: string, exited: Promise<unknown>, timeoutMs: number) {
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (gone) throw new Error('the process exited')
    try {
      const response = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(1000) })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no healthy answer within ${timeoutMs} ms`)
}
