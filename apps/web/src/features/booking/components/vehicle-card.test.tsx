import { i18n } from '@lingui/core'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sedan } from '../testing/booking-fixtures'
import { VehicleCard } from './vehicle-card'

// A vehicle's details (its fare lines and add-ons) are the domain's words, in the page's language.

const renderCard = () =>
  render(
    <ul>
      <VehicleCard
        vehicle={sedan}
        display={{ currency: 'USD', rate: 1 }}
        selected={false}
        onSelect={vi.fn()}
      />
    </ul>,
  )

describe('VehicleCard’s details', () => {
  it('name the fare and the add-ons in English', () => {
    renderCard()
    expect(screen.getByText('Vehicle fare')).toBeInTheDocument()
    expect(screen.getByText('Meet & greet')).toBeInTheDocument()
    expect(screen.getByText('Child seat')).toBeInTheDocument()
    expect(screen.getByText('+$12.00 per seat')).toBeInTheDocument()
  })

  describe('on a page in another language', () => {
    afterEach(() => i18n.activate('en'))

    it('name them in the words of the domain’s catalogue', () => {
      // Stand-ins for the Spanish catalogue's entries.
      i18n.load('es', {
        'Vehicle fare': 'ES: Tarifa',
        'Meet & greet': 'ES: Recepción',
        'Child seat': 'ES: Silla infantil',
        'per seat': 'por silla',
      })
      i18n.activate('es')
      renderCard()
      expect(screen.getByText('ES: Tarifa')).toBeInTheDocument()
      expect(screen.getByText('ES: Recepción')).toBeInTheDocument()
      expect(screen.getByText('ES: Silla infantil')).toBeInTheDocument()
      expect(screen.getByText('+$12.00 por silla')).toBeInTheDocument()
    })
  })
})
