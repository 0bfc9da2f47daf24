import { expect, test } from './support/test'

test('the fleet carousel wraps around and its dots follow', async ({ page }) => {
  await page.goto('/fleet')
  const carousel = page.getByRole('region', { name: 'Sedan pictures', exact: true })
  const image = carousel.getByRole('img')
  await expect(image).toHaveAttribute('alt', 'Slide 0')

  await carousel.getByRole('button', { name: 'Previous image' }).click()
  await expect(image).toHaveAttribute('alt', 'Slide 1')
  await expect(carousel.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await carousel.getByRole('button', { name: 'Next image' }).click()
  await expect(image).toHaveAttribute('alt', 'Slide 0')
  await expect(image).toHaveAttribute('src', '/images/fleet/sedan.svg')
})

test('the carousel works from the keyboard', async ({ page }) => {
  await page.goto('/fleet')
  const carousel = page.getByRole('region', { name: 'Sedan pictures', exact: true })
  await carousel.getByRole('button', { name: 'Next image' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(carousel.getByRole('img')).toHaveAttribute('alt', 'Slide 1')
  await page.keyboard.press('Enter')
  await expect(carousel.getByRole('img')).toHaveAttribute('alt', 'Slide 0')
})
