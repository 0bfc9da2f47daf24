import type { PartnerAffiliate } from '@ridelane/domain'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import { answerCalls, failWith, renderPartnerScreen } from '../testing/partner-screen'
import { AffiliateCard } from './affiliate-card'
import { PartnerWidgetPage } from './partner-widget-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const affiliate = (overrides: Partial<PartnerAffiliate> = {}): PartnerAffiliate => ({
  referral_code: 'K7M2PQ9X',
  commission_percent: 8,
  referred_bookings: 3,
  earning_bookings: 2,
  commission_earned: 21.4,
  ...overrides,
})

const showWidget = (answer: () => unknown) => {
  answerCalls(apiRequest, { 'GET /partners/affiliate': answer })
  renderPartnerScreen(<PartnerWidgetPage />, { path: '/partner/widget' })
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

describe('the partner widget page', () => {
  it('shows the snippet with the code and copies it', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    showWidget(() => affiliate())
    const snippet = await screen.findByLabelText('HTML snippet')
    const expected = `<script src="${window.location.origin}/widget.js" data-partner="K7M2PQ9X" async></script>`
    expect(snippet).toHaveValue(expected)
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }))
    expect(writeText).toHaveBeenCalledWith(expected)
    expect(await screen.findByText('Copied to the clipboard.')).toBeVisible()
    expect(screen.getByText(/earn 8 % of their fare/)).toBeVisible()
    expect(screen.getByText(/2 of 3, earning \$21\.40/)).toBeVisible()
  })

  it('says how to get a widget when the partner has no code', async () => {
    showWidget(() => affiliate({ referral_code: null, commission_percent: 0 }))
    expect(await screen.findByRole('heading', { name: 'No widget yet' })).toBeVisible()
    expect(screen.queryByLabelText('HTML snippet')).toBeNull()
  })

  it('warns that a commission of 0 earns nothing', async () => {
    showWidget(() => affiliate({ commission_percent: 0 }))
    expect(await screen.findByText(/Your commission is 0 % for now/)).toBeVisible()
  })

  it('shows the error when the widget cannot be loaded', async () => {
    answerCalls(apiRequest, { 'GET /partners/affiliate': failWith(500) })
    renderPartnerScreen(<PartnerWidgetPage />, { path: '/partner/widget' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your widget')
  })
})

describe('the dashboard affiliate card', () => {
  it('shows referred bookings and the commission earned', async () => {
    answerCalls(apiRequest, { 'GET /partners/affiliate': () => affiliate() })
    renderPartnerScreen(<AffiliateCard />, { path: '/partner/dashboard' })
    const card = await screen.findByRole('region', { name: 'Affiliate widget' })
    expect(await screen.findByText('Commission earned')).toBeVisible()
    expect(card).toHaveTextContent('Referred bookings3')
    expect(card).toHaveTextContent('Paid referrals2')
    expect(card).toHaveTextContent('Commission earned$21.40')
    expect(card).toHaveTextContent('Commission8 %')
  })

  it('invites a partner without a code to ask for one', async () => {
    answerCalls(apiRequest, {
      'GET /partners/affiliate': () => affiliate({ referral_code: null }),
    })
    renderPartnerScreen(<AffiliateCard />, { path: '/partner/dashboard' })
    expect(await screen.findByText(/Ask us for a commission/)).toBeVisible()
  })
})
