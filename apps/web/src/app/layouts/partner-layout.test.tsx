import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { PartnerAuthContext } from '@/features/partner/auth/partner-auth-context'
import { signedInPartner } from '@/features/partner/testing/partner-screen'
import { PartnerLayout } from './partner-layout'

function renderLayoutAt(
  url: string,
  logout = vi.fn(async () => undefined),
  viewer = signedInPartner.viewer,
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <PartnerAuthContext value={{ ...signedInPartner, logout, viewer }}>
            <PartnerLayout />
          </PartnerAuthContext>
        ),
        children: [{ path: '/partner/*', element: <h1>Screen</h1> }],
      },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return logout
}

describe('PartnerLayout', () => {
  it('links the portal sections and marks the current one', () => {
    renderLayoutAt('/partner/bookings?page=2')
    const nav = screen.getByRole('navigation', { name: 'Partner portal' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/partner/dashboard'],
      ['Bookings', '/partner/bookings'],
      ['Statements', '/partner/statements'],
      ['Profile', '/partner/profile'],
      ['Widget', '/partner/widget'],
      ['Team', '/partner/team'],
      ['API keys', '/partner/api-keys'],
      ['API guide', '/partner/api-guide'],
      ['Webhooks', '/partner/webhooks'],
    ])
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('link', { name: 'Ridelane' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('heading', { name: 'Screen' })).toBeInTheDocument()
  })

  it('shows a booker no admin sections (team, keys, webhooks)', () => {
    renderLayoutAt('/partner/dashboard', undefined, {
      kind: 'member',
      email: 'anna@harbourtravel.test',
      role: 'booker',
    })
    const nav = screen.getByRole('navigation', { name: 'Partner portal' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Bookings', 'Statements', 'Profile', 'Widget'])
  })

  it('logs out through the partner session', async () => {
    const logout = renderLayoutAt('/partner/dashboard')
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(logout).toHaveBeenCalledOnce()
  })
})
