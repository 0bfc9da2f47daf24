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
  signedInPartner,
} from '../testing/partner-screen'
import { ConfirmEmailPage } from './confirm-email-page'
import { PartnerStatusBanner } from './partner-status-banner'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

describe('confirm email page', () => {
  it('sends the token from the link once and says the email is confirmed', async () => {
    answerCalls(apiRequest, {
      'POST /partners/confirm-email': () => ({ message: 'Your email is confirmed.' }),
    })
    renderPartnerScreen(<ConfirmEmailPage />, {
      path: '/partner/confirm-email',
      url: '/partner/confirm-email#token=abc123',
    })
    expect(await screen.findByText('Your email is confirmed.')).toBeInTheDocument()
    expect(sentBody(apiRequest, 'POST /partners/confirm-email')).toEqual({ token: 'abc123' })
    expect(apiRequest).toHaveBeenCalledTimes(1)
  })

  it('says a used link is no good', async () => {
    answerCalls(apiRequest, {
      'POST /partners/confirm-email': failWith(
        400,
        'This confirmation link is invalid, used or expired.',
      ),
    })
    renderPartnerScreen(<ConfirmEmailPage />, {
      path: '/partner/confirm-email',
      url: '/partner/confirm-email#token=used',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid, used or expired.',
    )
  })

  it('calls nothing without a token', () => {
    renderPartnerScreen(<ConfirmEmailPage />, { path: '/partner/confirm-email' })
    expect(screen.getByRole('alert')).toHaveTextContent('invalid, used or expired')
    expect(apiRequest).not.toHaveBeenCalled()
  })
})

describe('partner status banner', () => {
  const as = (status: 'email_unconfirmed' | 'pending_approval' | 'active') => ({
    ...signedInPartner,
    partner: { ...signedInPartner.partner!, status },
  })

  it('asks an unconfirmed partner to confirm, and sends the link again', async () => {
    answerCalls(apiRequest, {
      'POST /partners/resend-confirmation': () => ({ message: 'We sent a new link.' }),
    })
    renderPartnerScreen(<PartnerStatusBanner />, { path: '/', auth: as('email_unconfirmed') })
    expect(screen.getByRole('region', { name: 'Account status' })).toHaveTextContent(
      /Please confirm your email/,
    )
    expect(screen.getByText(/public prices/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByText('We sent a new link.')).toBeInTheDocument()
  })

  it('tells a confirmed partner it awaits approval, and an active one nothing', () => {
    renderPartnerScreen(<PartnerStatusBanner />, { path: '/', auth: as('pending_approval') })
    expect(screen.getByText(/awaits approval/)).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows nothing to an active partner', () => {
    renderPartnerScreen(<PartnerStatusBanner />, { path: '/', auth: as('active') })
    expect(screen.queryByRole('region', { name: 'Account status' })).toBeNull()
  })
})
