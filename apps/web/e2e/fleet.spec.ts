import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'

const sectionIds = [
  'sedan',
  'comfort-sedan',
  'business-sedan',
  'first-class-sedan',
  'suv',
  'business-suv',
  'mpv',
  'business-minivan',
  'minibus-8',
  'minibus-16',
  'bus-30',
  'coach-bus',
  'party-bus',
]

test('the fleet page has a section for each of the 13 classes', async ({ page }) => {
  await page.goto('/fleet')
  await expect(page).toHaveTitle('Fleet — Ridelane')
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id))
  expect(ids).toEqual(sectionIds)
  const sedan = page.locator('section#sedan')
  await expect(sedan).toContainText('1-3 passengers')
  await expect(sedan).toContainText('Luggage')
})

test('a chip scrolls to its section and puts it in the hash', async ({ page }) => {
  await page.goto('/fleet')
  const chips = page.getByRole('navigation', { name: 'Vehicle classes' })
  await chips.getByRole('link', { name: 'Party Bus' }).click()
  await expect(page).toHaveURL('/fleet#party-bus')
  await expect(page.locator('section#party-bus h2')).toBeInViewport()
  await expect(chips.getByRole('link', { name: 'Party Bus' })).toHaveAttribute(
    'aria-current',
    'location',
  )

  await chips.getByRole('link', { name: 'MPV', exact: true }).click()
  await expect(page).toHaveURL('/fleet#mpv')
  await expect(page.locator('section#mpv h2')).toBeInViewport()
})

test('a hash in the address scrolls to its section on load', async ({ page }) => {
  await page.goto('/fleet#coach-bus')
  await expect(page.locator('section#coach-bus h2')).toBeInViewport()
  await expect(page.locator('section#sedan h2')).not.toBeInViewport()
})

test('on a phone the chip of the section in the hash is brought into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/fleet#party-bus')
  const chips = page.getByRole('navigation', { name: 'Vehicle classes' })
  await expect(chips.getByRole('link', { name: 'Party Bus' })).toBeInViewport({ ratio: 1 })
  await expect(chips.getByRole('link', { name: 'Sedan', exact: true })).not.toBeInViewport()

  // Another hash (a link, the back button): the row follows it.
  await page.evaluate(() => (window.location.hash = '#sedan'))
  await expect(chips.getByRole('link', { name: 'Sedan', exact: true })).toBeInViewport({ ratio: 1 })
  await expect(chips.getByRole('link', { name: 'Party Bus' })).not.toBeInViewport()
})

test('the fleet page has no accessibility violations', async ({ page }) => {
  await expectNoA11yViolations(page, '/fleet')
})
