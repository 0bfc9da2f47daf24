import { expect, test } from './support/test'

// The site runs under a strict Content Security Policy (no inline scripts, no eval). Nothing
// on the public pages or in the booking wizard may trip it, not even a caught probe.
for (const path of ['/', '/fleet', '/blog', '/faq', '/terms', '/booking', '/partner']) {
  test(`${path} reports no Content Security Policy violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const violations = await page.evaluate(
      () => (window as { cspViolations?: string[] }).cspViolations,
    )
    expect(violations).toEqual([])
  })
}
