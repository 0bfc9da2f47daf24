import {
  driverChoicesSchema,
  providerJobDetailSchema,
  rideOfferMessages,
  vehicleChoicesSchema,
  type DriverChoice,
  type ProviderJobDetail,
  type VehicleChoice,
} from '@ridelane/domain'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, type ApiRequestOptions } from '@/lib/api-client'
import {
  buildHeldDetail,
  buildJob,
  buildOfferDetail,
  DRIVER,
  JOB_ID,
  VAN,
  VEHICLE,
} from '../testing/job-fixtures'
import { servePortal, stream } from '../testing/portal-api'
import { renderPortalAt } from '../testing/portal-screen'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiEventStream: vi.fn(),
}))

const user = userEvent.setup()
afterEach(() => localStorage.clear())

const jobPath = `/provider/jobs/${JOB_ID}`
const conflict = (message: string) => new ApiError(message, { status: 409, code: 'CONFLICT' })
const freeDriver: DriverChoice = { id: DRIVER.id, name: DRIVER.name, free: true, busy_reason: null }
const busyReason = 'Ana Silva already drives RL-3HX8PZ from 15 Jan 09:00 to 15 Jan 11:10.'
const busyDriver: DriverChoice = {
  id: '4e5f6071-8293-4dae-9f20-3b4c5d6e7f80',
  name: 'Ana Silva',
  free: false,
  busy_reason: busyReason,
}

const free = (vehicle: typeof VEHICLE): VehicleChoice => ({
  ...vehicle,
  free: true,
  busy_reason: null,
})
const vehicleBusyReason =
  'Toyota Corolla (T 600 123C) is already on RL-3HX8PZ from 15 Jan 09:00 to 15 Jan 11:10.'
const busyCorolla: VehicleChoice = { ...VEHICLE, free: false, busy_reason: vehicleBusyReason }

/**
 * The portal's API around one job: `detail` is what GET answers; `post` answers the job's
 * actions (accept, decline, assignment) and may change `detail`; `drivers` and `vehicles` are
 * the job's pickers.
 */
function serveJob(
  start: ProviderJobDetail,
  post?: (action: string, options: ApiRequestOptions) => ProviderJobDetail,
  drivers: DriverChoice[] = [freeDriver],
  vehicles: VehicleChoice[] = [free(VEHICLE), free(VAN)],
) {
  let detail = start
  const calls = servePortal((path, options) => {
    if (path === '/provider/jobs') return { tab: options.query?.tab, jobs: [] }
    if (path === `${jobPath}/drivers`) return { drivers }
    if (path === `${jobPath}/vehicles`) return { vehicles }
    if (path === jobPath && (options.method ?? 'GET') === 'GET') return detail
    if (path.startsWith(`${jobPath}/`)) {
      if (post) detail = post(path.slice(jobPath.length + 1), options)
      return detail
    }
    throw new ApiError(rideOfferMessages.jobNotFound, { status: 404, code: 'NOT_FOUND' })
  })
  return {
    calls,
    set: (next: ProviderJobDetail) => {
      detail = next
    },
  }
}

