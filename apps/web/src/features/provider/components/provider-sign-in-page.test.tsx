import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiErrorDefaults, apiEventStream, apiRequest } from '@/lib/api-client'
import { readProviderToken } from '@/lib/provider-token'
import { account, renderPortalAt } from '../testing/portal-screen'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiEventStream: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  // The jobs page's stream, refused as the client refuses a 503: the page polls instead.
  vi.mocked(apiEventStream).mockReset()
  vi.mocked(apiEventStream).mockRejectedValue(
    new ApiError(apiErrorDefaults.request, { status: 503, code: 'HTTP_503' }),
  )
})
afterEach(() => localStorage.clear())

const refuse = (status: number, code: string, message: string): never => {
  throw new ApiError(message, { status, code })
}

type Call = { path: string; body: unknown }
/** Answers each call with `answer` (a value, or a thrown ApiError); returns the calls made. */
function serve(answer: (path: string, body: unknown) => unknown) {
  const calls: Call[] = []
  vi.mocked(apiRequest).mockImplementation(async (path, options = {}) => {
    calls.push({ path, body: options.body })
    return answer(path, options.body)
  })
  return calls
}

const user = userEvent.setup()

/** The jobs page's tabs after signing in: empty. */
const noJobs = (path: string) => {
  if (path === '/provider/jobs') return { tab: 'offered', jobs: [] }
  return undefined
}

async function typeCredentials(password = 'Portal#2026x') {
  await user.type(await screen.findByLabelText('Email'), 'Meera@Skyline.example')
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('provider sign-in', () => {
  it('sends a signed-out visitor of the portal to the sign-in screen', async () => {
    renderPortalAt('/provider')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('signs in with email and password and opens the jobs page', async () => {
    const calls = serve((path) => {
      if (path === '/provider/sign-in') return { next: 'signed_in', token: 'provider-token' }
      return noJobs(path) ?? account
    })
    renderPortalAt('/provider/sign-in')
    await typeCredentials()
    expect(await screen.findByRole('heading', { name: 'Jobs', level: 1 })).toBeInTheDocument()
    expect(readProviderToken()).toBe('provider-token')
    expect(calls[0]!.body).toEqual({ email: 'meera@skyline.example', password: 'Portal#2026x' })
    expect(screen.getAllByText('Skyline Cabs').length).toBeGreaterThan(0)
  })

  it('asks for the code from the app when two-step sign-in is on', async () => {
    const calls = serve((path) => {
      if (path === '/provider/sign-in') return { next: 'code', ticket: 'ticket-1' }
      if (path === '/provider/sign-in/code') {
        return calls.length < 3
          ? refuse(
              401,
              'UNAUTHORIZED',
              'That code is not valid. Try the current code from your app.',
            )
          : { token: 'provider-token' }
      }
      return noJobs(path) ?? account
    })
    renderPortalAt('/provider/sign-in')
    await typeCredentials()
    const code = await screen.findByLabelText('Code')
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toHaveFocus()
    await user.type(code, '12')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeVisible()
    await user.clear(code)
    await user.type(code, '123 456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Jobs', level: 1 })).toBeInTheDocument()
    expect(calls[1]!.body).toEqual({ ticket: 'ticket-1', code: '123456' })
  })

  it('shows the server’s answer to a wrong password', async () => {
    serve(() => refuse(401, 'UNAUTHORIZED', 'Invalid email or password'))
    renderPortalAt('/provider/sign-in')
    await typeCredentials('Wrong#2026x')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(readProviderToken()).toBeNull()
  })
})

describe('provider set-password and forgotten password', () => {
  it('sets the password from the link in the address and leads to sign-in', async () => {
    const calls = serve(() => ({ message: 'Your password is set. Sign in to continue.' }))
    window.location.hash = '#token=link-token'
    renderPortalAt('/provider/set-password')
    await user.type(await screen.findByLabelText('New password'), 'Portal#2026x')
    await user.type(screen.getByLabelText('Confirm password'), 'Portal#2026y')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByText('Passwords do not match')).toBeVisible()
    await user.clear(screen.getByLabelText('Confirm password'))
    await user.type(screen.getByLabelText('Confirm password'), 'Portal#2026x')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByRole('link', { name: 'Go to sign in' })).toBeVisible()
    expect(calls[0]!.body).toEqual({ token: 'link-token', password: 'Portal#2026x' })
    window.location.hash = ''
  })

  it('answers a forgotten password with the same words for anyone', async () => {
    serve(() => ({
      message:
        "If a portal account has this email, you'll receive a link to set a new password shortly.",
    }))
    renderPortalAt('/provider/forgot-password')
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If a portal account has this email',
    )
  })
})
