import {
  availabilityMessages,
  driverAvailabilitySchema,
  type DriverAvailability,
} from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { DriverAvailabilityEditor } from './driver-availability-editor'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const basePath = '/provider/drivers/d-1'
const dentist = {
  id: 't-1',
  starts_at: '2030-07-01T08:00:00+01:00',
  ends_at: '2030-07-03T18:00:00+01:00',
  note: 'Dentist',
}

type Call = { key: string; body: unknown }
let availability: DriverAvailability
let calls: Call[]
let refuse: ((key: string, body: unknown) => ApiError | undefined) | undefined

/** The availability endpoints of one driver, keeping what was saved; `refuse` may fail a call. */
beforeEach(() => {
  availability = { driver_id: 'd-1', time_zone: 'Europe/London', shifts: [], time_off: [] }
  calls = []
  refuse = undefined
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const key = `${options.method ?? 'GET'} ${path}`
      calls.push({ key, body: options.body })
      const refusal = refuse?.(key, options.body)
      if (refusal) throw refusal
      if (key === `GET ${basePath}/availability`) return availability
      if (key === `PUT ${basePath}/working-hours`) {
        availability = { ...availability, ...(options.body as Pick<DriverAvailability, 'shifts'>) }
        return availability
      }
      if (key === `POST ${basePath}/time-off`) {
        const input = options.body as Omit<DriverAvailability['time_off'][number], 'id'>
        availability = {
          ...availability,
          time_off: [...availability.time_off, { id: 't-2', ...input }],
        }
        return availability
      }
      if (key.startsWith(`DELETE ${basePath}/time-off/`)) {
        const id = key.slice(`DELETE ${basePath}/time-off/`.length)
        availability = {
          ...availability,
          time_off: availability.time_off.filter((entry) => entry.id !== id),
        }
        return availability
      }
      throw new Error(`Unexpected call ${key}`)
    },
  )
})

const user = userEvent.setup()
function renderEditor() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <DriverAvailabilityEditor basePath={basePath} scope={['provider']} />
    </QueryClientProvider>,
  )
}

const sent = (key: string) => calls.filter((call) => call.key === key).map((call) => call.body)
const shift = (n: number) => within(screen.getByRole('group', { name: `Shift ${n}` }))

async function setTime(input: HTMLElement, value: string) {
  await user.clear(input)
  await user.type(input, value)
}

