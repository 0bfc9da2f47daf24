import { providerDispatchOptionsSchema, type ProviderAreaOptions } from '@ridelane/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError } from '@/lib/api-client'
import { servePortal, type PortalCall } from '../testing/portal-api'
import { renderPortalAt } from '../testing/portal-screen'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiEventStream: vi.fn(),
}))

const user = userEvent.setup()
afterEach(() => localStorage.clear())

const newYork: ProviderAreaOptions = {
  area_id: 'new-york',
  area_name: 'New York',
  time_zone: 'America/New_York',
  auto_accept: false,
  accept_from: '00:00',
  accept_to: '00:00',
  auto_assign: false,
}
const lisbon: ProviderAreaOptions = {
  area_id: 'lisbon',
  area_name: 'Lisbon',
  time_zone: 'Europe/Lisbon',
  auto_accept: true,
  accept_from: '08:00',
  accept_to: '20:00',
  auto_assign: true,
}
const listPath = '/provider/dispatch-options'
const notFound = () => {
  throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
}

/** Serves the list, and answers a PUT with `onSave` (the saved area merged in by default). */
function serveOptions(
  areas: ProviderAreaOptions[],
  onSave?: (areaId: string, body: unknown) => unknown,
): PortalCall[] {
  let current = areas
  return servePortal((path, options) => {
    if (path === listPath && (options.method ?? 'GET') === 'GET') return { areas: current }
    if (path.startsWith(`${listPath}/`) && options.method === 'PUT') {
      const areaId = decodeURIComponent(path.slice(listPath.length + 1))
      if (onSave) return onSave(areaId, options.body)
      current = current.map((area) =>
        area.area_id === areaId ? { ...area, ...(options.body as object) } : area,
      )
      return { areas: current }
    }
    return notFound()
  })
}

const saves = (calls: PortalCall[]) =>
  calls.filter((call) => call.method === 'PUT').map(({ path, body }) => ({ path, body }))

async function setTime(input: HTMLElement, value: string) {
  await user.clear(input)
  await user.type(input, value)
}

async function openArea(name: string) {
  return within(await screen.findByRole('region', { name }))
}

