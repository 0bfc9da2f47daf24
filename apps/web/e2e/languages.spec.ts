import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'
import { translated } from './support/catalogues'

// Travellers in their own language (issue 35, docs/decisions/051-languages.md): each language's
// pages live under its prefix, the document says which language and direction it is in, a
// switcher on every page leads to the same page in another language and is remembered, and a
// first visit follows the browser's preferred language.

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width)
}

test('the landing page in Hindi is Hindi from the first paint to the app', async ({ page }) => {
  await page.goto('/hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  const footer = page.locator('footer')
  await expect(
    footer.getByRole('link', { name: translated('hi', 'common', 'Find my booking') }),
  ).toBeVisible()
  // Links inside the app stay in Hindi's pages.
  await footer.getByRole('link', { name: translated('hi', 'common', 'FAQ') }).click()
  await expect(page).toHaveURL('/hi/faq')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
})

test('the prerendered page names its versions in every language', async ({ page }) => {
  const response = await page.request.get('/hi/fleet')
  const html = await response.text()
  expect(html).toContain('<html lang="hi" dir="ltr">')
  for (const [language, href] of [
    ['en', '/fleet'],
    ['ar', '/ar/fleet'],
    ['x-default', '/fleet'],
  ]) {
    expect(html).toContain(`<link rel="alternate" hreflang="${language}" href="${href}">`)
  }
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/de/faq</loc>')
  expect(sitemap).toContain('hreflang="ar"')
})

test('the switcher opens the same page in Arabic, right to left, and remembers it', async ({
  page,
}) => {
  await page.goto('/faq')
  await page.getByText('EN', { exact: true }).click()
  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL('/ar/faq')
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  // The site's root now opens in Arabic, whatever the browser prefers.
  await page.goto('/')
  await expect(page).toHaveURL('/ar')
  await expect(
    page.locator('footer').getByRole('link', { name: translated('ar', 'common', 'Your data') }),
  ).toBeVisible()
})

test.describe('a first visit from a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' })

  test('opens the site in Hindi', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL('/hi')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  })
})

test('the Arabic landing page fits a phone and passes axe', async ({ page }) => {
  await expectNoA11yViolations(page, '/ar')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar')
  await expectNoSidewaysScroll(page)
})
