import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import { readProviderToken, storeProviderToken } from '@/lib/provider-token'
import { account, renderPortalAt } from '../testing/portal-screen'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const user = userEvent.setup()
let twoFactorOn = false

beforeEach(() => {
  twoFactorOn = false
  storeProviderToken('provider-token')
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(async (path, options = {}) => {
    if (path === '/provider/me') {
      return { ...account, user: { ...account.user, two_factor_enabled: twoFactorOn } }
    }
    if (path === '/provider/two-factor') {
      return {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_uri: 'otpauth://totp/Ridelane:meera',
        qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
      }
    }
    if (path === '/provider/two-factor/confirm') {
      const { code } = options.body as { code: string }
      if (code !== '654321') {
        throw new ApiError('That code is not valid. Try the current code from your app.', {
          status: 400,
          code: 'BAD_REQUEST',
        })
      }
      twoFactorOn = true
      return { message: 'Two-step sign-in is on.' }
    }
    if (path === '/provider/sign-out') return { message: 'Signed out' }
    throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
  })
})
afterEach(() => localStorage.clear())

describe('the provider account page', () => {
  it('shows who is signed in and for which provider', async () => {
    renderPortalAt('/provider/account')
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument()
    expect(screen.getByText('Meera Shah')).toBeVisible()
    expect(screen.getByText('meera@skyline.example')).toBeVisible()
    const nav = screen.getByRole('navigation', { name: 'Provider portal' })
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('turns on two-step sign-in with the QR code and a first code', async () => {
    renderPortalAt('/provider/account')
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }))
    expect(
      await screen.findByAltText('QR code to add Ridelane to your authenticator app'),
    ).toBeVisible()
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeVisible()
    const code = screen.getByLabelText('Code from the app')
    await user.type(code, '111111')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    expect(await screen.findByText(/That code is not valid/)).toBeVisible()
    await user.clear(code)
    await user.type(code, '654321')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in: on' })).toBeVisible()
    expect(screen.getByText('Two-step sign-in is on.')).toBeVisible()
  })

  it('signs out: the token goes and the sign-in screen comes back', async () => {
    renderPortalAt('/provider/account')
    await screen.findByRole('heading', { name: 'Your account' })
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(readProviderToken()).toBeNull()
    expect(apiRequest).toHaveBeenCalledWith('/provider/sign-out', { method: 'POST' })
  })

  it('forgets a session the server refuses', async () => {
    vi.mocked(apiRequest).mockImplementation(async () => {
      throw new ApiError('Your session has expired or is not valid.', {
        status: 401,
        code: 'UNAUTHORIZED',
      })
    })
    renderPortalAt('/provider/account')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(readProviderToken()).toBeNull()
  })
})
