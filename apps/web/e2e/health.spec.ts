import { expect, test } from './support/test'

test('the API answers its health check on the same server as the web app', async ({ request }) => {
  const response = await request.get('/api/v1/health')
  expect(response.ok()).toBe(true)
  expect(await response.json()).toMatchObject({ success: true })
})
