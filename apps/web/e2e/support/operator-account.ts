import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { a11yViewports } from './axe'

/**
 * What `create-admin` printed when the e2e server started (see playwright.config.ts); each
 * spec that signs in has its own admin, since a set-password link works once.
 */
export function firstAdmin(file = 'first-admin.txt'): { email: string; link: URL } {
  const printed = readFileSync(join(process.env.E2E_DATA_DIR ?? '', file), 'utf8')
  const email = /Created admin (\S+)\./.exec(printed)?.[1]
  const link = /https?:\/\/\S+\/ops\/set-password#token=[\w-]+/.exec(printed)?.[0]
  if (!email || !link) throw new Error(`create-admin printed no link:\n${printed}`)
  return { email, link: new URL(link) }
}

/** The authenticator app's code; `stepsAhead` reaches a 30-second step not used yet. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + stepsAhead * 30_000,
  })
}

/**
 * axe on the page as it is (no navigation), at desktop and phone widths; with
 * E2E_SCREENSHOTS_DIR set, also a screenshot of each, for reviewers.
 */
export async function expectNoA11yViolationsHere(page: Page, label: string) {
  for (const viewport of a11yViewports) {
    await page.setViewportSize(viewport)
    const { violations } = await new AxeBuilder({ page }).analyze()
    const summary = violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    )
    expect(summary, `${label} at ${viewport.name} width`).toEqual([])
    const shotsDir = process.env.E2E_SCREENSHOTS_DIR
    if (shotsDir) {
      const name = `ops-${label.replaceAll(' ', '-')}-${viewport.name}.png`
      await page.screenshot({ path: join(shotsDir, name), fullPage: true })
    }
  }
  await page.setViewportSize(a11yViewports[0])
}
