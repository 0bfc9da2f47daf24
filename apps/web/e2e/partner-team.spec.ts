import { expect, test, type APIRequestContext } from './support/test'
import {
  createPartner,
  signInThroughForm,
  storedToken,
  storeToken,
  uniquePartnerEmail,
} from './support/partner-account'
import AxeBuilder from '@axe-core/playwright'
import { a11yViewports, expectNoA11yViolations } from './support/axe'
import { bookRideAsPartner } from './support/partner-bookings'

type CaughtMail = { to: string[]; subject: string; text: string }

/** The join link from the newest invitation mailed to `email`, read from the mail catcher. */
async function invitationLinkSentTo(request: APIRequestContext, email: string): Promise<URL> {
  const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(catcher)).json()) as CaughtMail[]
        link = mails
          .filter((message) => message.to.includes(email))
          .map((message) => message.text.match(/https?:\/\/\S+\/partner\/join#token=[\w-]+/)?.[0])
          .filter(Boolean)
          .at(-1)
        return link
      },
      { message: `an invitation mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return new URL(link!)
}

test('an admin invites a booker, who joins, books for the account, and is signed out when removed', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const owner = await createPartner(request, 'team-owner')
  const ownersBooking = await bookRideAsPartner(request, owner.token, 6)
  const memberEmail = uniquePartnerEmail('team-booker')
  const memberPassword = 'Booker-rides-7'

  // The admin invites a colleague from the Team page.
  await storeToken(page, owner.token)
  await page.goto('/partner/dashboard')
  await page
    .getByRole('navigation', { name: 'Partner portal' })
    .getByRole('link', { name: 'Team' })
    .click()
  await expect(page).toHaveURL('/partner/team')
  await page.getByLabel('Name').fill('Bea Booker')
  await page.getByLabel('Email').fill(memberEmail)
  await page.getByLabel('Role', { exact: true }).selectOption('booker')
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${memberEmail}.`)).toBeVisible()
  const beaRow = page.getByRole('list', { name: 'Team members' }).getByRole('listitem').filter({
    hasText: 'Bea Booker',
  })
  await expect(beaRow).toContainText('Invited')

  // The colleague follows the mailed link in a browser of their own and chooses a password.
  const link = await invitationLinkSentTo(request, memberEmail)
  expect(link.pathname).toBe('/partner/join')
  const member = await (await browser.newContext()).newPage()
  const open = async (path: string) => {
    await member.goto(path)
    await member.waitForSelector('html[data-app-ready]', { state: 'attached' })
  }
  await open(`${link.pathname}${link.hash}`)
  await member.getByLabel('New password', { exact: true }).fill(memberPassword)
  await member.getByLabel('Confirm password', { exact: true }).fill(memberPassword)
  await member.getByRole('button', { name: 'Set password and join' }).click()
  await expect(member.getByRole('heading', { name: 'You have joined' })).toBeVisible()
  await expect(member.getByText(memberEmail)).toBeVisible()

  // The link works once.
  await open('/privacy')
  await open(`${link.pathname}${link.hash}`)
  await member.getByLabel('New password', { exact: true }).fill('Another-try-8')
  await member.getByLabel('Confirm password', { exact: true }).fill('Another-try-8')
  await member.getByRole('button', { name: 'Set password and join' }).click()
  await expect(member.getByRole('alert')).toContainText(
    'This invitation link is not valid any more',
  )

  // They sign in on the partner sign-in, see the account, and no Team section.
  await open('/partner/auth')
  await signInThroughForm(member, memberEmail, memberPassword)
  await expect(member).toHaveURL('/partner/dashboard')
  const memberNav = member.getByRole('navigation', { name: 'Partner portal' })
  await expect(memberNav.getByRole('link', { name: 'Bookings' })).toBeVisible()
  await expect(memberNav.getByRole('link', { name: 'Team' })).toHaveCount(0)

  // They book with their own session; the account's bookings show both, and theirs says who.
  const memberToken = await storedToken(member)
  const membersBooking = await bookRideAsPartner(request, memberToken!, 8)
  await memberNav.getByRole('link', { name: 'Bookings' }).click()
  await expect(
    member.getByRole('link', { name: new RegExp(ownersBooking.booking_code) }),
  ).toBeVisible()
  await member.getByRole('link', { name: new RegExp(membersBooking.booking_code) }).click()
  await expect(
    member.getByRole('heading', { level: 1, name: membersBooking.booking_code }),
  ).toBeVisible()
  await expect(member.getByText(`Booked by ${memberEmail}`)).toBeVisible()

  // The admin sees them active, then removes them.
  await page.reload()
  await expect(beaRow).toContainText('Active')
  await beaRow.getByRole('button', { name: 'Remove' }).click()
  await page.getByRole('button', { name: 'Remove Bea Booker' }).click()
  await expect(beaRow).toHaveCount(0)

  // Their next page load signs them out.
  await member.reload()
  await member.waitForSelector('html[data-app-ready]', { state: 'attached' })
  await expect(member).toHaveURL('/partner/auth')
  await signInThroughForm(member, memberEmail, memberPassword)
  await expect(member.getByRole('alert')).toHaveText('Invalid email or password')
})

test('the Team and join pages pass the accessibility checks on a desktop and a phone', async ({
  page,
  request,
}) => {
  const owner = await createPartner(request, 'team-a11y')
  const invited = await request.post('/api/v1/partners/team/members', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { name: 'Ada Admin', email: uniquePartnerEmail('team-ada'), role: 'admin' },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  await storeToken(page, owner.token)
  // Checked once the team has loaded, with a colleague's row and its controls on the page.
  for (const viewport of a11yViewports) {
    await page.setViewportSize(viewport)
    await page.goto('/partner/team')
    await expect(page.getByLabel('Role of Ada Admin')).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(
      violations.map((violation) => violation.id),
      viewport.name,
    ).toEqual([])
  }
  await expectNoA11yViolations(page, '/partner/join#token=not-a-real-token')
})