describe('the driver availability editor', () => {
  it('builds its fixtures to the contract', () => {
    expect(driverAvailabilitySchema.parse({ ...availability, time_off: [dentist] })).toBeTruthy()
  })

  it('saves a week with a night shift, sending the whole week', async () => {
    renderEditor()
    expect(
      await screen.findByText('No working hours kept: this driver may be given rides at any time.'),
    ).toBeVisible()
    expect(screen.getByText('Times are in London time (Europe/London).')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Add shift' }))
    await user.selectOptions(shift(1).getByLabelText('Day'), 'Friday')
    await setTime(shift(1).getByLabelText('Starts'), '22:00')
    await setTime(shift(1).getByLabelText('Ends'), '06:00')
    expect(shift(1).getByLabelText('Ends')).toHaveAccessibleDescription(
      'Runs past midnight: ends at 06:00 on Saturday.',
    )
    // The next row starts on the following day, at the same hours.
    await user.click(screen.getByRole('button', { name: 'Add shift' }))
    expect(shift(2).getByLabelText('Day')).toHaveDisplayValue('Saturday')
    await setTime(shift(2).getByLabelText('Starts'), '10:00')
    await setTime(shift(2).getByLabelText('Ends'), '18:00')
    expect(screen.queryByText(/No working hours kept/)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Save week' }))
    expect(await screen.findByText('Working hours saved.')).toBeVisible()
    expect(sent(`PUT ${basePath}/working-hours`)).toEqual([
      {
        shifts: [
          { weekday: 5, starts: '22:00', ends: '06:00' },
          { weekday: 6, starts: '10:00', ends: '18:00' },
        ],
      },
    ])

    // Removing every row and saving keeps no hours again.
    await user.click(screen.getByRole('button', { name: 'Remove shift 2' }))
    await user.click(screen.getByRole('button', { name: 'Remove shift 1' }))
    expect(screen.getByText(/Saving an empty week removes the working hours/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Save week' }))
    expect(
      await screen.findByText('No working hours kept: this driver may be given rides at any time.'),
    ).toBeVisible()
    expect(sent(`PUT ${basePath}/working-hours`).at(-1)).toEqual({ shifts: [] })
  })

  it('checks overlaps before sending, and puts the server’s refusal on its field', async () => {
    availability.shifts = [{ weekday: 1, starts: '09:00', ends: '17:00' }]
    renderEditor()
    await user.click(await screen.findByRole('button', { name: 'Add shift' }))
    await user.selectOptions(shift(2).getByLabelText('Day'), 'Monday')
    await user.click(screen.getByRole('button', { name: 'Save week' }))
    const overlap = availabilityMessages.shiftsOverlap('Monday', 'Monday')
    expect(await screen.findByText(overlap)).toBeVisible()
    expect(shift(2).getByLabelText('Starts')).toHaveAttribute('aria-invalid', 'true')
    expect(sent(`PUT ${basePath}/working-hours`)).toHaveLength(0)

    const refusal = 'This shift overlaps a shift the server knows of'
    refuse = (key) =>
      key.startsWith('PUT')
        ? new ApiError('Check the fields', {
            status: 400,
            code: 'VALIDATION_FAILED',
            details: [{ path: 'shifts.1.ends', message: refusal }],
          })
        : undefined
    await user.selectOptions(shift(2).getByLabelText('Day'), 'Tuesday')
    await user.click(screen.getByRole('button', { name: 'Save week' }))
    const ends = shift(2).getByLabelText('Ends')
    await vi.waitFor(() => expect(ends).toHaveAttribute('aria-invalid', 'true'))
    expect(ends).toHaveAccessibleDescription(refusal)
    expect(ends).toHaveFocus()
    expect(screen.queryByText('Check the fields')).toBeNull()
    expect(sent(`PUT ${basePath}/working-hours`)).toEqual([
      {
        shifts: [
          { weekday: 1, starts: '09:00', ends: '17:00' },
          { weekday: 2, starts: '09:00', ends: '17:00' },
        ],
      },
    ])
  })

  it('adds time off on the zone’s clock with its offset, and removes it', async () => {
    availability.time_off = [dentist]
    renderEditor()
    const planned = await screen.findByRole('list', { name: 'Planned time off' })
    expect(planned).toHaveTextContent('Mon, 1 Jul 2030, 08:00 – Wed, 3 Jul 2030, 18:00')
    expect(planned).toHaveTextContent('Dentist')

    const form = within(screen.getByRole('form', { name: 'Add time off' }))
    await user.type(form.getByLabelText('From date'), '2030-07-10')
    await user.type(form.getByLabelText('From time'), '09:00')
    await user.type(form.getByLabelText('To date'), '2030-07-09')
    await user.type(form.getByLabelText('To time'), '17:00')
    await user.type(form.getByLabelText('Note (optional)'), 'Family wedding')
    await user.click(form.getByRole('button', { name: 'Add time off' }))
    expect(await form.findByText(availabilityMessages.timeOffEndsBeforeStart)).toBeVisible()
    expect(form.getByLabelText('To date')).toHaveAttribute('aria-invalid', 'true')
    expect(sent(`POST ${basePath}/time-off`)).toHaveLength(0)

    await user.clear(form.getByLabelText('To date'))
    await user.type(form.getByLabelText('To date'), '2030-07-12')
    await user.click(form.getByRole('button', { name: 'Add time off' }))
    expect(await form.findByText('Time off added.')).toBeVisible()
    // London is an hour ahead of UTC in July: the offset goes with the wall-clock time.
    expect(sent(`POST ${basePath}/time-off`)).toEqual([
      {
        starts_at: '2030-07-10T09:00:00+01:00',
        ends_at: '2030-07-12T17:00:00+01:00',
        note: 'Family wedding',
      },
    ])
    expect(planned).toHaveTextContent('Wed, 10 Jul 2030, 09:00 – Fri, 12 Jul 2030, 17:00')
    expect(form.getByLabelText('From date')).toHaveValue('')

    await user.click(
      within(planned).getByRole('button', {
        name: 'Remove time off Mon, 1 Jul 2030, 08:00 – Wed, 3 Jul 2030, 18:00',
      }),
    )
    await vi.waitFor(() => expect(planned).not.toHaveTextContent('Dentist'))
    expect(calls.map((call) => call.key)).toContain(`DELETE ${basePath}/time-off/t-1`)
    expect(planned).toHaveTextContent('Family wedding')
  })

  it('puts the server’s time-off refusal under the date it is about', async () => {
    refuse = (key) =>
      key.startsWith('POST')
        ? new ApiError('Check the fields', {
            status: 400,
            code: 'VALIDATION_FAILED',
            details: [{ path: 'ends_at', message: availabilityMessages.timeOffTooLong }],
          })
        : undefined
    renderEditor()
    const form = within(await screen.findByRole('form', { name: 'Add time off' }))
    await user.type(form.getByLabelText('From date'), '2030-01-10')
    await user.type(form.getByLabelText('From time'), '09:00')
    await user.type(form.getByLabelText('To date'), '2030-01-12')
    await user.type(form.getByLabelText('To time'), '17:00')
    await user.click(form.getByRole('button', { name: 'Add time off' }))
    expect(await form.findByText(availabilityMessages.timeOffTooLong)).toBeVisible()
    expect(form.getByLabelText('To date')).toHaveAttribute('aria-invalid', 'true')
    // In January London keeps UTC.
    expect(sent(`POST ${basePath}/time-off`)).toEqual([
      { starts_at: '2030-01-10T09:00:00+00:00', ends_at: '2030-01-12T17:00:00+00:00', note: '' },
    ])
  })

  it('says so when the availability cannot be loaded, and tries again', async () => {
    refuse = (key) =>
      calls.filter((call) => call.key === key).length === 1
        ? new ApiError('This driver is not one of yours.', { status: 404, code: 'NOT_FOUND' })
        : undefined
    renderEditor()
    expect(await screen.findByRole('alert')).toHaveTextContent('This driver is not one of yours.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('form', { name: 'Working week' })).toBeVisible()
  })
})
