import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { createTestApp } from '../support/create-test-app'

describe('API documentation', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('publishes an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.title).toBe('Ridelane API')
    const health = document.paths['/api/v1/health'].get
    expect(health.responses['200'].content['application/json'].schema.properties.data).toBeDefined()
    expect(Object.keys(document.paths)).not.toContain('/api/v1/openapi.json')
  })

  it('serves the interactive docs page and its scripts', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('swagger-ui-bundle.js')

    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toContain('javascript')
  })
})
