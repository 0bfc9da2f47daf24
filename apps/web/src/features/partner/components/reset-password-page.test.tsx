import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import {
  answerCalls,
  failWith,
  renderPartnerScreen,
  sentBody,
  type CallHandler,
} from '../testing/partner-screen'
import { ResetPasswordPage } from './reset-password-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

function renderReset(url: string, answer: CallHandler = () => ({ message: 'done' })) {
  answerCalls(apiRequest, { 'POST /partners/reset-password': answer })
  renderPartnerScreen(<ResetPasswordPage />, { path: '/reset-password', url })
}

async function choose(password: string, confirmation = password) {
  await user.type(screen.getByLabelText('New password'), password)
  await user.type(screen.getByLabelText('Confirm password'), confirmation)
  await user.click(screen.getByRole('button', { name: 'Reset Password' }))
}

describe('reset password', () => {
  it.each(['/reset-password', '/reset-password#token=', '/reset-password#token=%20'])(
    'refuses %s without a token',
    (url) => {
      renderReset(url)
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing token')
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Go to Sign In' })).toBeInTheDocument()
    },
  )

  it('asks for matching, strong passwords', async () => {
    renderReset('/reset-password#token=abc')
    await choose('weak', 'weak')
    expect(
      await screen.findByText('Password must be 8+ chars with upper, lower, number, special'),
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('New password'))
    await user.clear(screen.getByLabelText('Confirm password'))
    await choose('Str0ng!pass', 'Str0ng!pasS')
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('sends the token with the new password and confirms', async () => {
    renderReset('/reset-password#token=abc123')
    await choose('Str0ng!pass')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset successfully.',
    )
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute(
      'href',
      '/partner/auth',
    )
    expect(sentBody(apiRequest, 'POST /partners/reset-password')).toEqual({
      token: 'abc123',
      password: 'Str0ng!pass',
    })
  })

  it('still takes the token of a link mailed before, from the query', async () => {
    renderReset('/reset-password?token=older')
    await choose('Str0ng!pass')
    await screen.findByRole('status')
    expect(sentBody(apiRequest, 'POST /partners/reset-password')).toMatchObject({ token: 'older' })
  })

  it("shows the server's message for a refused token", async () => {
    renderReset('/reset-password#token=used', failWith(400, 'This link has already been used'))
    await choose('Str0ng!pass')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used')
  })

  it("says 'Invalid or expired token' for a 400 without a message", async () => {
    renderReset('/reset-password#token=old', failWith(400))
    await choose('Str0ng!pass')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token')
  })

  it("says 'Reset failed' for other failures without a message", async () => {
    renderReset('/reset-password#token=abc', failWith(503))
    await choose('Str0ng!pass')
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset failed')
    expect(screen.queryByText('Your password has been reset successfully.')).toBeNull()
  })
})
