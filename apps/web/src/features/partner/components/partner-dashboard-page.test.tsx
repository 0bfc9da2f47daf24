import type { DashboardResponse, PartnerProfile } from '@ridelane/domain'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import {
  answerCalls,
  failWith,
  renderPartnerScreen,
  type CallHandler,
} from '../testing/partner-screen'
import { PartnerDashboardPage } from './partner-dashboard-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const completeProfile: PartnerProfile = {
  business_name: 'Harbour Travel',
  admin_email: 'ops@harbourtravel.test',
  admin_contact: '+442079460321',
  address: null,
  country: 'United Kingdom',
  city: 'London',
  tax_id: null,
  website: null,
  is_profile_complete: true,
}

function dashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    profile: completeProfile,
    stats: {
      total_bookings: 12,
      confirmed_bookings: 9,
      pending_bookings: 3,
      total_revenue: 1234.5,
    },
    recent_bookings: [
      {
        id: '7d3c2a8e-5b1f-4c3a-9e2d-1f0a9b8c7d6e',
        booking_code: 'K7M2P9QX',
        pickup_location: 'Heathrow Airport (LHR)',
        dropoff_location: 'The Savoy, Strand',
        created_at: '2026-11-20T10:15:00.000Z',
        vehicle_price: 89,
        booking_status: 'pending_payment',
      },
    ],
    ...overrides,
  }
}

function renderDashboard(answer: CallHandler) {
  answerCalls(apiRequest, { 'GET /partners/dashboard': answer })
  return renderPartnerScreen(<PartnerDashboardPage />, { path: '/partner/dashboard' })
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

describe('partner dashboard', () => {
  it('shows the profile card, the four tiles and recent bookings', async () => {
    renderDashboard(() => dashboard())
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...')

    const card = await screen.findByRole('region', { name: 'Business profile' })
    expect(card).toHaveTextContent('Harbour Travel')
    expect(card).toHaveTextContent('ops@harbourtravel.test')
    expect(card).toHaveTextContent('+442079460321')
    expect(card).toHaveTextContent('London, United Kingdom')
    expect(within(card).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/partner/profile',
    )
    expect(screen.queryByText(/Profile incomplete/)).not.toBeInTheDocument()

    const tiles = screen.getByRole('region', { name: 'Booking numbers' })
    const expected: Array<[string, string]> = [
      ['Total Bookings', '12'],
      ['Confirmed', '9'],
      ['Pending', '3'],
      ['Revenue', '$1,234.50'],
    ]
    for (const [label, value] of expected) {
      expect(within(tiles).getByText(label).nextElementSibling).toHaveTextContent(value)
    }

    const recent = screen.getByRole('region', { name: 'Recent Bookings' })
    expect(recent).toHaveTextContent('K7M2P9QX')
    expect(recent).toHaveTextContent('Heathrow Airport (LHR)')
    expect(recent).toHaveTextContent('The Savoy, Strand')
    expect(recent).toHaveTextContent('$89.00')
    expect(recent).toHaveTextContent('Pending payment')
    expect(within(recent).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/partner/bookings',
    )
  })

  it('offers New Booking in the partner wizard and View Bookings', async () => {
    renderDashboard(() => dashboard())
    await screen.findByRole('region', { name: 'Business profile' })
    expect(screen.getByRole('link', { name: 'New Booking' })).toHaveAttribute(
      'href',
      '/partner/bookings/new',
    )
    expect(screen.getByRole('link', { name: 'View Bookings' })).toHaveAttribute(
      'href',
      '/partner/bookings',
    )
  })

  it('flags an incomplete profile in yellow and says when there are no bookings', async () => {
    renderDashboard(() =>
      dashboard({
        profile: {
          ...completeProfile,
          business_name: null,
          city: null,
          is_profile_complete: false,
        },
        stats: { total_bookings: 0, confirmed_bookings: 0, pending_bookings: 0, total_revenue: 0 },
        recent_bookings: [],
      }),
    )
    const notice = await screen.findByText(
      'Profile incomplete. Please complete your business details.',
    )
    expect(notice.className).toContain('bg-warning-50')
    expect(screen.getByText('No bookings yet')).toBeInTheDocument()
    expect(screen.getByText('$0.00')).toBeInTheDocument()
  })

  it("replaces the content with the server's message when loading fails", async () => {
    renderDashboard(failWith(500, 'Dashboard is resting'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Dashboard is resting')
    expect(screen.queryByRole('region', { name: 'Business profile' })).not.toBeInTheDocument()
  })

  it("falls back to 'Failed to load dashboard'", async () => {
    renderDashboard(failWith(503))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard')
  })
})
