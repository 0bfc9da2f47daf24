import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError } from '@/lib/api-client'
import { DRIVER } from '../testing/job-fixtures'
import { servePortal } from '../testing/portal-api'
import { renderPortalAt } from '../testing/portal-screen'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiEventStream: vi.fn(),
}))

const user = userEvent.setup()
afterEach(() => localStorage.clear())

const second = {
  id: '5f607182-93a4-4ebf-8031-4c5d6e7f8091',
  name: 'Ana Silva',
  phone: '+12125550142',
}
const availabilityPath = `/provider/drivers/${DRIVER.id}/availability`

describe('the provider’s drivers page', () => {
  it('lists the active drivers and opens one’s working hours and time off', async () => {
    const calls = servePortal((path) => {
      if (path === '/provider/drivers') {
        return {
          drivers: [
            { ...DRIVER, languages: ['English', 'Spanish'] },
            { ...second, languages: [] },
          ],
        }
      }
      if (path === availabilityPath) {
        return {
          driver_id: DRIVER.id,
          time_zone: 'America/New_York',
          shifts: [{ weekday: 5, starts: '22:00', ends: '06:00' }],
          time_off: [],
        }
      }
      throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
    })
    renderPortalAt('/provider/drivers')
    expect(await screen.findByRole('heading', { name: 'Drivers', level: 1 })).toBeVisible()
    const nav = screen.getByRole('navigation', { name: 'Provider portal' })
    expect(within(nav).getByRole('link', { name: 'Drivers' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const luis = within(await screen.findByRole('region', { name: 'Luis Ortega' }))
    expect(luis.getByText(/English, Spanish/)).toBeVisible()
    expect(screen.getByRole('region', { name: 'Ana Silva' })).toBeVisible()
    // Nothing is asked for a driver until their section is opened.
    expect(calls.map((call) => call.path)).not.toContain(availabilityPath)

    const toggle = luis.getByRole('button', { name: 'Working hours & time off: Luis Ortega' })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await luis.findByText('Times are in New York time (America/New_York).')).toBeVisible()
    const shift = within(luis.getByRole('group', { name: 'Shift 1' }))
    expect(shift.getByLabelText('Day')).toHaveDisplayValue('Friday')
    expect(luis.getByText('Runs past midnight: ends at 06:00 on Saturday.')).toBeVisible()
    expect(luis.getByText('No time off planned.')).toBeVisible()
  })

  it('says so when the provider has no active drivers', async () => {
    servePortal((path) => {
      if (path === '/provider/drivers') return { drivers: [] }
      throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
    })
    renderPortalAt('/provider/drivers')
    expect(await screen.findByText(/You have no active drivers yet/)).toBeVisible()
  })
})
