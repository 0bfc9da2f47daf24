import { expect, test } from './support/test'
import { enrolAdminInBrowser, expectNoA11yViolationsHere } from './support/operator-account'

// The catalogue admin is made by create-admin when the e2e server starts (playwright.config.ts);
// its link works once, so this file signs in once. It edits Singapore's party bus, which no
// booking spec quotes, so the other specs' prices stay as seeded.
test.describe.configure({ mode: 'serial' })

test('an admin edits a rate, watches the preview follow, and saves', async ({ page }) => {
  test.setTimeout(120_000)
  await enrolAdminInBrowser(page, 'catalogue-admin')

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

  // A new area starts with no rates: the admin adds it, then lands on its page to price it.
  await page.goto('/ops/catalogue')
  await page.getByRole('link', { name: 'New service area' }).click()
  await expect(page.getByRole('heading', { name: 'New service area', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add service area' }).click()
  await expect(page.getByText('Enter a name')).toBeVisible()
  await expectNoA11yViolationsHere(page, 'new service area')
  await page.getByLabel(/^Id/).fill('porto')
  for (const [label, value] of [
    ['Name', 'Porto'],
    ['Country code', 'pt'],
    ['Time zone', 'Europe/Lisbon'],
    ['Centre latitude', '41.15'],
    ['Centre longitude', '-8.61'],
    ['Radius (km)', '35'],
    ['Average speed (km/h)', '30'],
    ['Airport fee (US cents)', '400'],
    ['Night surcharge (%)', '15'],
    ['Round-trip discount (%)', '5'],
    ['Lead time (hours)', '3'],
    ['Meet & greet charge (US cents)', '1200'],
    ['Child seat charge (US cents)', '800'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value)
  }
  await page.getByRole('button', { name: 'Add service area' }).click()
  await expect(page).toHaveURL('/ops/catalogue/porto')
  await expect(page.getByRole('heading', { name: 'Porto', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Country code')).toHaveValue('PT')
  const porto = page.getByRole('region', { name: /^Sedan \(/ })
  await porto.getByLabel('Meet & greet').selectOption({ label: 'Included' })
  for (const label of [
    'Base fare',
    'Per km',
    'Per minute',
    'Minimum fare',
    'Per hour',
    'Per day',
  ]) {
    await porto.getByLabel(`${label} (US cents)`).fill('100')
  }
  await porto.getByLabel('Offered in this area').check()
  await porto.getByRole('button', { name: /Save .* rates/ }).click()
  await expect(porto.getByText('Rates saved.')).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('region', { name: /^Sedan \(/ }).getByLabel('Meet & greet'),
  ).toHaveValue('included')

  // expectNoA11yViolationsHere checks at 390 px and on a desktop; the phone gets cards, not a table.
  await page.goto('/ops/catalogue')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('list', { name: 'Service areas' })).toBeVisible()
  await expect(page.getByRole('table')).toBeHidden()
})
