import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import { answerCalls, failWith, renderPartnerScreen, sentBody } from '../testing/partner-screen'
import { PartnerAuthPage } from './partner-auth-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const signIn = vi.fn()
const auth = { status: 'logged-out', partner: null, signIn, logout: vi.fn() } as const

function renderAuth(state?: unknown) {
  const result = renderPartnerScreen(<PartnerAuthPage />, { path: '/partner/auth', auth })
  if (state) void result.router.navigate('/partner/auth', { state })
  return result
}

const user = userEvent.setup()
beforeEach(() => {
  signIn.mockReset()
  vi.mocked(apiRequest).mockReset()
})

describe('partner sign in / sign up toggle', () => {
  it('starts on Sign In and asks for the contact number only on Sign Up', async () => {
    renderAuth()
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByLabelText('Contact number')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/partner/forgot-password',
    )

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('Contact number')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument()

    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus()
    expect(screen.queryByLabelText('Contact number')).not.toBeInTheDocument()
  })

  it('opens on Sign Up when the link asks for it (?mode=signup)', () => {
    renderPartnerScreen(<PartnerAuthPage />, {
      path: '/partner/auth',
      url: '/partner/auth?mode=signup',
      auth,
    })
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('heading', { name: 'Become a Ridelane Partner' })).toBeVisible()
    expect(screen.getByLabelText('Contact number')).toBeInTheDocument()
  })

  it('sends a partner who is already signed in on to the dashboard', async () => {
    renderPartnerScreen(<PartnerAuthPage />, {
      path: '/partner/auth',
      url: '/partner/auth?mode=signup',
      auth: { ...auth, status: 'logged-in' },
    })
    expect(await screen.findByTestId('address')).toHaveTextContent('/partner/dashboard')
  })

  it('masks passwords, with Show to reveal them', async () => {
    renderAuth()
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveAttribute('autocomplete', 'current-password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
  })
})

describe('sign in', () => {
  it('checks the fields on submit with the partner messages', async () => {
    renderAuth()
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('keeps the token and returns to the page the partner was sent away from', async () => {
    answerCalls(apiRequest, { 'POST /partners/login': () => ({ token: 'tok-1' }) })
    renderAuth({ from: { pathname: '/partner/bookings', search: '?page=2', hash: '' } })
    await user.type(screen.getByLabelText('Email'), ' Ops@HarbourTravel.test ')
    await user.type(screen.getByLabelText('Password'), 'Correct-horse-1')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByTestId('address')).toHaveTextContent('/partner/bookings?page=2')
    expect(signIn).toHaveBeenCalledWith('tok-1')
    expect(sentBody(apiRequest, 'POST /partners/login')).toEqual({
      email: 'ops@harbourtravel.test',
      password: 'Correct-horse-1',
    })
  })

  it("shows the server's message, else 'Authentication failed'", async () => {
    answerCalls(apiRequest, { 'POST /partners/login': failWith(401, 'Invalid email or password') })
    renderAuth()
    await user.type(screen.getByLabelText('Email'), 'ops@harbourtravel.test')
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')

    answerCalls(apiRequest, { 'POST /partners/login': failWith(502) })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument()
    expect(signIn).not.toHaveBeenCalled()
  })
})

describe('sign up', () => {
  it('checks email, contact number and password strength on submit', async () => {
    renderAuth()
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.type(screen.getByLabelText('Email'), 'ops@harbour')
    await user.type(screen.getByLabelText('Contact number'), '12-34')
    await user.type(screen.getByLabelText('Password'), 'password1')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid contact number')).toBeInTheDocument()
    expect(
      screen.getByText('Password must be 8+ chars with upper, lower, number, special'),
    ).toBeInTheDocument()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('creates the account and goes to the dashboard', async () => {
    answerCalls(apiRequest, { 'POST /partners/signup': () => ({ token: 'tok-new' }) })
    renderAuth()
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.type(screen.getByLabelText('Email'), 'new@agency.test')
    await user.type(screen.getByLabelText('Contact number'), '+14155550100')
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByTestId('address')).toHaveTextContent('/partner/dashboard')
    expect(signIn).toHaveBeenCalledWith('tok-new')
    expect(sentBody(apiRequest, 'POST /partners/signup')).toEqual({
      email: 'new@agency.test',
      contact_number: '+14155550100',
      password: 'Str0ng!pass',
    })
  })

  it("shows the server's refusal", async () => {
    answerCalls(apiRequest, {
      'POST /partners/signup': failWith(409, 'An account with this email already exists'),
    })
    renderAuth()
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.type(screen.getByLabelText('Email'), 'ops@harbourtravel.test')
    await user.type(screen.getByLabelText('Contact number'), '+14155550100')
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    )
  })
})
