import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../support/processes/api-process'

// nginx from Debian's packages in front of the API processes, with the site configuration that
// ships in ops/nginx/ridelane.conf: only its upstream list and its listening address are swapped
// for the test's, so the proxy settings a deploy relies on are the ones tested.

const repoRoot = path.resolve(import.meta.dirname, '../../../..')
export const shippedSiteConfig = path.join(repoRoot, 'ops/nginx/ridelane.conf')

/** Where nginx is: NGINX_BIN, else Debian's path; undefined when it is not installed. */
export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']
  return candidates.find((candidate) => candidate && existsSync(candidate))
}

export type Upstream = { port: number; down: boolean }

export type Nginx = {
  url: string
  /**
   * Writes the upstream list again and reloads nginx (SIGHUP); resolves once a new connection is
   * answered by a worker with the new list. Old workers finish the requests they hold, streams
   * included, and then exit.
   */
  setUpstreams(upstreams: Upstream[]): Promise<void>
  /** The access log's lines with a 5xx status or no upstream answer, for the failure report. */
  failedLines(): Promise<string[]>
  /**
   * Whether nginx read the request sent with this X-Request-Id: it logs every request it read,
   * answered or not (a client gone is 499). A request it has no line for never reached it.
   */
  logged(requestId: string): Promise<boolean>
  stop(): Promise<void>
}

/** The shipped site with the test's upstreams and address; throws when its shape has moved. */
export function siteConfig(
  shipped: string,
  upstreams: Upstream[],
  port: number,
  generation: number,
) {
  const servers = upstreams
    .map(
      ({ port: p, down }) =>
        `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s${down ? ' down' : ''};`,
    )
    .join('\n')
  const upstreamBlock = /upstream ridelane_api \{[^}]*\}/
  const listen = /listen 80;/
  if (!upstreamBlock.test(shipped) || !listen.test(shipped)) {
    throw new Error(
      `${shippedSiteConfig} no longer has "upstream ridelane_api { … }" and "listen 80;": update the rolling test with it`,
    )
  }
  return shipped
    .replace(upstreamBlock, `upstream ridelane_api {\n${servers}\n    keepalive 32;\n}`)
    .replace(listen, `listen 127.0.0.1:${port};`)
    .replace(
      /location = \/metrics \{/,
      // Which configuration answers: how the test knows a reload has taken hold.
      `location = /__rolling/generation {\n        return 200 "${generation}";\n    }\n\n    location = /metrics {`,
    )
}

export async function startNginx(binary: string, upstreams: Upstream[]): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ridelane-rolling-'))
  for (const sub of ['body', 'proxy', 'logs']) await mkdir(path.join(dir, sub))
  const shipped = await readFile(shippedSiteConfig, 'utf8')
  const port = await freePort()
  let generation = 1
  const sitePath = path.join(dir, 'site.conf')
  await writeFile(sitePath, siteConfig(shipped, upstreams, port, generation))
  const root = process.getuid?.() === 0
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      // As root, nginx's workers would run as nobody and could not use this folder.
      root ? 'user root;' : '',
      'worker_processes 2;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  log_format rolling '$status $upstream_status "$request" $upstream_addr $http_x_request_id';`,
      `  access_log ${dir}/logs/access.log rolling;`,
      `  include ${sitePath};`,
      '}',
      '',
    ].join('\n'),
  )
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  // On an early exit of the run: SIGTERM, since a master killed with SIGKILL leaves its workers
  // running (and the port taken) behind it.
  process.once('exit', () => child.kill('SIGTERM'))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM: nginx's fast shutdown, which also ends the old workers still holding streams.
      child.kill('SIGTERM')
      await exited
    }
    await rm(dir, { recursive: true, force: true })
  }
  const accessLog = () => readFile(path.join(dir, 'logs/access.log'), 'utf8').catch(() => '')
  const answersGeneration = async (wanted: number) => {
    try {
      const response = await fetch(`${url}/__rolling/generation`, {
        signal: AbortSignal.timeout(1000),
      })
      return (await response.text()) === String(wanted)
    } catch {
      return false
    }
  }
  const waitForGeneration = async (wanted: number) => {
    const deadline = Date.now() + 10_000
    // Several answers in a row: both new workers have the list, the old ones stopped accepting.
    let inARow = 0
    while (inARow < 5) {
      if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`)
      if (Date.now() > deadline) throw new Error(`nginx did not load configuration ${wanted}`)
      inARow = (await answersGeneration(wanted)) ? inARow + 1 : 0
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  try {
    await waitForGeneration(generation)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    async setUpstreams(list) {
      generation++
      await writeFile(sitePath, siteConfig(shipped, list, port, generation))
      child.kill('SIGHUP')
      await waitForGeneration(generation)
    },
    async failedLines() {
      return (await accessLog()).split('\n').filter((line) => /^(5\d\d|499) /.test(line))
    },
    async logged(requestId) {
      return (await accessLog()).includes(` ${requestId}\n`)
    },
    stop,
  }
}
