import type { ProviderDetail } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiDownload, apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { readOperatorToken, storeOperatorToken } from '@/lib/operator-token'
import { OpsAuthContext } from '../auth/ops-auth-context'
import { OpsProviderPage } from './ops-provider-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiDownload: vi.fn(),
}))

const providerId = '0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e6f'
const detail: ProviderDetail = {
  provider: {
    id: providerId,
    name: 'Skyline Cabs',
    contact_name: 'Asha Rao',
    email: 'desk@skyline.example',
    phone: '+919876543210',
    licence_number: 'MP-TR-2024-118',
    service_area_ids: ['indore'],
    commission_percent: 12.5,
    active: true,
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
  },
  drivers: [
    {
      id: '7a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b',
      provider_id: providerId,
      name: 'Ravi Kumar',
      phone: '+919812345678',
      languages: ['Hindi', 'English'],
      licence_number: 'DL-0420110012345',
      job_language: 'en',
      active: true,
      home_base: null,
    },
  ],
  vehicles: [],
}
const ratings = {
  provider: { average: 4.33, count: 3 },
  drivers: [
    {
      driver_id: '7a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b',
      name: 'Ravi Kumar',
      active: true,
      average: 4.5,
      count: 2,
    },
  ],
  latest_comments: [
    {
      booking_code: 'RL-AAAA11',
      stars: 5,
      comment: 'Spotless car',
      rated_at: '2030-01-06T10:00:00.000Z',
      driver_name: 'Ravi Kumar',
    },
  ],
}
const choices = {
  service_areas: [{ id: 'indore', name: 'Indore' }],
  vehicle_classes: [{ id: 'sedan', name: 'Sedan' }],
}
const plateTaken = 'This provider already has a vehicle with this plate'
const portalUser = {
  id: '5d1f6c2a-8b7e-4f3a-9c2d-6e5f4a3b2c1d',
  provider_id: providerId,
  name: 'Meera Shah',
  email: 'meera@skyline.example',
  status: 'active' as const,
  password_set: false,
  two_factor_enabled: false,
  created_at: '2026-11-24T10:00:00.000Z',
}
const appUser = {
  ...portalUser,
  id: '6e2a7d3b-9c8f-4a4b-8d3e-7f6a5b4c3d2e',
  name: 'Arjun Rao',
  email: 'arjun@skyline.example',
  password_set: true,
  two_factor_enabled: true,
}
const disabledUser = {
  ...portalUser,
  id: '7f3b8e4c-ad9a-4b5c-9e4f-8a7b6c5d4e3f',
  name: 'Kiran Das',
  email: 'kiran@skyline.example',
  status: 'disabled' as const,
  password_set: true,
}
const emailTaken = 'A portal user with this email already exists.'
const driverPath = `/ops/providers/${providerId}/drivers/${detail.drivers[0]!.id}`
const availability = {
  driver_id: detail.drivers[0]!.id,
  time_zone: 'Asia/Kolkata',
  shifts: [],
  time_off: [],
}

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiDownload).mockReset()
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const key = `${options.method ?? 'GET'} ${path}`
      if (key === `GET /ops/providers/${providerId}`) return detail
      if (key === 'GET /ops/providers/choices') return choices
      if (key === `GET /ops/providers/${providerId}/ratings`) return ratings
      if (key === `GET ${driverPath}/availability`) return availability
      if (key === `PUT ${driverPath}/working-hours`) {
        return { ...availability, ...(options.body as object) }
      }
      if (key === `GET /ops/providers/${providerId}/users`) {
        return { users: [portalUser, appUser, disabledUser] }
      }
      if (key.startsWith(`POST /ops/providers/${providerId}/users/${appUser.id}/`)) {
        return { user: { ...appUser, two_factor_enabled: false } }
      }
      if (key.startsWith(`POST /ops/providers/${providerId}/users/${disabledUser.id}/`)) {
        return { user: { ...disabledUser, status: 'active' } }
      }
      if (key === `POST /ops/providers/${providerId}/users`) {
        throw new ApiError(emailTaken, {
          status: 409,
          code: 'CONFLICT',
          details: [{ path: 'email', message: emailTaken }],
        })
      }
      if (key.startsWith(`POST /ops/providers/${providerId}/users/${portalUser.id}/`)) {
        return { user: portalUser }
      }
      if (key === `POST /ops/providers/${providerId}/vehicles`) {
        throw new ApiError(plateTaken, {
          status: 409,
          code: 'CONFLICT',
          details: [{ path: 'plate', message: plateTaken }],
        })
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
  const router = createMemoryRouter(
    [{ path: '/ops/providers/:id', element: <OpsProviderPage /> }],
    { initialEntries: [`/ops/providers/${providerId}`] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <OpsAuthContext value={auth}>
        <RouterProvider router={router} />
      </OpsAuthContext>
    </QueryClientProvider>,
  )
}

describe('a provider in the console', () => {
  it('lets an admin change the commission and deactivate the provider', async () => {
    renderAs('admin')
    const commission = await screen.findByLabelText('Commission (%)')
    expect(commission).toHaveValue(12.5)
    expect(commission).not.toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: 'Deactivate provider' })).toBeVisible()
  })

  it('shows a dispatcher the commission read-only and no deactivate button', async () => {
    renderAs('dispatcher')
    expect(await screen.findByLabelText('Commission (%)')).toHaveAttribute('readonly')
    expect(screen.queryByRole('button', { name: 'Deactivate provider' })).toBeNull()
  })

  it("puts the server's taken-plate message under the plate field", async () => {
    renderAs('dispatcher')
    await user.click(await screen.findByRole('button', { name: 'Add vehicle' }))
    const vehicles = within(screen.getByRole('region', { name: 'Vehicles' }))
    await user.selectOptions(vehicles.getByLabelText('Vehicle class'), 'sedan')
    await user.type(vehicles.getByLabelText('Make and model'), 'Toyota Camry')
    await user.type(vehicles.getByLabelText('Colour'), 'White')
    await user.type(vehicles.getByLabelText('Plate'), 'mp09 ab 1234')
    await user.type(vehicles.getByLabelText('Seats'), '4')
    await user.click(vehicles.getByRole('button', { name: 'Add vehicle' }))
    const plate = vehicles.getByLabelText('Plate')
    expect(await vehicles.findByText(plateTaken)).toBeVisible()
    expect(plate).toHaveAttribute('aria-invalid', 'true')
    const sent = vi
      .mocked(apiRequest)
      .mock.calls.find(
        ([path, options]) => options?.method === 'POST' && path.endsWith('/vehicles'),
      )
    expect(sent?.[1]?.body).toEqual({
      vehicle_class_id: 'sedan',
      make_model: 'Toyota Camry',
      colour: 'White',
      plate: 'MP09 AB 1234',
      seats: 4,
    })
  })

  it('lets an admin turn off a lost app after confirming, and enable a disabled user', async () => {
    renderAs('admin')
    const section = within(await screen.findByRole('region', { name: 'Portal users' }))
    expect(await section.findByText('Active · two-step sign-in')).toBeVisible()
    expect(section.getByText('Disabled')).toBeVisible()
    await user.click(
      section.getByRole('button', { name: 'Turn off two-step sign-in for Arjun Rao' }),
    )
    await user.click(section.getByRole('button', { name: 'Keep it on' }))
    const paths = () => vi.mocked(apiRequest).mock.calls.map(([path]) => path)
    expect(paths()).not.toContain(
      `/ops/providers/${providerId}/users/${appUser.id}/reset-two-factor`,
    )
    await user.click(
      section.getByRole('button', { name: 'Turn off two-step sign-in for Arjun Rao' }),
    )
    await user.click(section.getByRole('button', { name: 'Turn it off' }))
    expect(
      await section.findByText(
        'Two-step sign-in is off for arjun@skyline.example; they were told by mail.',
      ),
    ).toBeVisible()
    expect(paths()).toContain(`/ops/providers/${providerId}/users/${appUser.id}/reset-two-factor`)
    await user.click(section.getByRole('button', { name: 'Enable Kiran Das' }))
    expect(paths()).toContain(`/ops/providers/${providerId}/users/${disabledUser.id}/enable`)
  })

  it('shows a dispatcher the users without the admin’s buttons', async () => {
    renderAs('dispatcher')
    const section = within(await screen.findByRole('region', { name: 'Portal users' }))
    expect(await section.findByText('kiran@skyline.example')).toBeVisible()
    expect(section.queryByRole('button', { name: 'Enable Kiran Das' })).toBeNull()
    expect(
      section.queryByRole('button', { name: 'Turn off two-step sign-in for Arjun Rao' }),
    ).toBeNull()
  })

  it('lets an admin invite, re-invite and disable portal users', async () => {
    renderAs('admin')
    const section = within(await screen.findByRole('region', { name: 'Portal users' }))
    expect(await section.findByText('meera@skyline.example')).toBeVisible()
    expect(section.getByText('Invited')).toBeVisible()

    await user.click(section.getByRole('button', { name: 'Resend the invitation to Meera Shah' }))
    expect(await section.findByText('Invitation sent to meera@skyline.example.')).toBeVisible()
    await user.click(section.getByRole('button', { name: 'Disable Meera Shah' }))
    const paths = vi.mocked(apiRequest).mock.calls.map(([path]) => path)
    expect(paths).toContain(`/ops/providers/${providerId}/users/${portalUser.id}/resend-invitation`)
    expect(paths).toContain(`/ops/providers/${providerId}/users/${portalUser.id}/disable`)

    await user.click(section.getByRole('button', { name: 'Invite user' }))
    await user.type(section.getByLabelText('Name'), 'Ravi Kumar')
    await user.type(section.getByLabelText('Email'), 'Ravi@Skyline.example')
    await user.click(section.getByRole('button', { name: 'Send invitation' }))
    expect(await section.findByText(emailTaken)).toBeVisible()
    expect(section.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    const sent = vi
      .mocked(apiRequest)
      .mock.calls.find(([path, options]) => options?.method === 'POST' && path.endsWith('/users'))
    expect(sent?.[1]?.body).toEqual({ name: 'Ravi Kumar', email: 'ravi@skyline.example' })
  })

  it('shows a dispatcher the portal users without the buttons that change them', async () => {
    renderAs('dispatcher')
    const section = within(await screen.findByRole('region', { name: 'Portal users' }))
    expect(await section.findByText('Meera Shah')).toBeVisible()
    expect(section.queryByRole('button')).toBeNull()
  })

  it('shows the provider’s and its drivers’ averages and the latest comments', async () => {
    renderAs('dispatcher')
    const section = within(await screen.findByRole('region', { name: 'Ratings and statement' }))
    expect(await section.findByText('Average rating: 4.3 ★ (3 ratings)')).toBeVisible()
    expect(section.getByText('Spotless car')).toBeVisible()
    const drivers = within(screen.getByRole('region', { name: 'Drivers' }))
    expect(drivers.getByText(/licence DL-0420110012345 · 4\.5 ★ \(2 ratings\)/)).toBeVisible()
  })

  it('keeps a driver’s working hours through the registry’s own calls', async () => {
    renderAs('dispatcher')
    const drivers = within(await screen.findByRole('region', { name: 'Drivers' }))
    await user.click(drivers.getByRole('button', { name: 'Availability: Ravi Kumar' }))
    expect(
      await drivers.findByText(
        'No working hours kept: this driver may be given rides at any time.',
      ),
    ).toBeVisible()
    expect(drivers.getByText('Times are in Kolkata time (Asia/Kolkata).')).toBeVisible()
    await user.click(drivers.getByRole('button', { name: 'Add shift' }))
    await user.click(drivers.getByRole('button', { name: 'Save week' }))
    expect(await drivers.findByText('Working hours saved.')).toBeVisible()
    const sent = vi.mocked(apiRequest).mock.calls.find(([, options]) => options?.method === 'PUT')
    expect(sent?.[0]).toBe(`${driverPath}/working-hours`)
    expect(sent?.[1]?.body).toEqual({ shifts: [{ weekday: 1, starts: '09:00', ends: '17:00' }] })
  })

  describe('a driver’s home base', () => {
    const jfk = {
      id: 'airport:JFK',
      type: 'airport' as const,
      name: 'John F. Kennedy International Airport',
      address: 'Queens, NY 11430, USA',
      lat: 40.6413,
      lng: -73.7781,
      timezone: 'America/New_York',
      country_code: 'US',
      iata: 'JFK',
    }
    const patches = () =>
      vi
        .mocked(apiRequest)
        .mock.calls.filter(([path, options]) => options?.method === 'PATCH' && path === driverPath)

    /** The console's answers, with a place search and a driver save, and the driver as given. */
    function serve(homeBase: { lat: number; lng: number } | null) {
      const answer = vi.mocked(apiRequest).getMockImplementation()!
      vi.mocked(apiRequest).mockImplementation(
        async (path: string, options: ApiRequestOptions = {}) => {
          const key = `${options.method ?? 'GET'} ${path}`
          if (key === 'GET /places/search') {
            return { places: String(options.query?.q).startsWith('JFK') ? [jfk] : [] }
          }
          if (key === `GET /ops/providers/${providerId}`) {
            return { ...detail, drivers: [{ ...detail.drivers[0]!, home_base: homeBase }] }
          }
          if (key === `PATCH ${driverPath}`) {
            return { driver: { ...detail.drivers[0]!, ...(options.body as object) } }
          }
          return answer(path, options)
        },
      )
    }

    it('is picked with the keyboard from the place search and saved with the driver', async () => {
      serve(null)
      renderAs('dispatcher')
      const drivers = within(await screen.findByRole('region', { name: 'Drivers' }))
      expect(drivers.getByText(/licence DL-0420110012345 · .* · no home base/)).toBeVisible()
      await user.click(drivers.getByRole('button', { name: 'Edit Ravi Kumar' }))
      const field = drivers.getByRole('combobox', { name: 'Home base' })
      expect(field).toHaveValue('')
      expect(drivers.queryByRole('button', { name: /Clear home base/ })).toBeNull()
      await user.type(field, 'JFK')
      expect(await drivers.findByRole('option', { name: /John F\. Kennedy/ })).toBeVisible()
      await user.keyboard('{ArrowDown}{Enter}')
      expect(field).toHaveValue('John F. Kennedy International Airport, Queens, NY 11430, USA')
      await user.click(drivers.getByRole('button', { name: 'Save driver' }))
      await vi.waitFor(() => expect(patches()).toHaveLength(1))
      expect(patches()[0]![1]!.body).toMatchObject({
        name: 'Ravi Kumar',
        home_base: { lat: 40.6413, lng: -73.7781 },
      })
    })

    it('refuses text typed but never picked, and sends nothing', async () => {
      serve(null)
      renderAs('dispatcher')
      const drivers = within(await screen.findByRole('region', { name: 'Drivers' }))
      await user.click(await drivers.findByRole('button', { name: 'Edit Ravi Kumar' }))
      const field = drivers.getByRole('combobox', { name: 'Home base' })
      await user.type(field, 'Somewhere in Queens')
      await user.click(drivers.getByRole('button', { name: 'Save driver' }))
      expect(await drivers.findByText('Choose a place from the suggestions')).toBeVisible()
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(patches()).toEqual([])
    })

    it('shows the kept home base as coordinates and clears it', async () => {
      serve({ lat: 40.64131, lng: -73.77814 })
      renderAs('dispatcher')
      const drivers = within(await screen.findByRole('region', { name: 'Drivers' }))
      expect(drivers.getByText(/home base 40\.6413, -73\.7781/)).toBeVisible()
      await user.click(drivers.getByRole('button', { name: 'Edit Ravi Kumar' }))
      const field = drivers.getByRole('combobox', { name: 'Home base' })
      expect(field).toHaveValue('40.6413, -73.7781')
      await user.click(drivers.getByRole('button', { name: 'Clear home base of Ravi Kumar' }))
      const emptied = drivers.getByRole('combobox', { name: 'Home base' })
      expect(emptied).toHaveValue('')
      expect(emptied).toHaveFocus()
      await user.click(drivers.getByRole('button', { name: 'Save driver' }))
      await vi.waitFor(() => expect(patches()).toHaveLength(1))
      expect(patches()[0]![1]!.body).toMatchObject({ home_base: null })
    })

    it('sets the language of the driver’s job texts and page', async () => {
      serve(null)
      renderAs('dispatcher')
      const drivers = within(await screen.findByRole('region', { name: 'Drivers' }))
      expect(drivers.getByText(/job texts in English/)).toBeVisible()
      await user.click(await drivers.findByRole('button', { name: 'Edit Ravi Kumar' }))
      const language = drivers.getByRole('combobox', { name: 'Job texts and page in' })
      expect(language).toHaveValue('en')
      await user.selectOptions(language, 'हिन्दी')
      await user.click(drivers.getByRole('button', { name: 'Save driver' }))
      await vi.waitFor(() => expect(patches()).toHaveLength(1))
      expect(patches()[0]![1]!.body).toMatchObject({ job_language: 'hi' })
    })

    it('keeps the kept point exactly when the form is saved unchanged', async () => {
      serve({ lat: 40.64131, lng: -73.77814 })
      renderAs('dispatcher')
      const drivers = within(await screen.findByRole('region', { name: 'Drivers' }))
      await user.click(await drivers.findByRole('button', { name: 'Edit Ravi Kumar' }))
      await user.click(drivers.getByRole('button', { name: 'Save driver' }))
      await vi.waitFor(() => expect(patches()).toHaveLength(1))
      expect(patches()[0]![1]!.body).toMatchObject({
        home_base: { lat: 40.64131, lng: -73.77814 },
      })
    })
  })

  it('downloads a month’s statement as CSV with the operator’s session', async () => {
    // The client sends an /ops download with the operator token stored when the call starts.
    let sessionToken: string | null = null
    vi.mocked(apiDownload).mockImplementation(async () => {
      sessionToken = readOperatorToken()
      return { blob: new Blob(['Booking code\n']), fileName: 'statement-skyline-cabs.csv' }
    })
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    storeOperatorToken('operator-token')
    renderAs('dispatcher')
    const section = within(await screen.findByRole('region', { name: 'Ratings and statement' }))
    const month = section.getByLabelText('Statement month')
    const previous = within(month).getAllByRole('option')[1]!.getAttribute('value')!
    await user.selectOptions(month, previous)
    await user.click(section.getByRole('button', { name: 'Download statement (CSV)' }))
    await vi.waitFor(() => expect(click).toHaveBeenCalled())
    const [path] = vi.mocked(apiDownload).mock.calls[0]!
    expect(path).toBe(`/ops/providers/${providerId}/statement.csv?month=${previous}`)
    expect(sessionToken).toBe('operator-token')
    expect(click.mock.contexts[0]).toHaveProperty('download', 'statement-skyline-cabs.csv')
    click.mockRestore()
    vi.unstubAllGlobals()
    localStorage.clear()
  })
})
