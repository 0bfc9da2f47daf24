import { readFile } from 'node:fs/promises'
import { accountClosureMessages } from '@ridelane/domain'
import { expect, test } from './support/test'
import {
  createPartner,
  partnerPassword,
  signInThroughForm,
  storeToken,
} from './support/partner-account'
import { expectNoA11yViolations, mailsTo } from './support/ride-parties'

// A partner's admin downloads the account's data and closes the account from the profile page
// (docs/decisions/046-partner-account-closure.md): after that nobody signs in to it again.

test('a partner downloads its account’s data, then closes the account for good', async ({
  page,
  request,
}) => {
  const partner = await createPartner(request, 'closing')
  await storeToken(page, partner.token)
  await page.goto('/partner/profile')
  const section = page.getByRole('region', { name: 'Your account’s data' })
  await expect(section).toBeVisible()

  const download = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Download account data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^ridelane-partner-account-\d{4}-\d\d-\d\d\.json$/)
  const copy = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    account: { email: string; password_hash?: string }
  }
  expect(copy.account.email).toBe(partner.email)
  expect(copy.account).not.toHaveProperty('password_hash')
  await expect(section.getByText(accountClosureMessages.exported)).toBeVisible()

  await section.getByRole('button', { name: 'Close this account…' }).click()
  const password = section.getByLabel('Your password, to confirm', { exact: true })
  await password.fill('not my password')
  await section.getByRole('button', { name: 'Close the account for good' }).click()
  await expect(section.getByText(accountClosureMessages.passwordWrong)).toBeVisible()
  await expectNoA11yViolations(page, 'closing a partner account')

  await password.fill(partnerPassword)
  await section.getByRole('button', { name: 'Close the account for good' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect
    .poll(async () => (await mailsTo(request, partner.email)).map((mail) => mail.subject))
    .toContain('Your Ridelane partner account is closed')

  await page.goto('/partner/auth')
  await signInThroughForm(page, partner.email, partnerPassword)
  await expect(page.getByText('Invalid email or password')).toBeVisible()
})
