import { test } from './support/test'

// A look for reviewers, not an assertion: runs only when E2E_SCREENSHOTS_DIR names a folder.
const shotsDir = process.env.E2E_SCREENSHOTS_DIR

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]
const pages = [
  { name: 'landing', url: '/' },
  { name: 'not-found', url: '/no-such-page' },
]

for (const viewport of viewports) {
  for (const shot of pages) {
    test(`screenshot of ${shot.name} on ${viewport.name}`, async ({ page }) => {
      test.skip(!shotsDir, 'set E2E_SCREENSHOTS_DIR to take screenshots')
      await page.setViewportSize(viewport)
      await page.goto(shot.url)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.screenshot({
        path: `${shotsDir}/${shot.name}-${viewport.name}.png`,
        fullPage: true,
      })
    })
  }
}
