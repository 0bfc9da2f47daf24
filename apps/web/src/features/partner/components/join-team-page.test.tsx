import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import { answerCalls, failWith, renderPartnerScreen, sentBody } from '../testing/partner-screen'
import { JoinTeamPage } from './join-team-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})
afterEach(() => {
  window.history.replaceState(null, '', '/')
})

function openLink(hash: string) {
  window.history.replaceState(null, '', `/partner/join${hash}`)
  renderPartnerScreen(<JoinTeamPage />, { path: '/partner/join', auth: null })
}

describe('JoinTeamPage', () => {
  it('sets the password from the link and says which email to sign in with', async () => {
    answerCalls(apiRequest, {
      'POST /partners/team/accept': () => ({
        message: 'Your password is set. Sign in with your email and your new password.',
        email: 'anna@harbourtravel.test',
      }),
    })
    openLink('#token=invite-token-123')
    await user.type(screen.getByLabelText('New password'), 'Harbour#2026')
    await user.type(screen.getByLabelText('Confirm password'), 'Harbour#2026')
    await user.click(screen.getByRole('button', { name: 'Set password and join' }))

    expect(await screen.findByRole('heading', { name: 'You have joined' })).toBeVisible()
    expect(screen.getByText('anna@harbourtravel.test')).toBeVisible()
    expect(sentBody(apiRequest, 'POST /partners/team/accept')).toEqual({
      token: 'invite-token-123',
      password: 'Harbour#2026',
    })
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute(
      'href',
      '/partner/auth',
    )
  })

  it('checks the password rules and the confirmation before sending', async () => {
    openLink('#token=invite-token-123')
    await user.type(screen.getByLabelText('New password'), 'short')
    await user.type(screen.getByLabelText('Confirm password'), 'other')
    await user.click(screen.getByRole('button', { name: 'Set password and join' }))
    expect(
      await screen.findByText('Password must be 8+ chars with upper, lower, number, special'),
    ).toBeVisible()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it("shows the server's refusal of a used or expired link", async () => {
    const refusal =
      'This invitation link is not valid any more. Ask an admin of your account to send a new one.'
    answerCalls(apiRequest, { 'POST /partners/team/accept': failWith(400, refusal) })
    openLink('#token=used-token')
    await user.type(screen.getByLabelText('New password'), 'Harbour#2026')
    await user.type(screen.getByLabelText('Confirm password'), 'Harbour#2026')
    await user.click(screen.getByRole('button', { name: 'Set password and join' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
  })

  it('explains a link without its token', () => {
    openLink('')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This invitation link is not valid any more.',
    )
    expect(screen.queryByLabelText('New password')).toBeNull()
  })
})
