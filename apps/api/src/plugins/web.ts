import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  isBookingCode,
  isLanguage,
  languagePrefix,
  languages,
  preferredLanguage,
  RIDE_FRAME_CODE,
} from '@ridelane/domain'
import { sendNotFound } from './errors'
import { prerenderedFile, readPrerenderedPaths, robotsTxt, sitemapXml } from './web-seo'

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/')

export type WebPluginOptions = { webDistDir: string; appBaseUrl: string }

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'no-cache'
/**
 * widget.js keeps one URL in partners' pages, so it cannot be immutable: a day in caches, and a
 * stale copy may serve for a week while a fresh one is fetched (docs/decisions/030).
 */
const widgetCaching = 'public, max-age=86400, stale-while-revalidate=604800'

/**
 * Serves the built web app from one origin with the API. Vite's hashed files under /assets never
 * change, so browsers keep them for a year; everything else is revalidated on each visit so a
 * deploy shows at once. Public pages prerendered by the build are served as their own HTML;
 * other paths that are no file get the plain shell (spa.html, or index.html from older builds)
 * and the SPA router takes over — never the landing page's prerendered markup.
 */
export const webPlugin = fp<WebPluginOptions>(
  async (app, { webDistDir, appBaseUrl }) => {
    const indexFile = path.join(webDistDir, 'index.html')
    if (!existsSync(indexFile)) {
      app.log.warn(
        { webDistDir },
        'no built web app found (index.html missing); serving the API only',
      )
      app.setNotFoundHandler(sendNotFound)
      return
    }
    const assetsDir = path.join(webDistDir, 'assets') + path.sep
    const widgetFile = path.join(webDistDir, 'widget.js')
    const shellFile = existsSync(path.join(webDistDir, 'spa.html')) ? 'spa.html' : 'index.html'
    const publicPaths = readPrerenderedPaths(webDistDir)

    await app.register(fastifyStatic, {
      root: webDistDir,
      // The web build writes .br/.gz twins of its text files (apps/web/scripts/compress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        // Any site may load the widget with a script tag (helmet's default says same-origin).
        if (filePath === widgetFile || filePath.startsWith(`${widgetFile}.`)) {
          response.setHeader('cache-control', widgetCaching)
          response.setHeader('cross-origin-resource-policy', 'cross-origin')
          return
        }
        response.setHeader('cache-control', filePath.startsWith(assetsDir) ? immutable : revalidate)
      },
    })

    for (const publicPath of publicPaths) {
      const file = prerenderedFile(publicPath)
      if (publicPath === '/' || !existsSync(path.join(webDistDir, file))) continue
      for (const url of [publicPath, `${publicPath}/`]) {
        app.get(url, (_request, reply) => reply.sendFile(file))
      }
    }

    // The site's root in the visitor's language: a first visit (no language chosen with the
    // switcher yet, which sets the cookie) goes to the pages of the language the browser prefers
    // most among ours (docs/decisions/051-languages.md).
    app.get('/', (request, reply) => {
      const chosen = /(?:^|;\s*)ridelane_lang=([a-z]{2})/.exec(request.headers.cookie ?? '')?.[1]
      const language = isLanguage(chosen)
        ? chosen
        : preferredLanguage(request.headers['accept-language'])
      reply.header('vary', 'accept-language, cookie')
      const prefix = languagePrefix(language)
      if (prefix) return reply.header('cache-control', revalidate).redirect(prefix, 302)
      return reply.sendFile('index.html')
    })

    // The ride page's frame with the booking code written in, so a phone on a slow connection shows
    // which booking it opened before any script arrives (docs/decisions/040-ride-page-frame.md).
    // The code is checked against the booking code's alphabet before it goes into the HTML. Each
    // language has its frame (dist/hi/rides/frame.html …).
    for (const language of languages) {
      const prefix = languagePrefix(language)
      const rideFrameFile = path.join(webDistDir, prefix, 'rides', 'frame.html')
      const rideFrame = existsSync(rideFrameFile) ? readFileSync(rideFrameFile, 'utf8') : null
      app.get<{ Params: { code: string } }>(`${prefix}/rides/:code`, (request, reply) =>
        sendRideFrame(request, reply, rideFrame),
      )
    }

    function sendRideFrame(
      request: FastifyRequest<{ Params: { code: string } }>,
      reply: FastifyReply,
      rideFrame: string | null,
    ) {
      const code = request.params.code.toUpperCase()
      if (!rideFrame || !isBookingCode(code)) return reply.sendFile(shellFile)
      const html = Buffer.from(rideFrame.replaceAll(RIDE_FRAME_CODE, code))
      // About 12 kB, 2 kB compressed: on a phone's slow link that is worth the microseconds.
      const accepted = String(request.headers['accept-encoding'] ?? '')
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
      reply
        .header('cache-control', revalidate)
        .header('x-robots-tag', 'noindex, nofollow')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
      if (encoding === 'br') {
        const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        return reply.header('content-encoding', 'br').send(body)
      }
      if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html))
      return reply.send(html)
    }

    app.get('/robots.txt', (_request, reply) =>
      reply.header('cache-control', revalidate).type('text/plain').send(robotsTxt(appBaseUrl)),
    )
    app.get('/sitemap.xml', (_request, reply) =>
      reply
        .header('cache-control', revalidate)
        .type('application/xml')
        .send(sitemapXml(appBaseUrl, publicPaths)),
    )

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0]!
      // A missing hashed file stays a 404: index.html under a .js URL would break the page.
      const isPage = !isApiPath(url) && !url.startsWith('/assets/')
      if ((request.method === 'GET' || request.method === 'HEAD') && isPage) {
        return reply.sendFile(shellFile)
      }
      return sendNotFound(request, reply)
    })
  },
  { name: 'web', dependencies: ['errors'] },
)
