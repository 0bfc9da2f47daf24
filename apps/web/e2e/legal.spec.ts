import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'

test('the privacy policy shows its effective date and contents', async ({ page }) => {
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  await expect(page.getByText('Effective 1 July 2025', { exact: true })).toBeVisible()
  const contents = page.getByRole('navigation', { name: 'Table of contents' })
  await contents.getByRole('link', { name: '7. How long we keep it' }).click()
  await expect(page).toHaveURL('/privacy#privacy-7')
  await expect(page.getByRole('heading', { name: '7. How long we keep it' })).toBeInViewport()
})

test('the terms have general sections 2-18, rider terms 1-19 and a copyright line', async ({
  page,
}) => {
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
  await expect(page.getByText('Effective 1 July 2025', { exact: true })).toBeVisible()
  for (let n = 2; n <= 18; n += 1) await expect(page.locator(`#general-${n} h3`)).toHaveCount(1)
  for (let n = 1; n <= 19; n += 1) await expect(page.locator(`#rider-${n} h3`)).toHaveCount(1)
  await expect(page.locator('#general-15')).toContainText('INR 4,000')
  await expect(page.locator('#general-18')).toContainText('Indore')
  await expect(page.locator('#rider-14')).toContainText('INR 20,000')
  await expect(page.locator('#rider-19 table')).toHaveCount(4)
  await expect(
    page.getByRole('main').getByText('© 2025 Ridelane. All rights reserved.'),
  ).toBeVisible()
})

for (const url of ['/privacy', '/terms']) {
  test(`${url} has no accessibility violations`, async ({ page }) => {
    await expectNoA11yViolations(page, url)
  })
}
