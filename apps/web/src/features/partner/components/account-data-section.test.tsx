import { accountClosureMessages } from '@ridelane/domain'
import { screen } from '@testing-library/react'
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
  type CallHandler,
} from '../testing/partner-screen'
import { AccountDataSection } from './account-data-section'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  vi.mocked(signedInPartner.logout).mockClear()
})

async function closeWith(password: string, answer: CallHandler) {
  answerCalls(apiRequest, { 'POST /partners/account/close': answer })
  renderPartnerScreen(<AccountDataSection />, { path: '/partner/profile', auth: signedInPartner })
  await user.click(screen.getByRole('button', { name: 'Close this account…' }))
  await user.type(screen.getByLabelText('Your password, to confirm'), password)
  await user.click(screen.getByRole('button', { name: 'Close the account for good' }))
}

describe('closing the partner account from the profile page', () => {
  it('sends the password and signs out once the account is closed', async () => {
    await closeWith('Secret#2025', () => ({ message: accountClosureMessages.closed }))
    expect(sentBody(apiRequest, 'POST /partners/account/close')).toEqual({
      password: 'Secret#2025',
    })
    await vi.waitFor(() => expect(signedInPartner.logout).toHaveBeenCalledTimes(1))
  })

  it('shows a wrong password at the field and stays signed in', async () => {
    await closeWith('nope', () => {
      throw new ApiError(accountClosureMessages.passwordWrong, {
        status: 400,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'password', message: accountClosureMessages.passwordWrong }],
      })
    })
    const field = screen.getByLabelText('Your password, to confirm')
    expect(await screen.findByText(accountClosureMessages.passwordWrong)).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(signedInPartner.logout).not.toHaveBeenCalled()
  })

  it('says why the account cannot close yet, and can be left open', async () => {
    const why = accountClosureMessages.upcomingBookings(2)
    await closeWith('Secret#2025', failWith(409, why))
    expect(await screen.findByRole('alert')).toHaveTextContent(why)
    await user.click(screen.getByRole('button', { name: 'Keep the account' }))
    expect(screen.queryByLabelText('Your password, to confirm')).not.toBeInTheDocument()
    expect(signedInPartner.logout).not.toHaveBeenCalled()
  })
})
