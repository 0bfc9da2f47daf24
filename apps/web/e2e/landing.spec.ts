import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'

test('the landing page has its anchored sections and the header links reach them', async ({
  page,
}) => {
  await page.goto('/')
  for (const id of ['services', 'solutions', 'fleet', 'about', 'footer']) {
    await expect(page.locator(`#${id}`)).toHaveCount(1)
  }
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Ridelane/)

  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Solutions' }).click()
  await expect(page).toHaveURL('/#solutions')
  await expect(page.getByRole('heading', { name: 'How It All Comes Together' })).toBeInViewport()

  await nav.getByRole('link', { name: 'Contact' }).click()
  await expect(page.locator('#footer')).toBeInViewport()
})

test('the landing page shows the services, solutions and hero booking card', async ({ page }) => {
  await page.goto('/')
  const services = page.locator('#services')
  for (const name of [
    'Airport Transfers',
    'Corporate Travel',
    'Private City Tours',
    'Special Events',
  ]) {
    await expect(services.getByRole('heading', { name })).toBeVisible()
  }
  const solutions = page.locator('#solutions')
  for (const name of ['Travellers', 'Travel Brands', 'Transfer Companies', 'Drivers']) {
    await expect(solutions.getByRole('heading', { name, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'Book Your Premium Ride' })).toBeVisible()
})

for (const { card, hash } of [
  { card: 'Sedan', hash: 'sedan' },
  { card: 'MPV/SUV and Vans', hash: 'suv' },
  { card: 'Minibuses and Coach', hash: 'minibus-8' },
]) {
  test(`Explore Now on ${card} opens /fleet#${hash} at that section`, async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: `Explore Now: ${card}` }).click()
    await expect(page).toHaveURL(`/fleet#${hash}`)
    await expect(page.locator(`section#${hash} h2`)).toBeInViewport()
  })
}

test('the footer lists lead to the services, the booking wizard and partner sign-up', async ({
  page,
}) => {
  await page.goto('/blog')
  const footer = page.locator('footer')
  for (const name of [
    'Airport Transfers',
    'City Tours',
    'Corporate Travel',
    'Event Transportation',
  ]) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', '/#services')
  }
  await footer.getByRole('link', { name: 'City Tours' }).click()
  await expect(page).toHaveURL('/#services')
  await expect(page.getByRole('heading', { name: 'Rides for every kind of trip' })).toBeInViewport()

  await page.locator('footer').getByRole('link', { name: 'Travelers' }).click()
  await expect(page).toHaveURL('/booking')
  await expect(page.getByRole('heading', { name: 'Trip Configuration' })).toBeVisible()

  for (const name of ['Travel Agencies', 'Corporates', 'OTA', 'Affiliates']) {
    await expect(page.locator('footer').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      '/partner/auth?mode=signup',
    )
  }
  await page.locator('footer').getByRole('link', { name: 'Corporates' }).click()
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
})

test('the latest articles lead to the blog', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('main article')).toHaveCount(3)
  await page.getByRole('link', { name: 'View All Articles' }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel Notes & Guides')
})

test('the landing page has no accessibility violations', async ({ page }) => {
  await expectNoA11yViolations(page, '/')
})
