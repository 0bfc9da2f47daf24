import { DEFAULT_BOOKING_FIELDS, type PartnerProfile } from '@ridelane/domain'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import {
  answerCalls,
  failWith,
  renderPartnerScreen,
  sentBody,
  signedInPartner,
  type CallHandler,
} from '../testing/partner-screen'
import { PartnerProfilePage } from './partner-profile-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const newProfile: PartnerProfile = {
  business_name: null,
  admin_email: null,
  admin_contact: null,
  address: null,
  country: null,
  city: null,
  tax_id: null,
  website: null,
  is_profile_complete: false,
}

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

async function renderProfile(save: CallHandler = () => ({ message: 'Business details saved' })) {
  answerCalls(apiRequest, {
    'GET /partners/profile': () => ({ partner: signedInPartner.partner, profile: newProfile }),
    'PUT /partners/profile': save,
    'GET /partners/booking-fields': () => DEFAULT_BOOKING_FIELDS,
  })
  renderPartnerScreen(<PartnerProfilePage />, { path: '/partner/profile' })
  return screen.findByLabelText(/Business name/)
}

async function fillRequired() {
  await user.type(screen.getByLabelText(/Business name/), '  Harbour Travel ')
  await user.type(screen.getByLabelText(/Country/), 'United Kingdom')
  await user.type(screen.getByLabelText(/City/), 'London')
}

describe('partner profile', () => {
  it("starts a new profile from the account's email and contact number", async () => {
    await renderProfile()
    expect(screen.getByLabelText(/Admin email/)).toHaveValue('ops@harbourtravel.test')
    expect(screen.getByLabelText(/Admin contact/)).toHaveValue('+442079460321')
    expect(screen.getByLabelText(/Business name/)).toHaveValue('')
  })

  it('starts from the saved details', async () => {
    answerCalls(apiRequest, {
      'GET /partners/profile': () => ({
        partner: signedInPartner.partner,
        profile: { ...newProfile, admin_email: 'desk@harbour.test', city: 'Leeds' },
      }),
      'GET /partners/booking-fields': () => DEFAULT_BOOKING_FIELDS,
    })
    renderPartnerScreen(<PartnerProfilePage />, { path: '/partner/profile' })
    expect(await screen.findByLabelText(/Admin email/)).toHaveValue('desk@harbour.test')
    expect(screen.getByLabelText(/City/)).toHaveValue('Leeds')
  })

  it('asks for every required field before saving', async () => {
    await renderProfile()
    await user.type(screen.getByLabelText(/Business name/), 'Harbour Travel')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all required fields')
    expect(screen.getByLabelText(/City/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/Business name/)).not.toHaveAttribute('aria-invalid')
    expect(sentBody(apiRequest, 'PUT /partners/profile')).toBeUndefined()
  })

  it('checks the admin email and contact with the partner messages', async () => {
    await renderProfile()
    await fillRequired()
    await user.clear(screen.getByLabelText(/Admin email/))
    await user.type(screen.getByLabelText(/Admin email/), 'ops@harbour')
    await user.clear(screen.getByLabelText(/Admin contact/))
    await user.type(screen.getByLabelText(/Admin contact/), '12')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid contact number')).toBeInTheDocument()
  })

  it('takes only an http(s) link as the website', async () => {
    await renderProfile()
    await fillRequired()
    await user.type(screen.getByLabelText(/Website/), 'javascript:alert(1)')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Enter a website address such as https://example.com'),
    ).toBeInTheDocument()
    expect(sentBody(apiRequest, 'PUT /partners/profile')).toBeUndefined()
  })

  it("saves trimmed details without empty optional fields and shows the server's message", async () => {
    await renderProfile()
    await fillRequired()
    await user.type(screen.getByLabelText(/Website/), 'https://harbourtravel.test')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Business details saved')
    expect(sentBody(apiRequest, 'PUT /partners/profile')).toEqual({
      business_name: 'Harbour Travel',
      admin_email: 'ops@harbourtravel.test',
      admin_contact: '+442079460321',
      country: 'United Kingdom',
      city: 'London',
      website: 'https://harbourtravel.test',
    })
  })

  it("says 'Profile updated' when the server gives no message", async () => {
    await renderProfile(() => ({ message: '' }))
    await fillRequired()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated')
  })

  it("shows the server's refusal, else 'Failed to update profile'", async () => {
    await renderProfile(failWith(400, 'Website is too long'))
    await fillRequired()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Website is too long')

    answerCalls(apiRequest, { 'PUT /partners/profile': failWith(500) })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument()
  })

  it('goes back to the dashboard on Cancel without saving', async () => {
    await renderProfile()
    await user.type(screen.getByLabelText(/Business name/), 'Unsaved name')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByTestId('address')).toHaveTextContent('/partner/dashboard')
    expect(sentBody(apiRequest, 'PUT /partners/profile')).toBeUndefined()
  })

  it("replaces the form with 'Failed to load profile' when it cannot load", async () => {
    answerCalls(apiRequest, { 'GET /partners/profile': failWith(502) })
    renderPartnerScreen(<PartnerProfilePage />, { path: '/partner/profile' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile')
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })

  it('shows a booker the details without letting them change them', async () => {
    answerCalls(apiRequest, {
      'GET /partners/profile': () => ({ partner: signedInPartner.partner, profile: newProfile }),
      'GET /partners/booking-fields': () => DEFAULT_BOOKING_FIELDS,
    })
    renderPartnerScreen(<PartnerProfilePage />, {
      path: '/partner/profile',
      auth: {
        ...signedInPartner,
        viewer: { kind: 'member', email: 'anna@harbourtravel.test', role: 'booker' },
      },
    })
    expect(await screen.findByLabelText(/Business name/)).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Only an admin of your account can change these details.',
    )
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })
})
