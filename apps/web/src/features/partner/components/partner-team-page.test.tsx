import type { PartnerMember, PartnerTeamResponse } from '@ridelane/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import {
  answerCalls,
  failWith,
  renderPartnerScreen,
  sentBody,
  signedInPartner,
} from '../testing/partner-screen'
import { PartnerTeamPage } from './partner-team-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const anna: PartnerMember = {
  id: 'member-anna',
  name: 'Anna Berg',
  email: 'anna@harbourtravel.test',
  role: 'booker',
  status: 'active',
  invited_at: '2026-11-02T09:00:00.000Z',
  invitation_expires_at: null,
  joined_at: '2026-11-02T10:00:00.000Z',
}
const omar: PartnerMember = {
  id: 'member-omar',
  name: 'Omar Haddad',
  email: 'omar@harbourtravel.test',
  role: 'admin',
  status: 'invited',
  invited_at: '2026-11-20T09:00:00.000Z',
  invitation_expires_at: '2026-11-23T09:00:00.000Z',
  joined_at: null,
}
const team = (members: PartnerMember[]): PartnerTeamResponse => ({
  owner: { email: 'ops@harbourtravel.test', role: 'admin' },
  members,
})

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

const rowOf = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryAllByText(name, { exact: false }).length > 0)!

