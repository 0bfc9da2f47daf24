import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'

const grid = (page: Page) => page.getByRole('heading', { level: 3 })
const pages = (page: Page) => page.getByRole('navigation', { name: 'Article pages' })

test('search matches titles, excerpts and tags and survives a refresh', async ({ page }) => {
  await page.goto('/blog')
  const search = page.getByPlaceholder('Search articles...')
  await search.fill('HEATHROW')
  await expect(page).toHaveURL('/blog?q=HEATHROW')
  await expect(grid(page)).toHaveText(['Heathrow Arrivals Without the Stress'])

  await search.fill('duty of care')
  await expect(grid(page)).toHaveText(['Seven Rules for a Ground Transport Travel Policy'])

  await page.reload()
  await expect(page.getByPlaceholder('Search articles...')).toHaveValue('duty of care')
  await expect(grid(page)).toHaveCount(1)
})

test('category chips show counts and filter the list', async ({ page }) => {
  await page.goto('/blog')
  const chips = page.getByRole('list', { name: 'Categories' })
  const allChip = chips.getByRole('button', { name: /^All Articles \d+$/ })
  const total = Number((await allChip.textContent())?.replace(/\D/g, ''))
  expect(total).toBeGreaterThanOrEqual(12)

  const cityChip = chips.getByRole('button', { name: /^City Guides \d+$/ })
  const cityCount = Number((await cityChip.textContent())?.replace(/\D/g, ''))
  await cityChip.click()
  await expect(page).toHaveURL('/blog?category=city-guides')
  await expect(cityChip).toHaveAttribute('aria-pressed', 'true')
  await expect(grid(page)).toHaveCount(cityCount)
  await expect(page.getByRole('heading', { level: 2, name: 'Featured' })).toHaveCount(0)
})

test('pagination stays in bounds and the back button returns to the same page', async ({
  page,
}) => {
  await page.goto('/blog')
  await expect(pages(page).getByRole('button', { name: 'Previous' })).toBeDisabled()
  await pages(page).getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/blog?page=2')
  await expect(pages(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  const lastPage = pages(page)
    .getByRole('button', { name: /^Page \d+$/ })
    .last()
  await lastPage.click()
  await expect(pages(page).getByRole('button', { name: 'Next' })).toBeDisabled()
  await pages(page).getByRole('button', { name: 'Previous' }).click()
  await expect(page).toHaveURL('/blog?page=2')

  const firstTitle = grid(page).first()
  const title = await firstTitle.textContent()
  await firstTitle.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
  await page.goBack()
  await expect(page).toHaveURL('/blog?page=2')
  await expect(grid(page).first()).toHaveText(title ?? '')
})

test('no matches show the empty state and Clear Filters resets everything', async ({ page }) => {
  await page.goto('/blog?category=company-news&q=zeppelin')
  await expect(page.getByText('No articles found matching your criteria.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page.getByPlaceholder('Search articles...')).toHaveValue('')
  await expect(page.getByRole('heading', { level: 2, name: 'Featured' })).toBeVisible()
})

test('an article shows its details and up to three related articles', async ({ page }) => {
  await page.goto('/blog/jfk-arrivals-guide')
  const article = page.locator('main article > header')
  await expect(page).toHaveTitle(/^JFK Arrivals.* — Ridelane$/)
  await expect(article.getByText('Airport Guides', { exact: true })).toBeVisible()
  await expect(article.getByText('Daniel Ortiz', { exact: true })).toBeVisible()
  await expect(article.locator('time')).toHaveText('22 July 2025')
  await expect(page.getByRole('img', { name: /^Illustration for JFK/ })).toBeVisible()
  await expect(article.getByText('4 min read')).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'About the author' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('JFK')
  await expect(
    page
      .locator('main article')
      .getByText(/AirTrain/)
      .first(),
  ).toBeVisible()

  const related = page.getByRole('region', { name: 'Related articles' })
  const relatedCount = await related.getByRole('article').count()
  expect(relatedCount).toBeGreaterThan(0)
  expect(relatedCount).toBeLessThanOrEqual(3)
  await expect(related.getByText('Airport Guides')).toHaveCount(relatedCount)

  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL('/blog')
})

test('an article opened from the list loads and shows its body', async ({ page }) => {
  const bodies: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') bodies.push(new URL(request.url()).pathname)
  })
  await page.goto('/blog?q=heathrow')
  // The list carries no article bodies: each one arrives with its article.
  expect(bodies.filter((script) => script.includes('heathrow-arrivals-guide'))).toEqual([])
  await page.getByRole('link', { name: 'Heathrow Arrivals Without the Stress' }).first().click()
  await expect(page).toHaveURL('/blog/heathrow-arrivals-guide')
  await expect(page.getByRole('heading', { name: 'Passport control and eGates' })).toBeVisible()
  expect(bodies.filter((script) => script.includes('heathrow-arrivals-guide'))).toHaveLength(1)
})

test('an unknown article says so and links back', async ({ page }) => {
  await page.goto('/blog/no-such-article')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found')
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel Notes & Guides')
})

test('Subscribe sends nothing and says so honestly', async ({ page }) => {
  let apiCalls = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls += 1
  })
  await page.goto('/blog')
  const before = apiCalls
  await page.getByRole('textbox', { name: 'Email address' }).fill('nope')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.')
  await page.getByRole('textbox', { name: 'Email address' }).fill('ana@example.com')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'not stored' })).toBeVisible()
  expect(apiCalls).toBe(before)
})

for (const url of ['/blog', '/blog/heathrow-arrivals-guide', '/blog/no-such-article']) {
  test(`${url} has no accessibility violations`, async ({ page }) => {
    await expectNoA11yViolations(page, url)
  })
}
