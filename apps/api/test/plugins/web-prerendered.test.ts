import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { createTestApp } from '../support/create-test-app'

const page = (h1: string) => `<!doctype html><html><body><h1>${h1}</h1></body></html>`
const shell = '<!doctype html><html><body><div id="root"></div></body></html>'

describe('serving a build with prerendered public pages', () => {
  let app: App
  let webDist: string
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'ridelane-web-'))
    await mkdir(path.join(webDist, 'fleet'))
    await mkdir(path.join(webDist, 'blog', 'jfk-arrivals'), { recursive: true })
    await writeFile(path.join(webDist, 'index.html'), page('Landing'))
    await writeFile(path.join(webDist, 'spa.html'), shell)
    await writeFile(path.join(webDist, 'fleet', 'index.html'), page('Our Fleet'))
    await writeFile(
      path.join(webDist, 'fleet', 'index.html.br'),
      brotliCompressSync(page('Our Fleet')),
    )
    await writeFile(path.join(webDist, 'blog', 'jfk-arrivals', 'index.html'), page('JFK'))
    // The booking wizard's prerendered frame: served as a page, never listed in the sitemap.
    await mkdir(path.join(webDist, 'booking'))
    await writeFile(path.join(webDist, 'booking', 'index.html'), page('Book Your Ride'))
    // The ride page's frame, with the stand-in code the server replaces.
    await mkdir(path.join(webDist, 'rides'))
    await writeFile(
      path.join(webDist, 'rides', 'frame.html'),
      '<!doctype html><html><head><title>Booking __RIDE_CODE__</title></head><body><h1>__RIDE_CODE__</h1></body></html>',
    )
    // Hindi's pages and ride frame (issue 35): the same files under /hi.
    await mkdir(path.join(webDist, 'hi', 'fleet'), { recursive: true })
    await mkdir(path.join(webDist, 'hi', 'rides'), { recursive: true })
    await writeFile(path.join(webDist, 'hi', 'index.html'), page('स्वागत'))
    await writeFile(path.join(webDist, 'hi', 'fleet', 'index.html'), page('हमारा बेड़ा'))
    await writeFile(
      path.join(webDist, 'hi', 'rides', 'frame.html'),
      '<!doctype html><html lang="hi"><body><h1>बुकिंग __RIDE_CODE__</h1></body></html>',
    )
    await writeFile(
      path.join(webDist, 'prerendered-routes.json'),
      JSON.stringify(['/', '/fleet', '/blog/jfk-arrivals', '/hi', '/hi/fleet']),
    )
    app = await createTestApp({
      env: { WEB_DIST_DIR: webDist, APP_BASE_URL: 'https://ridelane.example' },
    })
  })
  afterAll(async () => {
    await app.close()
    await rm(webDist, { recursive: true, force: true })
  })

  it.each([
    ['/', 'Landing'],
    ['/fleet', 'Our Fleet'],
    ['/fleet/', 'Our Fleet'],
    ['/fleet?type=sedan', 'Our Fleet'],
    ['/blog/jfk-arrivals', 'JFK'],
    ['/hi', 'स्वागत'],
    ['/hi/fleet', 'हमारा बेड़ा'],
    ['/booking', 'Book Your Ride'],
    ['/booking?rideType=hourly', 'Book Your Ride'],
  ])('answers %s with its prerendered page', async (url, h1) => {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toBe(page(h1))
  })

  it('answers a ride link with the ride frame holding its booking code, compressed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/rides/ab3k7q2m',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      '<!doctype html><html><head><title>Booking AB3K7Q2M</title></head><body><h1>AB3K7Q2M</h1></body></html>',
    )
    const plain = await app.inject({ method: 'GET', url: '/rides/AB3K7Q2M' })
    expect(plain.body).toContain('<h1>AB3K7Q2M</h1>')
  })

  it.each(['/rides/<script>x', '/rides/AB3K7Q2', '/rides/AB3K7Q2M0', '/rides/__RIDE_CODE__'])(
    'answers %s, which is no booking code, with the plain shell',
    async (url) => {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(shell)
    },
  )

  it('sends the compressed twin to browsers that accept it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/fleet',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page('Our Fleet'))
  })

  it.each(['/partner/dashboard', '/partner/bookings/new', '/blog/no-such-article', '/nowhere'])(
    'answers %s with the plain shell, not the landing page',
    async (url) => {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(shell)
    },
  )

  it('tells crawlers what to index and where the sitemap is', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    expect(response.body).toContain('User-agent: *\nAllow: /')
    expect(response.body).toContain('Disallow: /partner/')
    expect(response.body).toContain('Disallow: /booking')
    expect(response.body).toContain('Disallow: /rides/')
    expect(response.body).toContain('Disallow: /hi/booking')
    expect(response.body).toContain('Disallow: /ar/rides/')
    expect(response.body).toContain('Sitemap: https://ridelane.example/sitemap.xml')
  })

  it('lists every prerendered page in the sitemap with absolute addresses', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/xml')
    const locations = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
    expect(locations).toEqual([
      'https://ridelane.example/',
      'https://ridelane.example/fleet',
      'https://ridelane.example/blog/jfk-arrivals',
      'https://ridelane.example/hi',
      'https://ridelane.example/hi/fleet',
    ])
  })

  it('names each page’s versions in the other languages in the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    const entry = (loc: string) =>
      new RegExp(`<url><loc>${loc.replace(/[/.]/g, '\\$&')}</loc>(.*?)</url>`).exec(
        response.body,
      )?.[1]
    const fleetAlternates = [
      '<xhtml:link rel="alternate" hreflang="en" href="https://ridelane.example/fleet"/>',
      '<xhtml:link rel="alternate" hreflang="hi" href="https://ridelane.example/hi/fleet"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://ridelane.example/fleet"/>',
    ].join('')
    expect(entry('https://ridelane.example/fleet')).toBe(fleetAlternates)
    expect(entry('https://ridelane.example/hi/fleet')).toBe(fleetAlternates)
    expect(entry('https://ridelane.example/hi')).toContain(
      'hreflang="en" href="https://ridelane.example/"',
    )
    // A page only English has lists no alternates.
    expect(entry('https://ridelane.example/blog/jfk-arrivals')).toBe('')
  })

  it('sends a first visit to the pages of the language its browser prefers', async () => {
    const hindi = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    })
    expect(hindi.statusCode).toBe(302)
    expect(hindi.headers.location).toBe('/hi')
    expect(hindi.headers.vary).toContain('accept-language')
    for (const headers of [
      { 'accept-language': 'ja,en;q=0.5' },
      {},
      // A language chosen with the switcher wins over the browser's.
      { 'accept-language': 'hi', cookie: 'theme=dark; ridelane_lang=en' },
    ]) {
      const response = await app.inject({ method: 'GET', url: '/', headers })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(page('Landing'))
    }
    const chosen = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en', cookie: 'ridelane_lang=hi' },
    })
    expect(chosen.headers.location).toBe('/hi')
  })

  it('answers a ride link in Hindi with the Hindi frame', async () => {
    const response = await app.inject({ method: 'GET', url: '/hi/rides/ab3k7q2m' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(
      '<!doctype html><html lang="hi"><body><h1>बुकिंग AB3K7Q2M</h1></body></html>',
    )
  })
})

describe('a build without a list of prerendered pages', () => {
  it('serves an empty sitemap rather than failing', async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'ridelane-web-'))
    await writeFile(path.join(webDist, 'index.html'), shell)
    await writeFile(path.join(webDist, 'prerendered-routes.json'), '{not json')
    const app = await createTestApp({ env: { WEB_DIST_DIR: webDist } })
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    await app.close()
    await rm(webDist, { recursive: true, force: true })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('<loc>')
  })
})
