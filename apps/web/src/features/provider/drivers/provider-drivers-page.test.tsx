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

  describe('home bases', () => {
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
    const anaHome = { lat: 40.75801, lng: -73.98552 }
    const homePath = (id: string) => `/provider/drivers/${id}/home-base`
    const outOfRange = 'Enter a latitude from -90 to 90'

    function serveDrivers(refuse = false) {
      return servePortal((path, options) => {
        if (path === '/provider/drivers') {
          return {
            drivers: [
              { ...DRIVER, languages: ['English'], home_base: null },
              { ...second, languages: [], home_base: anaHome },
            ],
          }
        }
        if (path === '/places/search') {
          return { places: String(options.query?.q).startsWith('JFK') ? [jfk] : [] }
        }
        const owner = [DRIVER, second].find((each) => path === homePath(each.id))
        if (owner && options.method === 'PUT') {
          if (refuse) {
            throw new ApiError(outOfRange, {
              status: 400,
              code: 'VALIDATION_FAILED',
              details: [{ path: 'home_base.lat', message: outOfRange }],
            })
          }
          return { driver: { ...owner, languages: [], ...(options.body as object) } }
        }
        throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
      })
    }
    const puts = (calls: ReturnType<typeof servePortal>) =>
      calls.filter((call) => call.method === 'PUT')

    it('shows each one and sets a place picked with the keyboard', async () => {
      const calls = serveDrivers()
      renderPortalAt('/provider/drivers')
      const luis = within(await screen.findByRole('region', { name: 'Luis Ortega' }))
      const ana = within(screen.getByRole('region', { name: 'Ana Silva' }))
      expect(luis.getByText('not set')).toBeVisible()
      expect(ana.getByText('40.7580, -73.9855')).toBeVisible()

      await user.click(luis.getByRole('button', { name: 'Set home base: Luis Ortega' }))
      const field = luis.getByRole('combobox', { name: 'Home base' })
      expect(field).toHaveValue('')
      await user.type(field, 'JFK')
      expect(await luis.findByRole('option', { name: /John F\. Kennedy/ })).toBeVisible()
      await user.keyboard('{ArrowDown}{Enter}')
      expect(field).toHaveValue('John F. Kennedy International Airport, Queens, NY 11430, USA')
      await user.click(luis.getByRole('button', { name: 'Save home base' }))

      expect(await luis.findByRole('status')).toHaveTextContent('Home base saved.')
      expect(puts(calls)).toEqual([
        expect.objectContaining({
          path: homePath(DRIVER.id),
          body: { home_base: { lat: 40.6413, lng: -73.7781 } },
        }),
      ])
      expect(luis.getByText('40.6413, -73.7781')).toBeVisible()
      expect(luis.getByRole('button', { name: 'Change home base: Luis Ortega' })).toHaveFocus()
    })

    it('clears one, and cancelling sends nothing', async () => {
      const calls = serveDrivers()
      renderPortalAt('/provider/drivers')
      const ana = within(await screen.findByRole('region', { name: 'Ana Silva' }))
      await user.click(ana.getByRole('button', { name: 'Change home base: Ana Silva' }))
      expect(ana.getByRole('combobox', { name: 'Home base' })).toHaveValue('40.7580, -73.9855')
      await user.click(ana.getByRole('button', { name: 'Cancel' }))
      expect(puts(calls)).toEqual([])
      const change = ana.getByRole('button', { name: 'Change home base: Ana Silva' })
      expect(change).toHaveFocus()

      await user.click(change)
      await user.click(ana.getByRole('button', { name: 'Clear home base of Ana Silva' }))
      expect(ana.getByRole('combobox', { name: 'Home base' })).toHaveFocus()
      await user.click(ana.getByRole('button', { name: 'Save home base' }))
      expect(await ana.findByRole('status')).toHaveTextContent('Home base saved.')
      expect(puts(calls)).toEqual([
        expect.objectContaining({ path: homePath(second.id), body: { home_base: null } }),
      ])
      expect(ana.getByText('not set')).toBeVisible()
    })

    it('refuses text never picked, and puts the server’s message under the field', async () => {
      const calls = serveDrivers(true)
      renderPortalAt('/provider/drivers')
      const luis = within(await screen.findByRole('region', { name: 'Luis Ortega' }))
      await user.click(luis.getByRole('button', { name: 'Set home base: Luis Ortega' }))
      const field = luis.getByRole('combobox', { name: 'Home base' })
      await user.type(field, 'Somewhere in Queens')
      await user.click(luis.getByRole('button', { name: 'Save home base' }))
      expect(await luis.findByText('Choose a place from the suggestions')).toBeVisible()
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(puts(calls)).toEqual([])

      await user.clear(field)
      await user.type(field, 'JFK')
      await user.click(await luis.findByRole('option', { name: /John F\. Kennedy/ }))
      await user.click(luis.getByRole('button', { name: 'Save home base' }))
      expect(await luis.findByText(outOfRange)).toBeVisible()
      expect(luis.getByRole('combobox', { name: 'Home base' })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      expect(puts(calls)).toHaveLength(1)
    })
  })
})
