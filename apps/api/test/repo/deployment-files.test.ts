import { readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  defaultWebDistDir,
  domainLocalesFolder,
  localesFolder,
  migrationsFolder,
} from '../../src/app-paths'
import { loadConfig } from '../../src/config'

// The Dockerfile, compose.yaml and the nginx configuration are never built or run here (no
// container engine on our machines; docs/operations.md#containers), so this reads them and
// checks what they take for granted against the code: the folders the server reads, how it
// starts, the settings it accepts and the processes the proxy balances.

const repoRoot = path.join(import.meta.dirname, '../../../..')
const read = (file: string) => readFile(path.join(repoRoot, file), 'utf8')
const fromRoot = (folder: string) => path.relative(repoRoot, folder)

/** The Dockerfile's instructions after its last FROM: the image that runs. */
async function runtimeStage() {
  const lines = (await read('Dockerfile'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const lastFrom = lines.findLastIndex((line) => line.startsWith('FROM '))
  return lines.slice(lastFrom)
}

/** `${NAME:-default}` as compose fills it in when NAME is not set. */
const withDefaults = (value: unknown) =>
  String(value).replace(/\$\{\w+:-([^}]*)\}/g, (_whole, fallback: string) => fallback)

describe('the Dockerfile', () => {
  it('copies every folder the built server reads into the image that runs', async () => {
    const copied = (await runtimeStage())
      .filter((line) => line.startsWith('COPY --from=build '))
      .map((line) => line.split(/\s+/).at(-1)!.replace(/\/$/, ''))
    for (const folder of [
      migrationsFolder,
      localesFolder,
      domainLocalesFolder,
      defaultWebDistDir,
      path.join(repoRoot, 'apps/api/dist'),
      path.join(repoRoot, 'node_modules'),
    ]) {
      expect(copied).toContain(fromRoot(folder))
    }
  })

  it('runs the server as the start script does, as a user without root rights', async () => {
    const stage = await runtimeStage()
    const user = stage.findIndex((line) => line === 'USER node')
    expect(user).toBeGreaterThan(stage.findLastIndex((line) => line.startsWith('COPY ')))
    const command = JSON.parse(stage.find((line) => line.startsWith('CMD '))!.slice(4)) as string[]
    const start = JSON.parse(await read('package.json')).scripts.start as string
    const startCommand = start.split('&&').at(-1)!.trim().split(/\s+/)
    expect(command).toEqual(startCommand)
    expect(existsSync(path.join(repoRoot, 'apps/api/src/server.ts'))).toBe(true)
  })

  it('installs from files that exist', async () => {
    const sources = (await read('Dockerfile'))
      .split('\n')
      .filter((line) => /^COPY (?!--from)/.test(line) && !line.startsWith('COPY . '))
      .flatMap((line) => line.split(/\s+/).slice(1, -1))
    expect(sources.length).toBeGreaterThan(0)
    for (const source of sources) expect(existsSync(path.join(repoRoot, source)), source).toBe(true)
  })
})

describe('compose.yaml and the proxy', () => {
  it('gives each API process settings the server accepts, and time to drain', async () => {
    const compose = parse(await read('compose.yaml'))
    const apis = Object.keys(compose.services).filter((name) => name.startsWith('api-'))
    expect(apis.length).toBeGreaterThanOrEqual(2)
    for (const name of apis) {
      const service = compose.services[name]
      const environment = Object.fromEntries(
        Object.entries(service.environment as Record<string, unknown>).map(([key, value]) => [
          key,
          withDefaults(value),
        ]),
      )
      const config = loadConfig({ ...environment, PORT: '3000' })
      expect(config.database).toMatchObject({ driver: 'postgres' })
      expect(config.redisUrl).toBe('redis://redis:6379')
      expect(config.metricsToken).toBeDefined()
      // The engine's grace period outlasts the drain, so SIGTERM is not cut short by SIGKILL.
      expect(Number.parseInt(service.stop_grace_period, 10) * 1000).toBeGreaterThan(
        config.shutdownTimeoutMs,
      )
      expect(JSON.stringify(service.healthcheck.test)).toContain('/api/v1/health/ready')
    }
  })

  it('balances every API process, with the live views unbuffered', async () => {
    const compose = parse(await read('compose.yaml'))
    const nginx = await read('ops/nginx/ridelane.conf')
    const upstream = [...nginx.matchAll(/^\s*server (api-\d+):3000\b/gm)].map((match) => match[1])
    expect(upstream.sort()).toEqual(
      Object.keys(compose.services)
        .filter((name) => name.startsWith('api-'))
        .sort(),
    )
    expect(nginx).toMatch(/^\s*proxy_buffering off;/m)
    expect(compose.services.proxy.volumes.join()).toContain('./ops/nginx/ridelane.conf')
  })
})
