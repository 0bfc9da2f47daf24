import {
  availabilityMessages,
  driverChoicesSchema,
  vehicleChoicesSchema,
  type DriverChoice,
  type OpsBookingDetail,
  type VehicleChoice,
} from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { OpsAuthContext } from '../auth/ops-auth-context'
import { AssignForm } from './assign-form'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const bookingId = '0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e6f'
const providerId = '1c7d4f2a-3b5c-4d6e-8f70-2b3c4d5e6f70'
const detail = {
  booking: { id: bookingId, booking_status: 'confirmed' },
  version: 4,
  vehicle_class_id: 'sedan',
  assignment: { provider: null, driver: null, vehicle: null },
} as unknown as OpsBookingDetail

const busyReason = 'Ana Silva is off from 15 Jan 08:00 to 16 Jan 20:00.'
const ana: DriverChoice = {
  id: '7a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b',
  name: 'Ana Silva',
  free: false,
  busy_reason: busyReason,
}
const ravi: DriverChoice = {
  id: '8b2f3c4d-5e6f-4a71-9bac-1d2e3f4a5b6c',
  name: 'Ravi Kumar',
  free: true,
  busy_reason: null,
}
const vehicle: VehicleChoice = {
  id: '9c3a4d5e-6f70-4b82-8cbd-2e3f4a5b6c7d',
  vehicle_class_id: 'sedan',
  make_model: 'Toyota Camry',
  colour: 'White',
  plate: 'MP09 AB 1234',
  seats: 4,
  free: true,
  busy_reason: null,
}
const vehicleBusyReason =
  'Honda Accord (NY 77) is already on RL-3HX8PZ from 15 Jan 09:00 to 15 Jan 11:10.'
const busyVehicle: VehicleChoice = {
  id: 'ad4b5e6f-7081-4c93-9dce-3f4a5b6c7d8e',
  vehicle_class_id: 'sedan',
  make_model: 'Honda Accord',
  colour: 'Black',
  plate: 'NY 77',
  seats: 4,
  free: false,
  busy_reason: vehicleBusyReason,
}

type Call = { key: string; body: unknown; query: unknown }
let calls: Call[]
/** What the server refuses an assignment without an override for. */
let refusals: { path: string; message: string }[]
beforeEach(() => {
  calls = []
  refusals = [{ path: 'driver_id', message: busyReason }]
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const key = `${options.method ?? 'GET'} ${path}`
      calls.push({ key, body: options.body, query: options.query })
      if (key === 'GET /ops/providers') {
        return { providers: [{ id: providerId, name: 'Skyline Cabs', active: true }] }
      }
      if (key === `GET /ops/bookings/${bookingId}/drivers`) return { drivers: [ana, ravi] }
      if (key === `GET /ops/bookings/${bookingId}/vehicles`) {
        return { vehicles: [busyVehicle, vehicle] }
      }
      if (key === `POST /ops/bookings/${bookingId}/assignment`) {
        const body = options.body as { override_reason?: string }
        if (body.override_reason === undefined) {
          throw new ApiError(refusals.map((refusal) => refusal.message).join(' '), {
            status: 409,
            code: 'CONFLICT',
            details: refusals,
          })
        }
        return detail
      }
      throw new Error(`Unexpected call ${key}`)
    },
  )
})

const user = userEvent.setup()
function renderAs(role: 'admin' | 'dispatcher') {
  const onDone = vi.fn()
  const auth = {
    status: 'signed-in' as const,
    operator: { id: 'op-1', email: 'desk@ridelane.example', role },
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
  }
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OpsAuthContext value={auth}>
        <AssignForm detail={detail} onDone={onDone} />
      </OpsAuthContext>
    </QueryClientProvider>,
  )
  return onDone
}

/** Chooses the provider, the busy driver and the vehicle, and saves: the server refuses. */
async function assignTheBusyDriver() {
  await user.selectOptions(
    screen.getByLabelText('Provider'),
    await screen.findByRole('option', { name: 'Skyline Cabs' }),
  )
  const driver = screen.getByLabelText('Driver')
  await user.selectOptions(driver, await screen.findByRole('option', { name: 'Ana Silva — busy' }))
  expect(driver).toHaveAccessibleDescription(busyReason)
  await user.selectOptions(
    screen.getByLabelText('Vehicle'),
    await screen.findByRole('option', { name: 'Toyota Camry, MP09 AB 1234 (sedan, 4 seats)' }),
  )
  await user.click(screen.getByRole('button', { name: 'Save assignment' }))
  await vi.waitFor(() => expect(driver).toHaveAttribute('aria-invalid', 'true'))
  expect(driver).toHaveAccessibleDescription(busyReason)
  return driver
}

const assignments = () =>
  calls.filter((call) => call.key === `POST /ops/bookings/${bookingId}/assignment`)

