import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { createTestApp } from '../support/create-test-app'

const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>'

describe('serving the built web app', () => {
  let app: App
  let webDist: string
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'ridelane-web-'))
    await mkdir(path.join(webDist, 'assets'))
    await writeFile(path.join(webDist, 'index.html'), indexHtml)
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("ridelane")')
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg/>')
    app = await createTestApp({ env: { WEB_DIST_DIR: webDist } })
  })
  afterAll(async () => {
    await app.close()
    await rm(webDist, { recursive: true, force: true })
  })

  it.each(['/', '/fleet', '/partner/dashboard?tab=bookings', '/booking/step-2/'])(
    'answers %s with index.html, revalidated on each visit',
    async (url) => {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toBe(indexHtml)
    },
  )

  it('keeps hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('revalidates other files', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('answers a missing asset with 404, not the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-gone99.js' })
    expect(response.statusCode).toBe(404)
  })

  it('never falls back for /api paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } })
  })

  it('does not answer other methods with the page', async () => {
    const response = await app.inject({ method: 'POST', url: '/fleet' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('NOT_FOUND')
  })

  it('still serves the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(response.statusCode).toBe(200)
  })
})

describe('without a built web app', () => {
  it('serves only the API and answers other paths with a 404 envelope', async () => {
    const app = await createTestApp({ env: { WEB_DIST_DIR: path.join(tmpdir(), 'no-such-dist') } })
    const page = await app.inject({ method: 'GET', url: '/fleet' })
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' })
    await app.close()
    expect(page.statusCode).toBe(404)
    expect(page.json().error.code).toBe('NOT_FOUND')
    expect(health.statusCode).toBe(200)
  })
})
