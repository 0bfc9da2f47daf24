import { creditLimitMessages, type OpsPartner, type PartnerCredit } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import { CreditPanel } from './credit-panel'

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
  on_account_since: '2026-11-25T09:00:00.000Z',
  referral_code: null,
  affiliate_commission_percent: 0,
  credit_limit: 5000,
  paid_through: '2030-01',
  rate_plan: { kind: 'discount', discount_percent: 0 },
}

const credit: PartnerCredit = {
  on_account: true,
  credit_limit: 5000,
  paid_through: '2030-01',
  balance: 4200.5,
  available: 799.5,
  invoices: [
    { month: '2030-02', amount_due: 1800.25, due_date: '2030-03-30', overdue: true },
    { month: '2030-03', amount_due: 900, due_date: '2030-04-30', overdue: false },
  ],
}

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockResolvedValue({ partner })
})

function renderPanel(canEdit = true, shown = credit) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <CreditPanel partner={partner} credit={shown} canEdit={canEdit} />
    </QueryClientProvider>,
  )
}

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent

describe('the console’s credit panel', () => {
  it('shows the limit, what is owed, what is left and the unpaid invoices, overdue first marked', () => {
    renderPanel()
    expect(figure('Credit limit')).toBe('$5,000.00')
    expect(figure('Owed on account')).toBe('$4,200.50')
    expect(figure('Left to book')).toBe('$799.50')
    expect(figure('Paid through')).toBe('January 2030')
    expect(screen.getByText('1 invoice is past its due date.')).toBeVisible()
    const rows = screen.getAllByRole('listitem')
    expect(within(rows[0]!).getByText('February 2030')).toBeVisible()
    expect(within(rows[0]!).getByText('$1,800.25 · due 2030-03-30')).toBeVisible()
    expect(within(rows[0]!).getByText('Overdue')).toBeVisible()
    expect(within(rows[1]!).getByText('Due')).toBeVisible()
  })

  it('says so when there is no limit and nothing unpaid', () => {
    renderPanel(false, {
      ...credit,
      credit_limit: null,
      available: null,
      paid_through: null,
      invoices: [],
    })
    expect(figure('Credit limit')).toBe('No limit')
    expect(figure('Left to book')).toBe('No limit')
    expect(figure('Paid through')).toBe('No month paid yet')
    expect(screen.getByText('None: every ended month is paid.')).toBeVisible()
    expect(screen.getByText('Only an admin can change the credit terms.')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Save credit terms' })).toBeNull()
  })

  it('refuses a limit with fractions of a cent under the field, then saves the terms', async () => {
    renderPanel()
    const field = screen.getByLabelText('Credit limit (USD)')
    expect(field).toHaveValue('5000.00')
    await user.clear(field)
    await user.type(field, '2500.005')
    await user.click(screen.getByRole('button', { name: 'Save credit terms' }))
    expect(screen.getByText(creditLimitMessages.limitInvalid)).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(apiRequest).not.toHaveBeenCalled()

    await user.clear(field)
    await user.type(field, '2,500.50')
    await user.type(screen.getByLabelText('Reason for the change (optional)'), 'Late payer')
    await user.click(screen.getByRole('button', { name: 'Save credit terms' }))
    expect(
      await screen.findByText('Saved: bookings on account past the new limit are refused.'),
    ).toBeVisible()
    expect(apiRequest).toHaveBeenCalledWith(
      `/ops/partners/${partner.id}/credit`,
      expect.objectContaining({
        method: 'PUT',
        body: { credit_limit: 2500.5, paid_through: '2030-01', reason: 'Late payer' },
      }),
    )
  })

  it('clears the limit with an empty box, and shows the server’s refusal', async () => {
    vi.mocked(apiRequest).mockRejectedValueOnce(
      new ApiError('No partner has this id.', { status: 404, code: 'NOT_FOUND' }),
    )
    renderPanel()
    await user.clear(screen.getByLabelText('Credit limit (USD)'))
    await user.click(screen.getByRole('button', { name: 'Save credit terms' }))
    expect(await screen.findByText('No partner has this id.')).toBeVisible()
    expect(apiRequest).toHaveBeenCalledWith(
      `/ops/partners/${partner.id}/credit`,
      expect.objectContaining({ body: { credit_limit: null, paid_through: '2030-01' } }),
    )
    await user.click(screen.getByRole('button', { name: 'Save credit terms' }))
    expect(await screen.findByText('Saved: this partner has no credit limit.')).toBeVisible()
  })
})
