import { expect, test } from './support/test'
import {
  expectNoA11yViolationsHere,
  firstAdmin,
  invitedAdmin,
  totpCode,
} from './support/operator-account'

// One journey through the console, in order: the first admin exists once per server.
test.describe.configure({ mode: 'serial' })

test('the first admin sets a password, enrols, signs in with a code and with a recovery code', async ({
  page,
  request,
}, testInfo) => {
  // A long journey with axe at two widths on seven screens.
  test.setTimeout(120_000)
  // The printed link works once: a retry or a repeat (--repeat-each) walks the same screens from
  // an invited admin's link.
  const firstRun = testInfo.retry === 0 && testInfo.repeatEachIndex === 0
  const { email, link } = firstRun ? firstAdmin() : await invitedAdmin(request, 'first-admin-again')

  await page.goto(`${link.pathname}${link.hash}`)
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
  await expectNoA11yViolationsHere(page, 'set password')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(
    page.getByText('Password must be 8+ chars with upper, lower, number, special'),
  ).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('Console#2026')
  await page.getByLabel('Confirm password', { exact: true }).fill('Console#2027')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm password', { exact: true }).fill('Console#2026')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('Your password is set. Sign in to continue.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to sign in' }).click()

  // Sign-in: field messages first, then the password, then the app's setup.
  await expect(page).toHaveURL('/ops/sign-in')
  await expectNoA11yViolationsHere(page, 'sign in')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Enter a valid email')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Console#2026')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused()
  const qrCode = page.getByRole('img', { name: /QR code/ })
  await expect(qrCode).toBeVisible()
  expect(await qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expectNoA11yViolationsHere(page, 'enrolment')
  await page.getByRole('button', { name: 'Confirm and sign in' }).click()
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible()
  await page.getByLabel('Code from the app').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Confirm and sign in' }).click()

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible()
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recoveryCode = (await codes.first().textContent())!.trim()
  await expectNoA11yViolationsHere(page, 'recovery codes')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download codes' }).click()
  expect((await download).suggestedFilename()).toBe('ridelane-recovery-codes.txt')
  await page.getByRole('button', { name: 'I have saved my codes' }).click()

  // The console's start: who is signed in, and only the sections that exist.
  await expect(page).toHaveURL('/ops')
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header).toContainText(email)
  await expect(header).toContainText('admin')
  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await expect(nav.getByRole('link')).toHaveText([
    'Start',
    'Bookings',
    'Providers',
    'Catalogue',
    'Partners',
    'Operators',
    'Account',
    'Outbox',
    'Audit',
  ])
  await expectNoA11yViolationsHere(page, 'start')
  await header.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/ops/sign-in')

  // Second sign-in by keyboard alone, with a code from a later step (each code works once).
  await page.getByLabel('Email').focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Console#2026')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused()
  await expectNoA11yViolationsHere(page, 'code step')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Code')).toBeFocused()
  await page.keyboard.type(totpCode(secret, 1))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/ops')

  // Operators: the invite form's field messages, then an invitation that lists the invitee.
  await page.getByRole('navigation', { name: 'Operator console' }).getByText('Operators').click()
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: email }),
  ).toContainText('(you)')
  await expectNoA11yViolationsHere(page, 'operators')
  const invite = page.getByRole('form', { name: 'Invite an operator' })
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByText('Enter a valid email')).toBeVisible()
  await invite.getByLabel('Email').fill('night-desk@ridelane.example')
  await invite.getByLabel('Role').selectOption('dispatcher')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByRole('status')).toHaveText(
    'Invitation sent to night-desk@ridelane.example.',
  )
  await expect(page.getByRole('listitem').filter({ hasText: 'night-desk@' })).toContainText(
    /dispatcher · Invited, no password yet/i,
  )

  await page.getByRole('navigation', { name: 'Operator console' }).getByText('Account').click()
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your sessions' })).toBeVisible()
  await expect(page.getByText('This browser')).toBeVisible()
  await expectNoA11yViolationsHere(page, 'sessions')
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click()

  // A recovery code signs in once.
  for (const attempt of ['works', 'refused'] as const) {
    await expect(page).toHaveURL('/ops/sign-in')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Console#2026')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Code').fill(recoveryCode)
    await page.getByRole('button', { name: 'Sign in' }).click()
    if (attempt === 'works') {
      await expect(page).toHaveURL('/ops')
      await page.getByRole('button', { name: 'Sign out' }).click()
    } else {
      await expect(page.getByRole('alert')).toHaveText(
        'That code is not valid. Try the current code from your app.',
      )
    }
  }
})
