import { partnerStatusMessages, type OpsPartnerDetail } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { OpsAuthContext } from '../auth/ops-auth-context'
import { OpsPartnerPage } from './ops-partner-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const partnerId = '0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e6f'
const detail = (status: OpsPartnerDetail['partner']['status']): OpsPartnerDetail => ({
  partner: {
    id: partnerId,
    email: 'desk@harbour.example',
    contact_number: '+442079460321',
    business_name: 'Harbour Travel',
    status,
    discount_percent: status === 'active' ? 15 : 0,
    created_at: '2026-11-24T10:00:00.000Z',
    email_confirmed_at: '2026-11-24T10:05:00.000Z',
    on_account_since: onAccountSince,
    referral_code: null,
    affiliate_commission_percent: 0,
    credit_limit: null,
    paid_through: null,
    bookings_count: 0,
    revenue: 0,
    rate_plan: ratePlan,
  },
  profile: {
    business_name: 'Harbour Travel',
    admin_email: 'desk@harbour.example',
    admin_contact: '+442079460321',
    address: null,
    country: null,
    city: null,
    tax_id: null,
    website: null,
    is_profile_complete: false,
  },
  history: [],
  recent_bookings: [],
  credit: {
    on_account: onAccountSince !== null,
    credit_limit: null,
    paid_through: null,
    balance: 0,
    available: null,
    invoices: [],
  },
})

const user = userEvent.setup()
let status: OpsPartnerDetail['partner']['status']
let onAccountSince: string | null
let ratePlan: OpsPartnerDetail['partner']['rate_plan']
beforeEach(() => {
  status = 'pending_approval'
  onAccountSince = null
  ratePlan = { kind: 'discount', discount_percent: 0 }
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const key = `${options.method ?? 'GET'} ${path}`
      if (key === `GET /ops/partners/${partnerId}`) return detail(status)
      if (key === `POST /ops/partners/${partnerId}/approve`) {
        const percent = (options.body as { discount_percent: number }).discount_percent
        if (percent === 40) {
          throw new ApiError('Too much', {
            status: 400,
            code: 'BAD_REQUEST',
            details: [{ path: 'discount_percent', message: 'Forty is too generous' }],
          })
        }
        status = 'active'
        return { partner: detail(status).partner }
      }
      if (key === `PUT /ops/partners/${partnerId}/on-account`) {
        const wanted = (options.body as { on_account: boolean }).on_account
        onAccountSince = wanted ? '2026-11-25T09:00:00.000Z' : null
        return { partner: detail(status).partner }
      }
      if (key === `POST /ops/partners/${partnerId}/suspend`) {
        status = 'suspended'
        return { partner: detail(status).partner }
      }
      throw new Error(`Unexpected call ${key}`)
    },
  )
})