describe('a provider job’s page', () => {
  it('builds its fixtures to the contract', () => {
    expect(providerJobDetailSchema.parse(buildOfferDetail())).toBeTruthy()
    expect(providerJobDetailSchema.parse(buildHeldDetail())).toBeTruthy()
    expect(driverChoicesSchema.parse({ drivers: [freeDriver, busyDriver] })).toBeTruthy()
    expect(vehicleChoicesSchema.parse({ vehicles: [busyCorolla, free(VAN)] })).toBeTruthy()
  })

  it('shows an offer without the traveller, and accepting it opens the assignment', async () => {
    const { calls } = serveJob(buildOfferDetail(), (action) => {
      expect(action).toBe('accept')
      return buildHeldDetail()
    })
    renderPortalAt(jobPath)
    expect(await screen.findByRole('heading', { name: 'Ride RL-7K2M9Q', level: 1 })).toBeVisible()
    const ride = screen.getByRole('region', { name: 'The ride' })
    expect(ride).toHaveTextContent('Tue 15 Jan 2030, 10:00 New York time')
    expect(ride).toHaveTextContent('JFK Airport, Queens, NYTerminal 4')
    const earnings = screen.getByRole('region', { name: 'Earnings' })
    expect(earnings).toHaveTextContent('Fare$100.00')
    expect(earnings).toHaveTextContent('Commission15%')
    expect(earnings).toHaveTextContent('You earn$85.00')
    expect(screen.queryByRole('region', { name: 'Traveller' })).toBeNull()
    expect(screen.getByText(/Answer within/)).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Accept ride' }))
    expect(
      await screen.findByText('The ride is yours. Choose its driver and vehicle below.'),
    ).toBeVisible()
    const traveller = screen.getByRole('region', { name: 'Traveller' })
    expect(traveller).toHaveTextContent('Amara Okafor')
    expect(within(traveller).getByRole('link', { name: '+12125550147' })).toHaveAttribute(
      'href',
      'tel:+12125550147',
    )
    expect(traveller).toHaveTextContent('BA 117')
    expect(screen.getByRole('button', { name: 'Assign' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Accept ride' })).toBeNull()
    expect(calls.some((c) => c.path === `${jobPath}/accept` && c.method === 'POST')).toBe(true)
  })

  it('returns to the list with the message when another provider took the ride first', async () => {
    serveJob(buildOfferDetail(), () => {
      throw conflict(rideOfferMessages.rideTaken)
    })
    renderPortalAt(jobPath)
    await user.click(await screen.findByRole('button', { name: 'Accept ride' }))
    expect(await screen.findByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible()
    expect(screen.getByText(rideOfferMessages.rideTaken)).toBeVisible()
  })

  it('declines after asking once more, and says so on the list', async () => {
    const { calls } = serveJob(buildOfferDetail(), (action) => {
      expect(action).toBe('decline')
      return buildOfferDetail({
        offer: { ...buildJob().offer!, status: 'declined' },
        can_accept: false,
        can_decline: false,
      })
    })
    renderPortalAt(jobPath)
    await user.click(await screen.findByRole('button', { name: 'Decline' }))
    expect(screen.getByText('Decline this ride? It cannot be undone.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Yes, decline' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Keep the offer' }))
    expect(screen.getByRole('button', { name: 'Accept ride' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Decline' }))
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }))
    expect(await screen.findByText('You declined ride RL-7K2M9Q.')).toBeVisible()
    expect(calls.filter((c) => c.path === `${jobPath}/decline`)).toHaveLength(1)
  })

  it('keeps the user on the page with the error when the network fails on accept', async () => {
    serveJob(buildOfferDetail(), () => {
      throw new ApiError('We could not reach Ridelane.', { status: 0, code: 'NETWORK_ERROR' })
    })
    renderPortalAt(jobPath)
    await user.click(await screen.findByRole('button', { name: 'Accept ride' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Ridelane.')
    expect(screen.getByRole('button', { name: 'Accept ride' })).toBeEnabled()
  })

  it('says an offer taken meanwhile is gone, live, without the buttons', async () => {
    const job = serveJob(buildOfferDetail())
    renderPortalAt(jobPath)
    expect(await screen.findByRole('button', { name: 'Accept ride' })).toBeVisible()
    job.set(
      buildOfferDetail({
        booking_status: 'assigned',
        offer: { ...buildJob().offer!, status: 'withdrawn' },
        can_accept: false,
        can_decline: false,
      }),
    )
    act(() => stream.send({ event: 'jobs', data: JSON.stringify({ reason: 'withdrawn' }) }))
    expect(await screen.findByText(rideOfferMessages.rideTaken)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Accept ride' })).toBeNull()
  })

  it('assigns a driver and vehicle, showing the server’s field error on the field', async () => {
    const sent: unknown[] = []
    serveJob(buildHeldDetail(), (action, options) => {
      expect(action).toBe('assignment')
      sent.push(options.body)
      const body = options.body as { vehicle_id: string }
      if (body.vehicle_id === VAN.id) {
        throw new ApiError('Check the fields', {
          status: 400,
          code: 'VALIDATION_FAILED',
          details: [{ path: 'vehicle_id', message: 'This ride was booked as a Sedan, not a Van.' }],
        })
      }
      return buildHeldDetail({ driver: DRIVER, vehicle: VEHICLE })
    })
    renderPortalAt(jobPath)
    const panel = await screen.findByRole('region', { name: 'Driver & vehicle' })
    expect(panel).toHaveTextContent('No driver yet')

    await user.click(within(panel).getByRole('button', { name: 'Assign' }))
    expect(within(panel).getByLabelText('Driver')).toHaveAccessibleDescription(
      rideOfferMessages.driverRequired,
    )
    expect(sent).toHaveLength(0)

    await user.selectOptions(await within(panel).findByLabelText('Driver'), 'Luis Ortega')
    await user.selectOptions(
      within(panel).getByLabelText('Vehicle'),
      'Ford Transit, V 12 ABC (van, 8 seats)',
    )
    await user.click(within(panel).getByRole('button', { name: 'Assign' }))
    const vehicle = within(panel).getByLabelText('Vehicle')
    await vi.waitFor(() => expect(vehicle).toHaveAttribute('aria-invalid', 'true'))
    expect(vehicle).toHaveAccessibleDescription(
      expect.stringContaining('This ride was booked as a Sedan, not a Van.'),
    )

    await user.selectOptions(vehicle, 'Toyota Corolla, T 600 123C (sedan, 4 seats)')
    await user.click(within(panel).getByRole('button', { name: 'Assign' }))
    expect(await within(panel).findByText('Driver and vehicle saved.')).toBeVisible()
    expect(panel).toHaveTextContent('Luis Ortega, +12125550199')
    expect(panel).toHaveTextContent('Toyota Corolla, Black, T 600 123C')
    expect(within(panel).getByRole('button', { name: 'Save changes' })).toBeVisible()
    expect(sent.at(-1)).toEqual({ driver_id: DRIVER.id, vehicle_id: VEHICLE.id })
  })

  it('marks a driver this ride does not fit as busy, with the reason once chosen', async () => {
    const { calls } = serveJob(buildHeldDetail(), undefined, [freeDriver, busyDriver])
    renderPortalAt(jobPath)
    const panel = await screen.findByRole('region', { name: 'Driver & vehicle' })
    const driver = within(panel).getByLabelText('Driver')
    expect(await within(driver).findByRole('option', { name: 'Ana Silva — busy' })).toBeVisible()
    expect(within(driver).getByRole('option', { name: 'Luis Ortega' })).toBeVisible()
    expect(calls.map((call) => call.path)).not.toContain('/provider/drivers')

    await user.selectOptions(driver, 'Ana Silva — busy')
    expect(driver).toHaveAccessibleDescription(busyReason)
    await user.selectOptions(driver, 'Luis Ortega')
    expect(driver).not.toHaveAccessibleDescription(busyReason)
  })

  it('marks a vehicle already on another ride busy, and shows the refusal on it', async () => {
    const { calls } = serveJob(
      buildHeldDetail(),
      () => {
        throw new ApiError(vehicleBusyReason, {
          status: 409,
          code: 'CONFLICT',
          details: [{ path: 'vehicle_id', message: vehicleBusyReason }],
        })
      },
      [freeDriver],
      [busyCorolla, free(VAN)],
    )
    renderPortalAt(jobPath)
    const panel = await screen.findByRole('region', { name: 'Driver & vehicle' })
    const vehicle = within(panel).getByLabelText('Vehicle')
    const busyOption = await within(vehicle).findByRole('option', {
      name: 'Toyota Corolla, T 600 123C (sedan, 4 seats) — busy',
    })
    expect(
      within(vehicle).getByRole('option', { name: 'Ford Transit, V 12 ABC (van, 8 seats)' }),
    ).toBeVisible()
    expect(calls.map((call) => call.path)).not.toContain('/provider/vehicles')
    expect(vehicle).toHaveAccessibleDescription('Booked: sedan, 2 passengers')

    await user.selectOptions(vehicle, busyOption)
    expect(vehicle).toHaveAccessibleDescription(vehicleBusyReason)
    await user.selectOptions(within(panel).getByLabelText('Driver'), 'Luis Ortega')
    const asked = calls.filter((call) => call.path === `${jobPath}/vehicles`).length
    await user.click(within(panel).getByRole('button', { name: 'Assign' }))
    await vi.waitFor(() => expect(vehicle).toHaveAttribute('aria-invalid', 'true'))
    expect(vehicle).toHaveAccessibleDescription(expect.stringContaining(vehicleBusyReason))
    // The list may have changed since it was read: it is asked again.
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === `${jobPath}/vehicles`).length).toBeGreaterThan(
        asked,
      ),
    )
  })

  it('shows the refusal once the driver is on the way, and the ride’s status live', async () => {
    const job = serveJob(buildHeldDetail({ driver: DRIVER, vehicle: VEHICLE }), () => {
      throw new ApiError(rideOfferMessages.assignmentClosed, {
        status: 409,
        code: 'INVALID_TRANSITION',
      })
    })
    renderPortalAt(jobPath)
    const panel = await screen.findByRole('region', { name: 'Driver & vehicle' })
    expect(panel).toHaveTextContent('Ride statusAssigned')
    await user.click(await within(panel).findByRole('button', { name: 'Save changes' }))
    expect(await within(panel).findByText(rideOfferMessages.assignmentClosed)).toBeVisible()

    job.set(
      buildHeldDetail({
        driver: DRIVER,
        vehicle: VEHICLE,
        booking_status: 'driver_en_route',
        can_assign: false,
      }),
    )
    act(() => stream.send({ event: 'jobs', data: JSON.stringify({ reason: 'changed' }) }))
    expect(await within(panel).findByText('Driver en route')).toBeVisible()
    expect(within(panel).queryByRole('button', { name: 'Save changes' })).toBeNull()
    expect(panel).toHaveTextContent(rideOfferMessages.assignmentClosed)
  })

  it('answers an unknown job with the server’s message and a way back', async () => {
    serveJob(buildOfferDetail())
    renderPortalAt('/provider/jobs/8b1c2d3e-0000-4000-8000-000000000000')
    expect(await screen.findByRole('heading', { name: 'Job not found', level: 1 })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(rideOfferMessages.jobNotFound)
    await user.click(screen.getByRole('link', { name: 'Back to your jobs' }))
    expect(await screen.findByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible()
  })
})
