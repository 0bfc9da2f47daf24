import { afterAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { loadConfig } from '../../config'
import { createTestApp } from '../../../test/support/create-test-app'

describe('the browser tests’ message list', () => {
  const apps: App[] = []
  afterAll(() => Promise.all(apps.map((app) => app.close())))

  it('exists only when asked for, and never in production', async () => {
    const plain = await createTestApp()
    apps.push(plain)
    expect((await plain.inject({ url: '/api/v1/e2e/outbound-messages' })).statusCode).toBe(404)
    const e2e = await createTestApp({ env: { RIDELANE_E2E_OUTBOUND_MESSAGES: '1' } })
    apps.push(e2e)
    const listed = await e2e.inject({ url: '/api/v1/e2e/outbound-messages' })
    expect(listed.statusCode).toBe(200)
    expect(listed.json()).toEqual({ data: [] })
    expect(() =>
      loadConfig({ RIDELANE_E2E_OUTBOUND_MESSAGES: '1', NODE_ENV: 'production' }),
    ).toThrow(/browser tests only/)
  })
})