function renderAs(role: 'admin' | 'dispatcher') {
  const auth = {
    status: 'signed-in' as const,
    operator: { id: 'op-1', email: 'desk@ridelane.example', role },
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
  }
  const router = createMemoryRouter([{ path: '/ops/partners/:id', element: <OpsPartnerPage /> }], {
    initialEntries: [`/ops/partners/${partnerId}`],
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <OpsAuthContext value={auth}>
        <RouterProvider router={router} />
      </OpsAuthContext>
    </QueryClientProvider>,
  )
}

describe('the partner page', () => {
  it('says under the name whether the partner has a discount or net rates', async () => {
    status = 'active'
    onAccountSince = '2026-11-25T09:00:00.000Z'
    renderAs('dispatcher')
    expect(
      await screen.findByText(
        'Active · 15 % discount · invoiced monthly · 0 bookings · $0.00 paid',
      ),
    ).toBeVisible()
  })

  it('names a net plan instead of a discount', async () => {
    status = 'active'
    ratePlan = {
      kind: 'net',
      net_percent: 20,
      markup_percent: 25,
      hide_prices: false,
      net_rates: [],
    }
    renderAs('dispatcher')
    expect(
      await screen.findByText(
        'Active · net rates, 20 % off public prices · 0 bookings · $0.00 paid',
      ),
    ).toBeVisible()
  })

  it('lets an admin approve with a discount, showing bad percents under the field', async () => {
    renderAs('admin')
    expect(await screen.findByRole('heading', { name: 'Harbour Travel' })).toBeInTheDocument()
    const field = screen.getByLabelText('Discount (%)')
    await user.clear(field)
    await user.type(field, '70')
    await user.click(screen.getByRole('button', { name: 'Approve partner' }))
    expect(await screen.findByText('Enter a whole percent from 0 to 50')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')

    await user.clear(field)
    await user.type(field, '40')
    await user.click(screen.getByRole('button', { name: 'Approve partner' }))
    expect(await screen.findByText('Forty is too generous')).toBeInTheDocument()

    await user.clear(field)
    await user.type(field, '15')
    await user.click(screen.getByRole('button', { name: 'Approve partner' }))
    expect(await screen.findByText('Approved with a 15 % discount.')).toBeInTheDocument()
    expect(await screen.findByLabelText('Discount for new quotes (%)')).toHaveValue(15)
  })

  it('asks before suspending, and can be cancelled', async () => {
    status = 'active'
    vi.mocked(apiRequest).mockImplementationOnce(async () => detail('active'))
    renderAs('admin')
    await user.click(await screen.findByRole('button', { name: 'Suspend partner' }))
    expect(screen.getByRole('heading', { name: 'Suspend this partner?' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(apiRequest).not.toHaveBeenCalledWith(
      `/ops/partners/${partnerId}/suspend`,
      expect.anything(),
    )
    await user.click(screen.getByRole('button', { name: 'Suspend partner' }))
    await user.type(screen.getByLabelText('Reason (optional)'), 'Unpaid invoices')
    await user.click(screen.getByRole('button', { name: 'Yes, suspend' }))
    expect(await screen.findByText('The partner is suspended and signed out.')).toBeInTheDocument()
    expect(apiRequest).toHaveBeenCalledWith(
      `/ops/partners/${partnerId}/suspend`,
      expect.objectContaining({ body: { reason: 'Unpaid invoices' } }),
    )
    expect(await screen.findByRole('button', { name: 'Reactivate partner' })).toBeInTheDocument()
  })

  it('asks before invoicing an active partner monthly, then offers to stop it', async () => {
    status = 'active'
    renderAs('admin')
    const profile = await screen.findByRole('region', { name: 'Profile' })
    expect(profile).toHaveTextContent('No: pays by card')
    await user.click(screen.getByRole('button', { name: 'Invoice monthly' }))
    expect(screen.getByRole('heading', { name: 'Invoice monthly?' })).toHaveFocus()
    expect(screen.getByText(partnerStatusMessages.onAccountApproveConfirm)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Keep as it is' }))
    expect(apiRequest).not.toHaveBeenCalledWith(
      `/ops/partners/${partnerId}/on-account`,
      expect.anything(),
    )

    await user.click(screen.getByRole('button', { name: 'Invoice monthly' }))
    await user.click(screen.getByRole('button', { name: 'Yes, invoice monthly' }))
    expect(await screen.findByText('The partner is now invoiced monthly.')).toBeVisible()
    expect(apiRequest).toHaveBeenCalledWith(
      `/ops/partners/${partnerId}/on-account`,
      expect.objectContaining({ method: 'PUT', body: { on_account: true } }),
    )
    expect(
      await screen.findByRole('button', { name: 'Stop monthly invoicing' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent(/Since /)

    await user.click(screen.getByRole('button', { name: 'Stop monthly invoicing' }))
    expect(screen.getByText(partnerStatusMessages.onAccountWithdrawConfirm)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Yes, stop invoicing' }))
    expect(apiRequest).toHaveBeenCalledWith(
      `/ops/partners/${partnerId}/on-account`,
      expect.objectContaining({ method: 'PUT', body: { on_account: false } }),
    )
    expect(await screen.findByRole('button', { name: 'Invoice monthly' })).toBeInTheDocument()
  })

  it('offers monthly invoicing only to an active partner', async () => {
    renderAs('admin')
    expect(await screen.findByRole('button', { name: 'Approve partner' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invoice monthly' })).toBeNull()
  })

  it('shows a dispatcher the partner without actions', async () => {
    renderAs('dispatcher')
    expect(await screen.findByRole('heading', { name: 'Harbour Travel' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Approve partner' })).toBeNull()
    expect(screen.getByText(/Only an admin can approve/)).toBeInTheDocument()
  })

  it('says so when the partner cannot be loaded', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError('No partner has this id.', { status: 404, code: 'NOT_FOUND', details: [] }),
    )
    renderAs('admin')
    expect(await screen.findByRole('alert')).toHaveTextContent('No partner has this id.')
  })
})
