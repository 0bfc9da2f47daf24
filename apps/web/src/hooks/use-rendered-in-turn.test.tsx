import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useRenderedInTurn } from './use-rendered-in-turn'

function Page() {
  const shown = useRenderedInTurn(2)
  return (
    <>
      <h1>Top</h1>
      {shown >= 1 && <p>Middle</p>}
      {shown >= 2 && <p>Bottom</p>}
    </>
  )
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

it('renders the top at once and each later part in a task of its own', async () => {
  render(<Page />)
  expect(screen.getByRole('heading', { name: 'Top' })).toBeInTheDocument()
  expect(screen.queryByText('Middle')).not.toBeInTheDocument()
  await act(() => vi.advanceTimersToNextTimerAsync())
  expect(screen.getByText('Middle')).toBeInTheDocument()
  expect(screen.queryByText('Bottom')).not.toBeInTheDocument()
  await act(() => vi.advanceTimersToNextTimerAsync())
  expect(screen.getByText('Bottom')).toBeInTheDocument()
  // Every part is drawn: nothing is left waiting.
  expect(vi.getTimerCount()).toBe(0)
})

it('leaves no timer behind when the page goes first', () => {
  const { unmount } = render(<Page />)
  expect(vi.getTimerCount()).toBe(1)
  unmount()
  expect(vi.getTimerCount()).toBe(0)
})
