import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { createTestApp } from '../support/create-test-app'

// widget.js is loaded by partners' own sites (docs/decisions/030-partner-business-tools.md).

describe('serving widget.js', () => {
  let app: App
  let webDist: string
  const script = `/* widget */ ${'console.log("ridelane widget");'.repeat(60)}`
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'ridelane-widget-'))
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>x</title>')
    await writeFile(path.join(webDist, 'widget.js'), script)
    await writeFile(path.join(webDist, 'widget.js.gz'), gzipSync(script))
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg/>')
    app = await createTestApp({ env: { WEB_DIST_DIR: webDist } })
  })
  afterAll(async () => {
    await app.close()
    await rm(webDist, { recursive: true, force: true })
  })

  it.each([{}, { 'accept-encoding': 'gzip' }])(
    'lets any origin load it as a script and caches it for a day (%o)',
    async (headers) => {
      const response = await app.inject({
        url: '/widget.js',
        headers: { ...headers, origin: 'https://agency.example', 'sec-fetch-mode': 'no-cors' },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('javascript')
      // The build's .gz twin when the browser takes gzip: the same headers either way.
      expect(response.headers['content-encoding']).toBe(
        'accept-encoding' in headers ? 'gzip' : undefined,
      )
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin')
      expect(response.headers['cache-control']).toBe(
        'public, max-age=86400, stale-while-revalidate=604800',
      )
    },
  )

  it('keeps other files same-origin and revalidated', async () => {
    const response = await app.inject({ url: '/favicon.svg' })
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(response.headers['cache-control']).toBe('no-cache')
  })
})