describe('PartnerTeamPage', () => {
  it("lists the account's own login first, then each colleague with role, status and date", async () => {
    answerCalls(apiRequest, { 'GET /partners/team': () => team([anna, omar]) })
    renderPartnerScreen(<PartnerTeamPage />, { path: '/partner/team' })

    const list = await screen.findByRole('list', { name: 'Team members' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('Account login (you)')
    expect(rows[0]).toHaveTextContent('ops@harbourtravel.test')
    expect(rows[0]).toHaveTextContent('it cannot be removed')
    expect(within(rows[0]!).queryByRole('button')).toBeNull()
    expect(rows[1]).toHaveTextContent('Anna Berg')
    expect(rows[1]).toHaveTextContent('Active')
    expect(rows[1]).toHaveTextContent('Invited 2 Nov 2026')
    expect(within(rows[1]!).getByLabelText('Role of Anna Berg')).toHaveValue('booker')
    expect(within(rows[1]!).getByRole('button', { name: 'Remove' })).toBeVisible()
    expect(within(rows[1]!).queryByRole('button', { name: 'Resend invitation' })).toBeNull()
    expect(rows[2]).toHaveTextContent('Invited')
    expect(within(rows[2]!).getByRole('button', { name: 'Resend invitation' })).toBeVisible()
    expect(within(rows[2]!).getByRole('button', { name: 'Cancel invitation' })).toBeVisible()
  })

  it('says so when nobody has been invited yet', async () => {
    answerCalls(apiRequest, { 'GET /partners/team': () => team([]) })
    renderPartnerScreen(<PartnerTeamPage />, { path: '/partner/team' })
    expect(await screen.findByText(/No colleagues yet/)).toBeVisible()
  })

  it('shows the loading state, then the refusal a booker gets', async () => {
    answerCalls(apiRequest, {
      'GET /partners/team': failWith(403, 'Only an admin of your account can do this.'),
    })
    renderPartnerScreen(<PartnerTeamPage />, { path: '/partner/team' })
    expect(screen.getByRole('status')).toHaveTextContent('Loading your team...')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an admin of your account can do this.',
    )
  })

  it('invites a colleague with a role, checking the fields first', async () => {
    let members: PartnerMember[] = []
    answerCalls(apiRequest, {
      'GET /partners/team': () => team(members),
      'POST /partners/team/members': () => {
        members = [omar]
        return { message: 'Invitation sent to omar@harbourtravel.test.', member: omar }
      },
    })
    renderPartnerScreen(<PartnerTeamPage />, { path: '/partner/team' })
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText("Enter your colleague's name")).toBeVisible()
    expect(screen.getByText('Enter a valid email')).toBeVisible()
    expect(sentBody(apiRequest, 'POST /partners/team/members')).toBeUndefined()

    await user.type(screen.getByLabelText('Name'), 'Omar Haddad')
    await user.type(screen.getByLabelText('Email'), 'Omar@HarbourTravel.test')
    await user.selectOptions(screen.getByLabelText('Role'), 'admin')
    expect(screen.getByText(/manages the team and the business profile/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))

    expect(await screen.findByText('Invitation sent to omar@harbourtravel.test.')).toBeVisible()
    expect(sentBody(apiRequest, 'POST /partners/team/members')).toEqual({
      name: 'Omar Haddad',
      email: 'omar@harbourtravel.test',
      role: 'admin',
    })
    expect(await screen.findByText('Omar Haddad')).toBeVisible()
    expect(screen.getByLabelText('Name')).toHaveValue('')
  })

  it("puts the server's refusal of an email under the email field", async () => {
    const message =
      'This email cannot be invited. Ask your colleague for another work address, or contact support if you think this is wrong.'
    answerCalls(apiRequest, {
      'GET /partners/team': () => team([]),
      'POST /partners/team/members': () => {
        throw new ApiError(message, {
          status: 409,
          code: 'CONFLICT',
          details: [{ path: 'email', message }],
        })
      },
    })
    renderPartnerScreen(<PartnerTeamPage />, { path: '/partner/team' })
    await user.type(await screen.findByLabelText('Name'), 'Someone')
    await user.type(screen.getByLabelText('Email'), 'taken@elsewhere.test')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  it('changes a role, resends an invitation, and removes a member after a confirmation', async () => {
    let members = [anna, omar]
    answerCalls(apiRequest, {
      'GET /partners/team': () => team(members),
      'PATCH /partners/team/members/member-anna': () => {
        members = [{ ...anna, role: 'admin' }, omar]
        return { message: 'Role changed.', member: members[0] }
      },
      'POST /partners/team/members/member-omar/resend-invitation': () => ({
        message: 'A new invitation was sent to omar@harbourtravel.test.',
        member: omar,
      }),
      'DELETE /partners/team/members/member-anna': () => {
        members = [omar]
        return { message: 'Removed from your team.', member: anna }
      },
    })
    renderPartnerScreen(<PartnerTeamPage />, { path: '/partner/team' })
    await user.selectOptions(await screen.findByLabelText('Role of Anna Berg'), 'admin')
    expect(sentBody(apiRequest, 'PATCH /partners/team/members/member-anna')).toEqual({
      role: 'admin',
    })
    expect(await within(rowOf('Anna Berg')).findByText('Role changed.')).toBeVisible()

    await user.click(
      within(rowOf('Omar Haddad')).getByRole('button', { name: 'Resend invitation' }),
    )
    expect(
      await screen.findByText('A new invitation was sent to omar@harbourtravel.test.'),
    ).toBeVisible()

    await user.click(within(rowOf('Anna Berg')).getByRole('button', { name: 'Remove' }))
    const confirm = screen.getByRole('group', { name: 'Remove Anna Berg' })
    expect(confirm).toHaveTextContent('They are signed out at once')
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }))
    expect(screen.queryByRole('group', { name: 'Remove Anna Berg' })).toBeNull()
    expect(vi.mocked(apiRequest).mock.calls.some(([, o]) => o?.method === 'DELETE')).toBe(false)

    await user.click(within(rowOf('Anna Berg')).getByRole('button', { name: 'Remove' }))
    await user.click(screen.getByRole('button', { name: 'Remove Anna Berg' }))
    await vi.waitFor(() => expect(screen.queryByText('Anna Berg')).toBeNull())
    expect(screen.getByText('Omar Haddad')).toBeVisible()
  })

  it('shows an admin member their own row without the actions', async () => {
    const adminAnna = { ...anna, role: 'admin' as const }
    answerCalls(apiRequest, { 'GET /partners/team': () => team([adminAnna]) })
    renderPartnerScreen(<PartnerTeamPage />, {
      path: '/partner/team',
      auth: {
        ...signedInPartner,
        viewer: { kind: 'member', email: anna.email, role: 'admin' },
      },
    })
    await screen.findByText('(you)')
    const row = rowOf('Anna Berg')
    expect(row).toHaveTextContent('Anna Berg (you)')
    expect(within(row).queryByRole('button')).toBeNull()
    expect(within(row).queryByLabelText('Role of Anna Berg')).toBeNull()
    expect(screen.getAllByRole('listitem')[0]).not.toHaveTextContent('(you)')
  })

  it('reports a failed change in the row', async () => {
    answerCalls(apiRequest, {
      'GET /partners/team': () => team([anna]),
      'DELETE /partners/team/members/member-anna': failWith(500),
    })
    renderPartnerScreen(<PartnerTeamPage />, { path: '/partner/team' })
    await user.click(await screen.findByRole('button', { name: 'Remove' }))
    await user.click(screen.getByRole('button', { name: 'Remove Anna Berg' }))
    expect(
      await within(rowOf('Anna Berg')).findByText('That did not work. Please try again.'),
    ).toBeVisible()
  })
})