describe('the provider’s automatic dispatch options', () => {
  it('builds its fixtures to the contract', () => {
    expect(providerDispatchOptionsSchema.parse({ areas: [newYork, lisbon] })).toBeTruthy()
  })

  it('shows each area with its clock, switches and window', async () => {
    serveOptions([newYork, lisbon])
    renderPortalAt('/provider/account')
    expect(
      await screen.findByRole('heading', { name: 'Automatic dispatch', level: 2 }),
    ).toBeVisible()

    const ny = await openArea('New York')
    expect(ny.getByText('Times are in New York time (America/New_York).')).toBeVisible()
    expect(ny.getByRole('switch', { name: 'Accept offered rides automatically' })).not.toBeChecked()
    expect(
      ny.getByRole('switch', { name: 'Assign my nearest free driver automatically' }),
    ).not.toBeChecked()
    expect(ny.getByLabelText('From')).toHaveValue('00:00')
    expect(ny.getByLabelText('To')).toHaveValue('00:00')
    expect(ny.getByText('All day: rides picking up at any hour are accepted.')).toBeVisible()

    const pt = await openArea('Lisbon')
    expect(pt.getByText('Times are in Lisbon time (Europe/Lisbon).')).toBeVisible()
    expect(pt.getByRole('switch', { name: 'Accept offered rides automatically' })).toBeChecked()
    expect(
      pt.getByRole('switch', { name: 'Assign my nearest free driver automatically' }),
    ).toBeChecked()
    expect(pt.getByLabelText('From')).toHaveValue('08:00')
    expect(pt.getByLabelText('To')).toHaveValue('20:00')
    // A plain daytime window needs no note.
    expect(pt.queryByText(/All day|Runs past midnight/)).not.toBeInTheDocument()
  })

  it('says past midnight for a window from 22:00 to 06:00', async () => {
    serveOptions([newYork])
    renderPortalAt('/provider/account')
    const ny = await openArea('New York')
    await setTime(ny.getByLabelText('From'), '22:00')
    await setTime(ny.getByLabelText('To'), '06:00')
    const note = 'Runs past midnight: from 22:00 until 06:00 the next day.'
    expect(ny.getByText(note)).toBeVisible()
    expect(ny.getByLabelText('To')).toHaveAccessibleDescription(note)
    expect(ny.queryByText(/All day/)).not.toBeInTheDocument()
  })

  it('saves one area’s options to that area, and says so', async () => {
    const calls = serveOptions([newYork, lisbon])
    renderPortalAt('/provider/account')
    const ny = await openArea('New York')
    await user.click(ny.getByRole('switch', { name: 'Accept offered rides automatically' }))
    await setTime(ny.getByLabelText('From'), '22:00')
    await setTime(ny.getByLabelText('To'), '06:00')
    await user.click(
      ny.getByRole('switch', { name: 'Assign my nearest free driver automatically' }),
    )
    await user.click(ny.getByRole('button', { name: 'Save New York' }))

    expect(await ny.findByText('Automatic dispatch for New York saved.')).toBeVisible()
    expect(saves(calls)).toEqual([
      {
        path: '/provider/dispatch-options/new-york',
        body: { auto_accept: true, accept_from: '22:00', accept_to: '06:00', auto_assign: true },
      },
    ])
    // The other area is untouched and says nothing.
    const pt = await openArea('Lisbon')
    expect(pt.queryByRole('status')).not.toBeInTheDocument()
    // An edit takes the note back.
    await user.click(ny.getByRole('switch', { name: 'Accept offered rides automatically' }))
    expect(ny.queryByText('Automatic dispatch for New York saved.')).not.toBeInTheDocument()
  })

  it('checks the window before sending', async () => {
    const calls = serveOptions([newYork])
    renderPortalAt('/provider/account')
    const ny = await openArea('New York')
    await user.clear(ny.getByLabelText('From'))
    await user.click(ny.getByRole('button', { name: 'Save New York' }))
    expect(await ny.findByText('Enter a valid time')).toBeVisible()
    expect(ny.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true')
    expect(saves(calls)).toEqual([])
  })

  it('puts the server’s message under the field it is about', async () => {
    serveOptions([newYork], () => {
      throw new ApiError('The accept window must end on a whole minute', {
        status: 400,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'accept_to', message: 'The accept window must end on a whole minute' }],
      })
    })
    renderPortalAt('/provider/account')
    const ny = await openArea('New York')
    await setTime(ny.getByLabelText('To'), '06:00')
    await user.click(ny.getByRole('button', { name: 'Save New York' }))

    const to = ny.getByLabelText('To')
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'))
    expect(to).toHaveAccessibleDescription('The accept window must end on a whole minute')
    expect(ny.getByLabelText('From')).not.toHaveAttribute('aria-invalid')
    // Placed on its field, it is not repeated in a general alert.
    expect(ny.getAllByText('The accept window must end on a whole minute')).toHaveLength(1)
  })

  it('shows a refusal about no field above the Save button', async () => {
    serveOptions([newYork], () => {
      throw new ApiError('This provider does not serve an area with this id.', {
        status: 404,
        code: 'NOT_FOUND',
      })
    })
    renderPortalAt('/provider/account')
    const ny = await openArea('New York')
    await user.click(ny.getByRole('button', { name: 'Save New York' }))
    const refusal = await ny.findByText('This provider does not serve an area with this id.')
    expect(refusal).toHaveAttribute('role', 'alert')
  })

  it('says so when the provider serves no area', async () => {
    serveOptions([])
    renderPortalAt('/provider/account')
    expect(await screen.findByText(/You serve no areas yet/)).toBeVisible()
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
  })

  it('offers to try again when the options fail to load', async () => {
    let fail = true
    servePortal((path) => {
      if (path !== listPath) return notFound()
      if (fail) {
        throw new ApiError('Failed to load your automatic dispatch options', {
          status: 500,
          code: 'INTERNAL_ERROR',
        })
      }
      return { areas: [lisbon] }
    })
    renderPortalAt('/provider/account')
    expect(await screen.findByText('Failed to load your automatic dispatch options')).toBeVisible()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Lisbon' })).toBeVisible()
  })
})
