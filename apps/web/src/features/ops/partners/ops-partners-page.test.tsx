import type { OpsPartnerSummary } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import { OpsPartnersPage } from './ops-partners-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const waiting: OpsPartnerSummary = {
  id: 'p-1',
  email: 'desk@harbour.example',
  contact_number: '+442079460321',
  business_name: 'Harbour Travel',
  status: 'pending_approval',
  discount_percent: 0,
  created_at: '2026-11-24T10:00:00.000Z',
  email_confirmed_at: '2026-11-24T10:05:00.000Z',
  on_account_since: null,
  referral_code: null,
  affiliate_commission_percent: 0,
  credit_limit: null,
  paid_through: null,
  rate_plan: { kind: 'discount', discount_percent: 0 },
  bookings_count: 3,
  revenue: 120.5,
}
const pagination = { current_page: 1, total_pages: 1, total: 1 }

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(async (path: string) => {
    const query = new URL(path, 'http://x').searchParams
    const matches = query.get('q') !== 'nobody'
    return { partners: matches ? [waiting] : [], pagination }
  })
})

function renderList(url = '/ops/partners') {
  const router = createMemoryRouter([{ path: '/ops/partners', element: <OpsPartnersPage /> }], {
    initialEntries: [url],
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('the partners list', () => {
  it('shows each partner with its status, discount, bookings and revenue', async () => {
    renderList()
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('Harbour'))
    expect(row).toBeDefined()
    const cells = within(row!)
    expect(cells.getByRole('link', { name: 'Harbour Travel' })).toHaveAttribute(
      'href',
      '/ops/partners/p-1',
    )
    expect(row).toHaveTextContent('Awaiting approval')
    expect(row).toHaveTextContent('$120.50')
  })

  it('sends the status filter and the search, and says when nothing matches', async () => {
    renderList()
    await screen.findAllByRole('row')
    await user.selectOptions(screen.getByLabelText('Status'), 'pending_approval')
    await user.type(screen.getByLabelText('Email or business name'), 'nobody{Enter}')
    expect(await screen.findByText('No partner matches these filters.')).toBeInTheDocument()
    expect(apiRequest).toHaveBeenLastCalledWith(
      '/ops/partners?page=1&status=pending_approval&q=nobody',
      expect.anything(),
    )
  })

  it('shows the error when the list cannot be loaded', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError('Failed to load partners', { status: 500, code: 'INTERNAL', details: [] }),
    )
    renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load partners')
  })
})