describe('the console’s assign form', () => {
  it('builds its fixtures to the contract', () => {
    expect(driverChoicesSchema.parse({ drivers: [ana, ravi] })).toBeTruthy()
    expect(vehicleChoicesSchema.parse({ vehicles: [busyVehicle, vehicle] })).toBeTruthy()
  })

  it('asks who is free for this ride once a provider is chosen, marking the busy', async () => {
    renderAs('dispatcher')
    expect(await screen.findByText(/Choose a provider to see its drivers/)).toBeVisible()
    expect(calls.map((call) => call.key)).not.toContain(`GET /ops/bookings/${bookingId}/drivers`)
    await user.selectOptions(await screen.findByLabelText('Provider'), 'Skyline Cabs')
    expect(await screen.findByRole('option', { name: 'Ana Silva — busy' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Ravi Kumar' })).toBeInTheDocument()
    expect(calls.find((call) => call.key.endsWith('/drivers'))?.query).toEqual({
      provider_id: providerId,
    })
  })

  it('marks a vehicle already on another ride busy, with the reason once chosen', async () => {
    renderAs('dispatcher')
    expect(calls.map((call) => call.key)).not.toContain(`GET /ops/bookings/${bookingId}/vehicles`)
    await user.selectOptions(
      screen.getByLabelText('Provider'),
      await screen.findByRole('option', { name: 'Skyline Cabs' }),
    )
    const vehicleField = screen.getByLabelText('Vehicle')
    const busyOption = await screen.findByRole('option', {
      name: 'Honda Accord, NY 77 (sedan, 4 seats) — busy',
    })
    expect(calls.find((call) => call.key.endsWith('/vehicles'))?.query).toEqual({
      provider_id: providerId,
    })
    expect(vehicleField).toHaveAccessibleDescription('Booked class: sedan')
    await user.selectOptions(vehicleField, busyOption)
    expect(vehicleField).toHaveAccessibleDescription(vehicleBusyReason)
    await user.selectOptions(vehicleField, 'Toyota Camry, MP09 AB 1234 (sedan, 4 seats)')
    expect(vehicleField).toHaveAccessibleDescription('Booked class: sedan')
  })

  it('lets an admin assign a busy vehicle anyway, in the vehicle’s words', async () => {
    refusals = [{ path: 'vehicle_id', message: vehicleBusyReason }]
    const onDone = renderAs('admin')
    await user.selectOptions(
      screen.getByLabelText('Provider'),
      await screen.findByRole('option', { name: 'Skyline Cabs' }),
    )
    await user.selectOptions(
      screen.getByLabelText('Driver'),
      await screen.findByRole('option', { name: 'Ravi Kumar' }),
    )
    const vehicleField = screen.getByLabelText('Vehicle')
    await user.selectOptions(
      vehicleField,
      await screen.findByRole('option', { name: /^Honda Accord.* — busy$/ }),
    )
    await user.click(screen.getByRole('button', { name: 'Save assignment' }))
    await vi.waitFor(() => expect(vehicleField).toHaveAttribute('aria-invalid', 'true'))
    expect(vehicleField).toHaveAccessibleDescription(vehicleBusyReason)
    expect(screen.getByLabelText('Driver')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText(/you may assign this vehicle anyway/)).toBeVisible()

    const anyway = screen.getByRole('button', { name: 'Assign anyway' })
    await user.click(anyway)
    expect(
      await screen.findByText(availabilityMessages.vehicleOverrideReasonRequired),
    ).toBeVisible()
    await user.type(screen.getByLabelText('Reason to assign anyway'), 'The other ride is cancelled')
    await user.click(anyway)
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(assignments().at(-1)?.body).toEqual({
      expected_version: 4,
      provider_id: providerId,
      driver_id: ravi.id,
      vehicle_id: busyVehicle.id,
      override_reason: 'The other ride is cancelled',
    })
  })

  it('lets an admin assign a busy driver anyway, with a reason', async () => {
    const onDone = renderAs('admin')
    await assignTheBusyDriver()
    const anyway = await screen.findByRole('button', { name: 'Assign anyway' })

    await user.click(anyway)
    expect(await screen.findByText(availabilityMessages.overrideReasonRequired)).toBeVisible()
    expect(assignments()).toHaveLength(1)

    await user.type(
      screen.getByLabelText('Reason to assign anyway'),
      'Ana agreed to cut her day off short',
    )
    await user.click(anyway)
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(assignments().map((call) => call.body)).toEqual([
      {
        expected_version: 4,
        provider_id: providerId,
        driver_id: ana.id,
        vehicle_id: vehicle.id,
      },
      {
        expected_version: 4,
        provider_id: providerId,
        driver_id: ana.id,
        vehicle_id: vehicle.id,
        override_reason: 'Ana agreed to cut her day off short',
      },
    ])
  })

  it('shows a dispatcher what is in the way, with no way to override it', async () => {
    const onDone = renderAs('dispatcher')
    const driver = await assignTheBusyDriver()
    expect(screen.getByText(busyReason)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Assign anyway' })).toBeNull()
    expect(screen.queryByLabelText('Reason to assign anyway')).toBeNull()

    // Choosing another driver takes the refusal away.
    await user.selectOptions(driver, 'Ravi Kumar')
    expect(driver).not.toHaveAttribute('aria-invalid')
    expect(onDone).not.toHaveBeenCalled()
    expect(assignments()).toHaveLength(1)
  })
})
