import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMBOBOX_BLUR_CLOSE_MS, Combobox } from './combobox'

const cities = ['Paris', 'Prague', 'Porto']

function Harness({ onPick = vi.fn(), onSubmit = vi.fn(), openOnFocus = false }) {
  const [text, setText] = useState('')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Combobox
        label="Pickup location"
        value={text}
        onValueChange={setText}
        options={text ? cities : []}
        optionKey={(city) => city}
        optionLabel={(city) => city}
        openOnFocus={openOnFocus}
        onSelect={(city) => {
          setText(city)
          onPick(city)
        }}
      />
      <button type="submit">Go</button>
    </form>
  )
}

afterEach(() => vi.useRealTimers())

describe('Combobox', () => {
  it('shows its suggestions again on focus only when asked to', async () => {
    for (const openOnFocus of [false, true]) {
      const { unmount } = render(<Harness openOnFocus={openOnFocus} />)
      const input = screen.getByRole('combobox', { name: 'Pickup location' })
      await userEvent.type(input, 'p')
      await userEvent.keyboard('{Escape}')
      await userEvent.tab()
      await userEvent.tab({ shift: true })
      expect(input).toHaveFocus()
      expect(input).toHaveAttribute('aria-expanded', String(openOnFocus))
      unmount()
    }
  })

  it('opens a listbox tied to the input as the traveller types', async () => {
    render(<Harness />)
    const input = screen.getByRole('combobox', { name: 'Pickup location' })
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await userEvent.type(input, 'p')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('listbox', { name: 'Pickup location' })
    expect(input).toHaveAttribute('aria-controls', list.id)
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(cities)
  })

  it('moves the highlight with the arrows and picks it with Enter, without submitting', async () => {
    const onPick = vi.fn()
    const onSubmit = vi.fn()
    render(<Harness onPick={onPick} onSubmit={onSubmit} />)
    const input = screen.getByRole('combobox')
    await userEvent.type(input, 'p')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const prague = screen.getByRole('option', { name: 'Prague' })
    expect(prague).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', prague.id)
    await userEvent.keyboard('{ArrowUp}')
    expect(screen.getByRole('option', { name: 'Paris' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Enter}')
    expect(onPick).toHaveBeenCalledWith('Paris')
    expect(input).toHaveValue('Paris')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('wraps from the first option to the last with ArrowUp', async () => {
    render(<Harness />)
    await userEvent.type(screen.getByRole('combobox'), 'p')
    await userEvent.keyboard('{ArrowUp}')
    expect(screen.getByRole('option', { name: 'Porto' })).toHaveAttribute('aria-selected', 'true')
  })

  it('closes with Escape and keeps the text', async () => {
    render(<Harness />)
    const input = screen.getByRole('combobox')
    await userEvent.type(input, 'pr')
    await userEvent.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('pr')
  })

  it('closes about 200 ms after focus leaves, not at once', () => {
    vi.useFakeTimers()
    render(<Harness />)
    const input = screen.getByRole('combobox')
    fireEvent.change(input, { target: { value: 'p' } })
    fireEvent.blur(input)
    act(() => vi.advanceTimersByTime(COMBOBOX_BLUR_CLOSE_MS - 50))
    expect(input).toHaveAttribute('aria-expanded', 'true')
    act(() => vi.advanceTimersByTime(60))
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('picks an option with a pointer press', async () => {
    const onPick = vi.fn()
    render(<Harness onPick={onPick} />)
    await userEvent.type(screen.getByRole('combobox'), 'p')
    await userEvent.click(screen.getByRole('option', { name: 'Porto' }))
    expect(onPick).toHaveBeenCalledWith('Porto')
  })
})
