import { expect, test } from './support/test'
import {
  enrolledAdmin,
  expectNoA11yViolationsHere,
  operatorPassword,
  totpCode,
} from './support/operator-account'

const password = operatorPassword

test('an admin finds the invitation it sent in the outbox and its invite in the audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const admin = await enrolledAdmin(request, 'outbox-admin')
  // An address of this run's own, so a retry or a repeat finds its one invitation.
  const invitee = `outbox-check-${Math.random().toString(36).slice(2, 8)}@ridelane.example`

  // Signs in like the console journey, with a code from the next step (each works once).
  await page.goto('/ops/sign-in')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code').fill(totpCode(admin.secret, 1))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/ops')

  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await nav.getByRole('link', { name: 'Operators' }).click()
  const invite = page.getByRole('form', { name: 'Invite an operator' })
  await invite.getByLabel('Email').fill(invitee)
  await invite.getByLabel('Role').selectOption('dispatcher')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${invitee}.`)

  // The outbox, by keyboard from the nav: the invitation went out, and no link is shown.
  await nav.getByRole('link', { name: 'Outbox' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: invitee })
  await expect(row).toContainText('Your Ridelane operator account')
  await expect(row).toContainText('Sent')
  await expect(page.getByRole('main')).not.toContainText('set-password')
  await expectNoA11yViolationsHere(page, 'outbox')
  // On a phone the same mail is a card.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('listitem').filter({ hasText: invitee })).toContainText(/Sent/)

  await page.setViewportSize({ width: 1280, height: 800 })

  // Filtering by status: nothing has failed on this server.
  await page.getByLabel('Status').selectOption('failed')
  await expect(page).toHaveURL('/ops/outbox?status=failed')
  await expect(page.getByText('No failed mail.')).toBeVisible()
  await expectNoA11yViolationsHere(page, 'outbox empty')

  await nav.getByRole('link', { name: 'Audit' }).click()
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible()
  const entry = page.getByRole('row').filter({ hasText: invitee }).first()
  await expect(entry).toContainText('operator.invite')
  await expect(entry).toContainText(admin.email)
  await expect(entry).toContainText('role')
  await expectNoA11yViolationsHere(page, 'audit')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('listitem').filter({ hasText: invitee }).first()).toContainText(
    'operator.invite',
  )

  // The same entry from the invitee's own history, one click from the Operators page.
  await page.setViewportSize({ width: 1280, height: 800 })
  await nav.getByRole('link', { name: 'Operators' }).click()
  await page.getByRole('link', { name: `History of ${invitee}` }).click()
  await expect(page.getByText('Showing the history of one operator.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'operator.invite' })).toHaveCount(1)
  await page.getByRole('link', { name: 'Show every change' }).click()
  await expect(page).toHaveURL('/ops/audit')
})
