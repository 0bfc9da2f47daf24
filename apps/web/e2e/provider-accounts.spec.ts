import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test'
import {
  enrolledAdmin,
  expectNoA11yViolationsHere,
  operatorPassword,
  totpCode,
} from './support/operator-account'

type CaughtMail = { to: string[]; subject: string; text: string }
const phone = { width: 390, height: 844 }
const portalPassword = 'Portal#2026x'

/** The set-password link of the newest invitation mailed to `email`, from the mail catcher. */
async function invitationLinkSentTo(request: APIRequestContext, email: string): Promise<URL> {
  const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(catcher)).json()) as CaughtMail[]
        link = mails
          .filter((mail) => mail.to.includes(email))
          .map((mail) => /https?:\/\/\S+\/provider\/set-password#token=[\w-]+/.exec(mail.text)?.[0])
          .filter(Boolean)
          .at(-1)
        return link
      },
      { message: `an invitation mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return new URL(link!)
}

test('an operator invites a provider user, who sets a password and signs in on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const admin = await enrolledAdmin(request, 'provider-accounts-admin')
  const created = await request.post('/api/v1/ops/providers', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      name: 'Harbour Transfers',
      contact_name: 'Asha Rao',
      email: 'desk@harbour.example',
      phone: '+919876543210',
      licence_number: 'MP-TR-2024-7',
      service_area_ids: ['indore'],
      commission_percent: 12,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const providerId = (await created.json()).data.provider.id as string
  // An address of this run's own: a retry or a repeat invites a user of its own.
  const email = `meera-${Math.random().toString(36).slice(2, 8)}@harbour.example`

  // The operator signs in to the console and invites the user from the provider's page.
  await page.goto('/ops/sign-in')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(operatorPassword)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code').fill(totpCode(admin.secret, 1))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/ops')
  await page.goto(`/ops/providers/${providerId}`)
  const users = page.getByRole('region', { name: 'Portal users' })
  await expect(users.getByText('No portal users yet.')).toBeVisible()
  await users.getByRole('button', { name: 'Invite user' }).click()
  await users.getByLabel('Name').fill('Meera Shah')
  await users.getByLabel('Email').fill(email)
  await users.getByRole('button', { name: 'Send invitation' }).click()
  await expect(users.getByRole('listitem')).toContainText('Invited')
  await expectNoA11yViolationsHere(page, 'provider portal users')

  // The user opens the mailed link on a phone and chooses a password.
  const link = await invitationLinkSentTo(request, email)
  await page.setViewportSize(phone)
  await page.goto(`${link.pathname}${link.hash}`)
  await expect(page.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(portalPassword)
  await page.getByLabel('Confirm password', { exact: true }).fill('Portal#2026')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await expectNoA11yViolationsHere(page, 'provider set password')
  await page.setViewportSize(phone)
  await page.getByLabel('Confirm password', { exact: true }).fill(portalPassword)
  await page.getByRole('button', { name: 'Set password' }).click()
  await page.getByRole('link', { name: 'Go to sign in' }).click()

  // Sign-in: a wrong password first, then the right one, by keyboard.
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Wrong#2026x')
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await expectNoA11yViolationsHere(page, 'provider sign in error')
  await page.setViewportSize(phone)
  await page.getByLabel('Password', { exact: true }).fill(portalPassword)
  await page.getByLabel('Password', { exact: true }).press('Enter')

  await expect(page).toHaveURL('/provider')
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Provider portal' })
    .getByRole('link', { name: 'Account' })
    .click()
  await expect(page).toHaveURL('/provider/account')
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main).toContainText('Meera Shah')
  await expect(main).toContainText(email)
  await expect(main).toContainText('Harbour Transfers')
  await expect(page.getByRole('heading', { name: 'Two-step sign-in: off' })).toBeVisible()
  // Nothing sticks out sideways on the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoA11yViolationsHere(page, 'provider account')

  // The console now shows the user as active; signing out of the portal leaves the console be.
  await page.setViewportSize(phone)
  await main.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible()
  await page.goto(`/ops/providers/${providerId}`)
  await expect(
    page.getByRole('region', { name: 'Portal users' }).getByRole('listitem'),
  ).toContainText('Active')
})
