import { expect, test, type Page } from './support/test'

const publicPages = [
  { path: '/', h1: 'Your driver is waiting at arrivals', title: /Ridelane/, text: 'Explore Now' },
  {
    path: '/fleet',
    h1: 'The Ridelane Fleet',
    title: 'Fleet — Ridelane',
    text: 'Business Sedan (EV)',
  },
  { path: '/blog', h1: 'Travel Notes & Guides', title: 'Blog — Ridelane', text: 'Stay Updated' },
  {
    path: '/faq',
    h1: 'Frequently Asked Questions',
    title: 'FAQ — Ridelane',
    text: 'How far in advance can I book a ride?',
  },
  {
    path: '/blog/jfk-arrivals-guide',
    h1: 'JFK Arrivals: Meeting Your Driver',
    title: /^JFK Arrivals: .* — Ridelane$/,
    text: 'Related Articles',
  },
]

async function expectDescription(page: Page) {
  const description = page.locator('head meta[name="description"]')
  await expect(description).toHaveCount(1)
  expect((await description.getAttribute('content'))?.length).toBeGreaterThan(50)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, h1, title, text } of publicPages) {
    test(`${path} shows its heading, content, title and description`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(h1)
      await expect(page.getByText(text).first()).toBeVisible()
      await expect(page).toHaveTitle(title)
      await expectDescription(page)
    })
  }

  test('each page has its own description', async ({ page }) => {
    const descriptions = new Set<string | null>()
    for (const { path } of publicPages) {
      await page.goto(path)
      descriptions.add(await page.locator('meta[name="description"]').getAttribute('content'))
    }
    expect(descriptions.size).toBe(publicPages.length)
  })

  test('a private page gets the plain shell, not the landing page', async ({ page }) => {
    await page.goto('/partner/dashboard')
    await expect(page.getByText('Your driver is waiting at arrivals')).toHaveCount(0)
  })
})

test.describe('with JavaScript', () => {
  test('a prerendered page still works: the FAQ opens and links navigate', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/blog')
    await expect(page).toHaveTitle('Blog — Ridelane')
    await page.getByPlaceholder('Search articles...').fill('heathrow')
    await expect(page.getByRole('heading', { name: /Heathrow/ }).first()).toBeVisible()
    await page.goto('/faq')
    await page.getByRole('link', { name: 'Book a Ride' }).first().click()
    await expect(page).toHaveURL(/\/booking/)
    expect(errors).toEqual([])
  })
})

test('robots.txt names the sitemap and keeps crawlers out of partner pages', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /partner/')
  expect(robots).toContain('Disallow: /booking')
  expect(robots).toContain('Disallow: /driver/')
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the sitemap lists every public page with absolute addresses', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locations = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
  for (const path of ['/', '/fleet', '/blog', '/faq', '/privacy', '/terms']) {
    expect(locations).toContain(`${baseURL}${path}`)
  }
  expect(locations.filter((url) => url?.startsWith(`${baseURL}/blog/`)).length).toBeGreaterThan(11)
  for (const url of locations) {
    const response = await request.get(url!)
    expect(response.status(), url).toBe(200)
  }
})
