import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const a11yViewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** Runs axe-core on the page at each width and fails with the rules broken, if any. */
export async function expectNoA11yViolations(page: Page, url: string) {
  for (const viewport of a11yViewports) {
    await page.setViewportSize(viewport)
    await page.goto(url)
    await page.getByRole('heading', { level: 1 }).waitFor()
    const { violations } = await new AxeBuilder({ page }).analyze()
    const summary = violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    )
    expect(summary, `${url} at ${viewport.name} width`).toEqual([])
  }
}
