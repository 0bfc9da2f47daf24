import { expect, test } from './support/test'

const helpfulLinks = [
  { name: 'Home', url: '/', heading: 'Your driver is waiting at arrivals' },
  { name: 'Blog', url: '/blog', heading: 'Travel Notes & Guides' },
  { name: 'Fleet', url: '/fleet', heading: 'The Ridelane Fleet' },
  { name: 'FAQ', url: '/faq', heading: 'Frequently Asked Questions' },
]

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/ride')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page).toHaveTitle('Page Not Found — Ridelane')
})

for (const link of helpfulLinks) {
  test(`the 404 page links to ${link.name}`, async ({ page }) => {
    await page.goto('/missing-page')
    await page
      .getByRole('navigation', { name: 'Helpful links' })
      .getByRole('link', { name: link.name })
      .click()
    await expect(page).toHaveURL(link.url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.heading)
  })
}
