import type { OpsPartner } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { CommissionForm } from './commission-form'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const partner: OpsPartner = {
  id: '0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e6f',
  email: 'desk@harbour.example',
  contact_number: '+442079460321',
  business_name: 'Harbour Travel',
  status: 'active',
  discount_percent: 10,
  created_at: '2026-11-24T10:00:00.000Z',
  email_confirmed_at: '2026-11-24T10:05:00.000Z',
  on_account_since: null,
  referral_code: null,
  affiliate_commission_percent: 0,
  credit_limit: null,
  paid_through: null,
  rate_plan: { kind: 'discount', discount_percent: 0 },
}

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (_path: string, options: ApiRequestOptions = {}) => {
      const percent = (options.body as { commission_percent: number }).commission_percent
      return {
        partner: { ...partner, referral_code: 'K7M2PQ9X', affiliate_commission_percent: percent },
      }
    },
  )
})

function renderForm(shown = partner) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <CommissionForm partner={shown} />
    </QueryClientProvider>,
  )
}

describe('the affiliate commission form', () => {
  it('refuses percents outside 0 to 50 under the field, then saves and shows the code', async () => {
    renderForm()
    expect(screen.getByText(/No referral code yet/)).toBeVisible()
    const field = screen.getByLabelText('Commission (%)')
    await user.clear(field)
    await user.type(field, '60')
    await user.click(screen.getByRole('button', { name: 'Save commission' }))
    expect(await screen.findByText('Enter a whole percent from 0 to 50')).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(apiRequest).not.toHaveBeenCalled()

    await user.clear(field)
    await user.type(field, '8')
    await user.click(screen.getByRole('button', { name: 'Save commission' }))
    expect(
      await screen.findByText('Referred bookings now earn 8 %. Referral code: K7M2PQ9X.'),
    ).toBeVisible()
    expect(apiRequest).toHaveBeenCalledWith(
      `/ops/partners/${partner.id}/commission`,
      expect.objectContaining({ method: 'PUT', body: { commission_percent: 8 } }),
    )
  })

  it('shows the code a partner already has', () => {
    renderForm({ ...partner, referral_code: 'K7M2PQ9X', affiliate_commission_percent: 12 })
    expect(screen.getByText(/Referral code K7M2PQ9X\./)).toBeVisible()
    expect(screen.getByLabelText('Commission (%)')).toHaveValue(12)
  })
})
