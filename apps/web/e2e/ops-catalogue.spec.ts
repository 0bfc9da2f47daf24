import { expect, test, type Page } from './support/test'
import { expectNoA11yViolationsHere, firstAdmin, totpCode } from './support/operator-account'

// The catalogue admin is made by create-admin when the e2e server starts (playwright.config.ts);
// its link works once, so this file signs in once. It edits Singapore's party bus, which no
// booking spec quotes, so the other specs' prices stay as seeded.
test.describe.configure({ mode: 'serial' })

async function signInCatalogueAdmin(page: Page) {
  const { email, link } = firstAdmin('catalogue-admin.txt')
  await page.goto(`${link.pathname}${link.hash}`)
  await page.getByLabel('New password', { exact: true }).fill('Console#2026')
  await page.getByLabel('Confirm password', { exact: true }).fill('Console#2026')
  await page.getByRole('button', { name: 'Set password' }).click()
  await page.getByRole('link', { name: 'Go to sign in' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Console#2026')
  await page.getByRole('button', { name: 'Continue' }).click()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel('Code from the app').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Confirm and sign in' }).click()
  await page.getByRole('button', { name: 'I have saved my codes' }).click()
  await expect(page).toHaveURL('/ops')
}

test('an admin edits a rate, watches the preview follow, and saves', async ({ page }) => {
  test.setTimeout(120_000)
  await signInCatalogueAdmin(page)

  await page.getByRole('navigation', { name: 'Operator console' }).getByText('Catalogue').click()
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible()
  await expectNoA11yViolationsHere(page, 'catalogue areas')
  await page.getByRole('link', { name: 'Singapore' }).last().click()
  await expect(page.getByRole('heading', { name: 'Singapore', level: 1 })).toBeVisible()

  const partyBus = page.getByRole('region', { name: /Party Bus/i })
  const preview = page.getByTestId('preview-party-bus')
  await expect(preview).toBeVisible()
  const before = await preview.textContent()

  // The sample trip is 20 km and 30 min at 10:00: only the per-km rate counts after this.
  await partyBus.getByLabel('Base fare (US cents)').fill('0')
  await partyBus.getByLabel('Per minute (US cents)').fill('0')
  await partyBus.getByLabel('Minimum fare (US cents)').fill('0')
  await partyBus.getByLabel('Per km (US cents)').fill('-5')
  await expect(
    partyBus.getByText('Enter an amount in cents: a whole number of 0 or more'),
  ).toBeVisible()
  await partyBus.getByLabel('Per km (US cents)').fill('1000')
  await expect(preview).toContainText('$200.00')
  expect(before).not.toContain('$200.00')

  await partyBus.getByRole('button', { name: /Save .* rates/ }).click()
  await expect(partyBus.getByText('Rates saved.')).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('region', { name: /Party Bus/i }).getByLabel('Per km (US cents)'),
  ).toHaveValue('1000')
  await expect(page.getByTestId('preview-party-bus')).toContainText('$200.00')
  await expectNoA11yViolationsHere(page, 'catalogue area')

  // expectNoA11yViolationsHere checks at 390 px and on a desktop; the phone gets cards, not a table.
  await page.goto('/ops/catalogue')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('list', { name: 'Service areas' })).toBeVisible()
  await expect(page.getByRole('table')).toBeHidden()
})
