import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { a11yViewports } from './axe'
import { linkMailedTo } from './partner-mail'

/**
 * What `create-admin` printed when the e2e server started (see playwright.config.ts): the first
 * admin, whose link e2e/ops-console.spec.ts opens, and the setup admin of global-setup.ts.
 */
export function firstAdmin(file = 'first-admin.txt'): { email: string; link: URL } {
  const printed = readFileSync(join(process.env.E2E_DATA_DIR ?? '', file), 'utf8')
  const email = /Created admin (\S+)\./.exec(printed)?.[1]
  const link = /https?:\/\/\S+\/ops\/set-password#token=[\w-]+/.exec(printed)?.[0]
  if (!email || !link) throw new Error(`create-admin printed no link:\n${printed}`)
  return { email, link: new URL(link) }
}

/** The password every spec's admin sets. */
export const operatorPassword = 'Console#2026'

/** Where global-setup.ts leaves the session of the admin that invites every spec's admins. */
export const setupAdminFile = 'setup-admin.json'

/**
 * A new operator admin, invited for one test by the setup admin (global-setup.ts), and the
 * set-password link from its invitation mail. Each call, a retry's too, gets its own account and
 * link: a set-password link works once.
 */
export async function invitedAdmin(
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; link: URL }> {
  const { token } = JSON.parse(
    readFileSync(join(process.env.E2E_DATA_DIR ?? '', setupAdminFile), 'utf8'),
  ) as { token: string }
  const email = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@ridelane.example`
  const invite = await request.post('/api/v1/ops/operators', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, role: 'admin' },
  })
  expect(invite.status(), `invite ${email}: ${await invite.text()}`).toBe(201)
  const link = await linkMailedTo(
    request,
    email,
    /https?:\/\/\S+\/ops\/set-password#token=[\w-]+/,
    'the invitation',
  )
  return { email, link }
}

/** Sets the password from `link`, signs in and enrols an authenticator, through the API. */
export async function enrolThroughApi(
  request: APIRequestContext,
  { email, link }: { email: string; link: URL },
) {
  const token = link.hash.replace(/^#token=/, '')
  const call = async (path: string, data: object) => {
    const response = await request.post(`/api/v1/ops/${path}`, { data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
    return (await response.json()).data
  }
  await call('set-password', { token, password: operatorPassword })
  const { ticket } = await call('sign-in', { email, password: operatorPassword })
  const { secret } = await call('sign-in/enrol', { ticket })
  const confirmed = await call('sign-in/enrol/confirm', { ticket, code: totpCode(secret) })
  return { email, secret: secret as string, token: confirmed.token as string }
}

/**
 * A new admin of this test (see invitedAdmin) with its password set and an authenticator
 * enrolled, through the API: for specs about what comes after sign-in. Returns the TOTP secret,
 * for signing in again, and the session token the enrolment gave.
 */
export async function enrolledAdmin(request: APIRequestContext, label: string) {
  return enrolThroughApi(request, await invitedAdmin(request, label))
}

/**
 * A new admin of this test set up through the screens, as a new operator does it: set the
 * password from the link, sign in, enrol the authenticator from the secret shown, save the
 * recovery codes; ends on the console's start page.
 */
export async function enrolAdminInBrowser(page: Page, label: string) {
  const { email, link } = await invitedAdmin(page.request, label)
  await page.goto(`${link.pathname}${link.hash}`)
  await page.getByLabel('New password', { exact: true }).fill(operatorPassword)
  await page.getByLabel('Confirm password', { exact: true }).fill(operatorPassword)
  await page.getByRole('button', { name: 'Set password' }).click()
  await page.getByRole('link', { name: 'Go to sign in' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(operatorPassword)
  await page.getByRole('button', { name: 'Continue' }).click()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel('Code from the app').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Confirm and sign in' }).click()
  await page.getByRole('button', { name: 'I have saved my codes' }).click()
  await expect(page).toHaveURL('/ops')
}

/** Signs an enrolled admin in through the console's form, with a code not used yet. */
export async function signInInBrowser(page: Page, admin: { email: string; secret: string }) {
  await page.goto('/ops/sign-in')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(operatorPassword)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code').fill(totpCode(admin.secret, 1))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/ops')
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
