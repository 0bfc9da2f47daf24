import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchRateFile } from './fetch-rate-file'

// A local server stands in for the public rate file: no network needed.
let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/usd.json') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ date: '2026-11-21', usd: { eur: 0.87 } }))
    } else if (request.url === '/broken.json') {
      response.end('<html>not json</html>')
    } else if (request.url === '/slow.json') {
      setTimeout(() => response.end('{}'), 1000).unref()
    } else {
      response.statusCode = 404
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const inTime = () => AbortSignal.timeout(500)

describe('fetchRateFile', () => {
  it('gives the JSON body', async () => {
    expect(await fetchRateFile(`${baseUrl}/usd.json`, inTime())).toEqual({
      date: '2026-11-21',
      usd: { eur: 0.87 },
    })
  })

  it('fails on an error status, bad JSON, or when the signal gives up', async () => {
    await expect(fetchRateFile(`${baseUrl}/missing.json`, inTime())).rejects.toThrow('answered 404')
    await expect(fetchRateFile(`${baseUrl}/broken.json`, inTime())).rejects.toThrow(SyntaxError)
    await expect(
      fetchRateFile(`${baseUrl}/slow.json`, AbortSignal.timeout(20)),
    ).rejects.toMatchObject({ name: 'TimeoutError' })
  })
})
