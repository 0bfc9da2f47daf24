import { i18n } from '@lingui/core'
import { addressDetailMessages } from '@ridelane/domain'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AddressDetailField } from './address-detail-field'

// The exact pickup address left blank: the domain's message, in the page's language.

const pickupRequired = 'Enter the exact pickup address: street and number, or hotel name and room'

async function leaveBlank() {
  render(<AddressDetailField end="pickup" value="" onChange={vi.fn()} />)
  const field = screen.getByLabelText('Exact pickup address')
  await userEvent.click(field)
  await userEvent.tab()
  return field
}

describe('AddressDetailField', () => {
  it('asks in English for the exact pickup address once the field is left blank', async () => {
    const field = await leaveBlank()
    expect(screen.getByText(pickupRequired)).toBeVisible()
    expect(field).toHaveAccessibleDescription(expect.stringContaining(pickupRequired))
  })

  describe('on a page in another language', () => {
    afterEach(() => i18n.activate('en'))

    it('asks in the words of the domain’s catalogue', async () => {
      // A stand-in for the Spanish catalogue's entry.
      i18n.load('es', { [addressDetailMessages.pickupRequired]: 'ES: dirección exacta' })
      i18n.activate('es')
      await leaveBlank()
      expect(screen.getByText('ES: dirección exacta')).toBeVisible()
      expect(screen.queryByText(pickupRequired)).not.toBeInTheDocument()
    })
  })
})
