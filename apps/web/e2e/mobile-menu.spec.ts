import { expect, test } from './support/test'

test.use({ viewport: { width: 390, height: 844 } })

test('the phone menu opens and navigates', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

  await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(menu.getByRole('link', { name: 'Partner Login' })).toBeVisible()

  await menu.getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel Notes & Guides')
  await expect(menu).toBeHidden()
})

test('the phone menu works from the keyboard', async ({ page }) => {
  await page.goto('/fleet')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
})
