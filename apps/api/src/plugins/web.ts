import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sendNotFound } from './errors'

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/')

export type WebPluginOptions = { webDistDir: string }

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'no-cache'

/**
 * Serves the built web app from one origin with the API. Vite's hashed files under /assets never
 * change, so browsers keep them for a year; everything else is revalidated on each visit so a
 * deploy shows at once. Paths that are no file get index.html and the SPA router takes over.
 */
export const webPlugin = fp<WebPluginOptions>(
  async (app, { webDistDir }) => {
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

    await app.register(fastifyStatic, {
      root: webDistDir,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader('cache-control', filePath.startsWith(assetsDir) ? immutable : revalidate)
      },
    })

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0]!
      // A missing hashed file stays a 404: index.html under a .js URL would break the page.
      const isPage = !isApiPath(url) && !url.startsWith('/assets/')
      if ((request.method === 'GET' || request.method === 'HEAD') && isPage) {
        return reply.sendFile('index.html')
      }
      return sendNotFound(request, reply)
    })
  },
  { name: 'web', dependencies: ['errors'] },
)
