import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/test'
import type { APIRequestContext } from '@playwright/test'
import { createPartner, storeToken } from './support/partner-account'
import { confirmationLinkSentTo } from './support/partner-mail'

// A partner admin makes an API key in the portal, copies it, calls the API with it, sees its last
// use, and revokes it; the same call is then refused (docs/api.md). A key wants a confirmed email,
// and a partner awaiting approval makes test keys only.

/** A partner signed up with its email confirmed through the mailed link, awaiting approval. */
async function confirmedPartner(request: APIRequestContext, label: string) {
  const partner = await createPartner(request, label)
  const link = await confirmationLinkSentTo(request, partner.email)
  const confirmed = await request.post('/api/v1/partners/confirm-email', {
    data: { token: link.hash.replace(/^#token=/, '') },
  })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
  return partner
}

test('a partner makes a key, uses it, sees it used, and revokes it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const partner = await confirmedPartner(request, 'api-keys')
  await storeToken(page, partner.token)
  await page.goto('/partner/api-keys')
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible()
  await expect(page.getByText(/You can create test keys now/)).toBeVisible()
  await expect(page.getByText(/No keys yet/)).toBeVisible()

  const form = page.getByRole('form', { name: 'New API key' })
  await form.getByLabel('Key name').fill('Reservations system')
  await form.getByLabel(/Make, change/).check()
  await form.getByRole('button', { name: 'Create key' }).click()

  const shown = page.getByLabel('API key', { exact: true })
  await expect(shown).toHaveValue(/^rl_test_[\w-]{43}$/)
  await page.getByRole('button', { name: 'Copy key' }).click()
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible()
  const key = await page.evaluate(() => navigator.clipboard.readText())
  expect(key).toBe(await shown.inputValue())

  const row = page.getByRole('listitem', { name: 'Reservations system' })
  await expect(row).toContainText(key.slice(0, 12))
  await expect(row).toContainText('Last usedNever')
  await page.getByRole('button', { name: 'I have saved the key' }).click()
  await expect(page.getByLabel('API key', { exact: true })).toHaveCount(0)
  expect(await page.content()).not.toContain(key)

  const asKey = { Authorization: `Bearer ${key}` }
  const listed = await request.get('/api/v1/partners/bookings', { headers: asKey })
  expect(listed.status(), await listed.text()).toBe(200)
  const portalOnly = await request.get('/api/v1/partners/profile', { headers: asKey })
  expect(portalOnly.status()).toBe(403)

  await page.reload()
  await expect(row).not.toContainText('Last usedNever')
  await expect(row).toContainText(/Last used\d/)

  await row.getByRole('button', { name: 'Revoke' }).click()
  await row.getByRole('button', { name: 'Yes, revoke Reservations system' }).click()
  await expect(page.getByText('Key revoked. Calls made with it are now refused.')).toBeVisible()
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible()

  const refused = await request.get('/api/v1/partners/bookings', { headers: asKey })
  expect(refused.status()).toBe(401)
  expect((await refused.json()).error.code).toBe('UNAUTHORIZED')
})

test('the API keys page reads well on a phone and to a screen reader', async ({
  page,
  request,
}) => {
  const partner = await confirmedPartner(request, 'api-keys-a11y')
  const made = await request.post('/api/v1/partners/api-keys', {
    headers: { Authorization: `Bearer ${partner.token}` },
    data: { name: 'Channel manager', mode: 'test', scopes: ['quotes', 'bookings:read'] },
  })
  expect(made.status(), await made.text()).toBe(201)
  await storeToken(page, partner.token)
  await expectNoA11yViolations(page, '/partner/api-keys')
  // At phone width (the last one checked) nothing runs off the side of the screen.
  await expect(page.getByRole('listitem', { name: 'Channel manager' })).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
