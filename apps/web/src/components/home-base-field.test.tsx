import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import { homeBaseField, type HomeBaseFieldValue } from '@/lib/home-base'
import { HomeBaseField } from './home-base-field'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const marina = {
  id: 'landmark:marina-beach',
  type: 'landmark' as const,
  name: 'Marina Beach',
  address: 'Chennai, Tamil Nadu, India',
  lat: 13.05,
  lng: 80.2824,
  timezone: 'Asia/Kolkata',
  country_code: 'IN',
}

function Harness({
  start,
  seen,
}: {
  start: HomeBaseFieldValue
  seen: (v: HomeBaseFieldValue) => void
}) {
  const [value, setValue] = useState(start)
  return (
    <HomeBaseField
      owner="Ravi Kumar"
      value={value}
      onChange={(next) => {
        setValue(next)
        seen(next)
      }}
    />
  )
}

function renderField(start: HomeBaseFieldValue) {
  const seen = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Harness start={start} seen={seen} />
    </QueryClientProvider>,
  )
  return seen
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(async () => ({ places: [marina] }))
})

describe('HomeBaseField', () => {
  it('is a labelled place search with its hint, picked with the keyboard', async () => {
    const seen = renderField(homeBaseField(null))
    const field = screen.getByRole('combobox', { name: 'Home base' })
    expect(field).toHaveAccessibleDescription(/Pick a place from the suggestions/)
    expect(screen.queryByRole('button', { name: /Clear home base/ })).toBeNull()
    await userEvent.type(field, 'Marina')
    await screen.findByRole('option', { name: /Marina Beach/ })
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(seen).toHaveBeenLastCalledWith({
      address: 'Marina Beach, Chennai, Tamil Nadu, India',
      lat: 13.05,
      lng: 80.2824,
    })
    expect(apiRequest).toHaveBeenCalledWith(
      '/places/search',
      expect.objectContaining({ query: expect.objectContaining({ q: 'Marina' }) }),
    )
  })

  it('says so when text is left without a pick', async () => {
    const seen = renderField(homeBaseField(null))
    const field = screen.getByRole('combobox', { name: 'Home base' })
    await userEvent.type(field, 'Somewhere')
    await userEvent.tab()
    expect(await screen.findByText('Choose a place from the suggestions')).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(seen).toHaveBeenLastCalledWith({ address: 'Somewhere', lat: null, lng: null })
  })

  it('shows a kept home base and clears it with a button, keeping focus in the field', async () => {
    const seen = renderField(homeBaseField({ lat: 13.05, lng: 80.2824 }))
    expect(screen.getByRole('combobox', { name: 'Home base' })).toHaveValue('13.0500, 80.2824')
    await userEvent.click(screen.getByRole('button', { name: 'Clear home base of Ravi Kumar' }))
    expect(seen).toHaveBeenLastCalledWith({ address: '', lat: null, lng: null })
    const field = screen.getByRole('combobox', { name: 'Home base' })
    expect(field).toHaveValue('')
    expect(field).toHaveFocus()
    expect(screen.queryByRole('button', { name: /Clear home base/ })).toBeNull()
  })
})
