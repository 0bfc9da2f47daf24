import { ratePlanMessages, type OpsPartner } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import { RatePlanPanel } from './rate-plan-panel'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const partner: OpsPartner = {
  id: '5d1c1f6e-8a4b-4c1d-9e2f-3a4b5c6d7e8f',
  email: 'agency@example.com',
  contact_number: '+44 20 7946 0000',
  business_name: 'Harbour Travel',
  status: 'active',
  discount_percent: 10,
  created_at: '2030-01-01T09:00:00.000Z',
  email_confirmed_at: '2030-01-01T09:05:00.000Z',
  on_account_since: null,
  referral_code: null,
  affiliate_commission_percent: 0,
  credit_limit: null,
  paid_through: null,
  rate_plan: { kind: 'discount', discount_percent: 10 },
}

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockResolvedValue({ partner })
})

function renderPanel(canEdit = true, shown = partner) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RatePlanPanel partner={shown} canEdit={canEdit} />
    </QueryClientProvider>,
  )
}

describe('the console’s rate plan panel', () => {
  it('says the plan in words, and only admins change it', () => {
    renderPanel(false, {
      ...partner,
      rate_plan: {
        kind: 'net',
        net_percent: 20,
        markup_percent: 15,
        hide_prices: false,
        net_rates: [],
      },
    })
    expect(screen.getByText('Net rates: public price less 20 %, mark-up 15 %.')).toBeVisible()
    expect(screen.getByText('Only an admin can change the rate plan.')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Save rate plan' })).toBeNull()
  })

  it('refuses a mark-up out of range under its field, then saves net rates with an own rate', async () => {
    renderPanel()
    await user.click(screen.getByLabelText('Net rates'))
    await user.clear(screen.getByLabelText('Net rate: % off the public price'))
    await user.type(screen.getByLabelText('Net rate: % off the public price'), '20')
    const markup = screen.getByLabelText("Partner's mark-up (%)")
    await user.clear(markup)
    await user.type(markup, '400')
    await user.click(screen.getByRole('button', { name: 'Save rate plan' }))
    expect(screen.getByText(ratePlanMessages.markupInvalid)).toBeVisible()
    expect(apiRequest).not.toHaveBeenCalled()

    await user.clear(markup)
    await user.type(markup, '15')
    await user.click(screen.getByLabelText('Hide prices from travellers'))
    await user.click(screen.getByRole('button', { name: 'Add a net rate' }))
    await user.type(screen.getByLabelText('Area id'), 'new-york')
    await user.type(screen.getByLabelText('Class id'), 'van')
    await user.type(screen.getByLabelText('% off'), '30')
    await user.click(screen.getByRole('button', { name: 'Save rate plan' }))
    expect(
      await screen.findByText(
        'Saved: new quotes and bookings follow this plan; bookings made keep theirs.',
      ),
    ).toBeVisible()
    expect(apiRequest).toHaveBeenCalledWith(
      `/ops/partners/${partner.id}/rate-plan`,
      expect.objectContaining({
        method: 'PUT',
        body: {
          plan: {
            kind: 'net',
            net_percent: 20,
            markup_percent: 15,
            hide_prices: true,
            net_rates: [{ area_id: 'new-york', vehicle_class_id: 'van', net_percent: 30 }],
          },
        },
      }),
    )
  })
})
