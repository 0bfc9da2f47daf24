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
import { ForgotPasswordPage } from './forgot-password-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const neutralSuccess = "If an account exists for this email, you'll receive a reset link shortly."
const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

async function requestLinkWith(answer: CallHandler, email = 'ops@harbourtravel.test') {
  answerCalls(apiRequest, { 'POST /partners/request-password-reset': answer })
  renderPartnerScreen(<ForgotPasswordPage />, { path: '/partner/forgot-password' })
  await user.type(screen.getByLabelText('Email'), email)
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
}

describe('forgot password', () => {
  it('checks the email before asking', async () => {
    await requestLinkWith(() => ({}), 'ops@harbour')
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('shows the neutral message with Back to Sign In once the request is taken', async () => {
    await requestLinkWith(() => ({ message: 'ok' }))
    expect(await screen.findByRole('status')).toHaveTextContent(neutralSuccess)
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/partner/auth',
    )
    expect(sentBody(apiRequest, 'POST /partners/request-password-reset')).toEqual({
      email: 'ops@harbourtravel.test',
    })
  })

  it("shows the server's message when too many requests were made", async () => {
    await requestLinkWith(failWith(429, 'Slow down, please.'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down, please.')
    expect(screen.queryByText(neutralSuccess)).not.toBeInTheDocument()
  })

  it('falls back to its own text for a 429 without a message', async () => {
    await requestLinkWith(failWith(429))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again later.',
    )
  })

  it.each([400, 404, 500, 0])(
    'still shows the neutral message after a %i failure',
    async (status) => {
      await requestLinkWith(failWith(status, 'No account with that email'))
      expect(await screen.findByText(neutralSuccess)).toBeInTheDocument()
      expect(screen.queryByText('No account with that email')).not.toBeInTheDocument()
    },
  )
})
