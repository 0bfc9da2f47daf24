import type { Operator } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { OpsAuthContext, type OpsAuth } from '../auth/ops-auth-context'
import { DutySwitch } from './duty-switch'
import { OpsAccountPage } from './ops-account-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const phoneInvalid =
  'Enter the mobile with its country code, starting with + (escalated rides are texted to it)'
let stored: Operator

beforeEach(() => {
  stored = {
    id: 'op-1',
    email: 'desk@ridelane.example',
    role: 'admin',
    status: 'active',
    password_set: true,
    two_factor_enabled: true,
    phone: '+12125550147',
    on_duty: false,
    created_at: '2026-11-24T10:00:00.000Z',
  }
  vi.mocked(apiRequest).mockReset()
  // The server as far as these screens need it: the account, no other sessions, and changes.
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      if (path === '/ops/sessions') return { sessions: [] }
      if (path === '/ops/account' && options.method === 'PATCH') {
        stored = { ...stored, ...(options.body as Partial<Operator>) }
      }
      return { operator: stored }
    },
  )
})

function renderWithConsole(element: ReactNode) {
  const auth: OpsAuth = {
    status: 'signed-in',
    operator: { id: 'op-1', email: 'desk@ridelane.example', role: 'admin' },
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <OpsAuthContext value={auth}>
        <MemoryRouter>{element}</MemoryRouter>
      </OpsAuthContext>
    </QueryClientProvider>,
  )
}

const patches = () =>
  vi
    .mocked(apiRequest)
    .mock.calls.filter(([, options]) => options?.method === 'PATCH')
    .map(([path, options]) => [path, options?.body])

describe('the console account page', () => {
  it('refuses a national number under the field, then saves the mobile in E.164', async () => {
    const user = userEvent.setup()
    renderWithConsole(<OpsAccountPage />)
    const section = screen.getByRole('region', { name: 'Mobile for escalated rides' })
    const field = await within(section).findByLabelText('Mobile, with the country code')
    expect(field).toHaveValue('+12125550147')
    expect(section).toHaveTextContent('You are off duty now.')
    expect(screen.getByRole('heading', { name: 'Your sessions' })).toBeInTheDocument()

    await user.clear(field)
    await user.type(field, '07700 900123')
    await user.click(within(section).getByRole('button', { name: 'Save phone' }))
    expect(await within(section).findByText(phoneInvalid)).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(patches()).toEqual([])

    await user.clear(field)
    await user.type(field, '+44 7700 900123')
    await user.click(within(section).getByRole('button', { name: 'Save phone' }))
    expect(await within(section).findByText('Saved: +447700900123.')).toBeVisible()
    expect(field).toHaveValue('+447700900123')

    await user.clear(field)
    await user.click(within(section).getByRole('button', { name: 'Save phone' }))
    expect(await within(section).findByText('No mobile on file now.')).toBeVisible()
    expect(patches()).toEqual([
      ['/ops/account', { phone: '+447700900123' }],
      ['/ops/account', { phone: null }],
    ])
  })
})

describe('the On duty switch in the console header', () => {
  it('shows the duty on file and flips it from the keyboard', async () => {
    const user = userEvent.setup()
    renderWithConsole(<DutySwitch />)
    const duty = await screen.findByRole('switch', { name: 'On duty' })
    expect(duty).not.toBeChecked()

    await user.tab()
    expect(duty).toHaveFocus()
    await user.keyboard(' ')
    await vi.waitFor(() => expect(duty).toBeChecked())
    expect(patches()).toEqual([['/ops/account', { on_duty: true }]])

    await user.keyboard(' ')
    await vi.waitFor(() => expect(duty).not.toBeChecked())
    expect(patches()).toEqual([
      ['/ops/account', { on_duty: true }],
      ['/ops/account', { on_duty: false }],
    ])
  })
})
