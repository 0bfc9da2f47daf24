import { expect, test } from './support/test'

// A prerendered page is adopted in place by React (hydration), not thrown away and drawn again:
// the elements the visitor already sees stay the same, and React reports no difference.
for (const path of [
  '/',
  '/fleet#suv',
  '/blog?category=city-guides',
  '/blog/jfk-arrivals-guide',
  '/faq',
  '/privacy',
  '/terms',
]) {
  test(`${path} keeps its prerendered elements when the app takes over`, async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) warnings.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { prerenderedHeading: document.querySelector('h1') })
      })
    })
    await page.goto(path)
    const adopted = await page.evaluate(
      () =>
        (window as { prerenderedHeading?: Element | null }).prerenderedHeading ===
        document.querySelector('h1'),
    )
    expect(adopted).toBe(true)
    expect(warnings).toEqual([])
  })
}

test('the hash and the query apply once the app has the page', async ({ page }) => {
  await page.goto('/fleet#suv')
  await expect(
    page.locator('nav[aria-label="Vehicle classes"] [aria-current="location"]'),
  ).toHaveAttribute('href', '/fleet#suv')
  await page.goto('/blog?category=city-guides')
  await expect(page.getByRole('button', { name: /City Guides/, pressed: true })).toBeVisible()
})
