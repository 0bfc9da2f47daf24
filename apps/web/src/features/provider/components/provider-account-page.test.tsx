import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readProviderToken, storeProviderToken } from '@/lib/provider-token'
import { account, envelope, failure, renderPortalAt } from '../testing/portal-screen'

const user = userEvent.setup()
let twoFactorOn = false
let urls: string[] = []

beforeEach(() => {
  twoFactorOn = false
  urls = []
  storeProviderToken('provider-token')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      urls.push(url)
      if (url.endsWith('/provider/me')) {
        return envelope({ ...account, user: { ...account.user, two_factor_enabled: twoFactorOn } })
      }
      if (url.endsWith('/provider/two-factor')) {
        return envelope({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/Ridelane:meera',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        })
      }
      if (url.endsWith('/provider/two-factor/confirm')) {
        const { code } = JSON.parse(String(init.body)) as { code: string }
        if (code !== '654321') {
          return failure(
            400,
            'BAD_REQUEST',
            'That code is not valid. Try the current code from your app.',
          )
        }
        twoFactorOn = true
        return envelope({ message: 'Two-step sign-in is on.' })
      }
      if (url.endsWith('/provider/sign-out')) return envelope({ message: 'Signed out' })
      return failure(404, 'NOT_FOUND', 'Not found')
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

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
    expect(urls.some((url) => url.endsWith('/provider/sign-out'))).toBe(true)
  })

  it('forgets a session the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => failure(401, 'UNAUTHORIZED', 'Your session has expired or is not valid.')),
    )
    renderPortalAt('/provider/account')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(readProviderToken()).toBeNull()
  })
})
