import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { Button, ButtonLink } from './button'

describe('Button', () => {
  it('is a primary, medium, non-submitting button by default', () => {
    render(<Button>Find Premium Vehicles</Button>)
    const button = screen.getByRole('button', { name: 'Find Premium Vehicles' })
    expect(button).toHaveAttribute('type', 'button')
    expect(button.className).toContain('bg-ink-900')
    expect(button.className).toContain('min-h-11')
  })

  it.each([
    ['secondary', 'bg-accent-400'],
    ['outline', 'border-ink-300'],
    ['ghost', 'hover:bg-ink-100'],
  ] as const)('styles the %s variant', (variant, expected) => {
    render(<Button variant={variant}>Go</Button>)
    expect(screen.getByRole('button').className).toContain(expected)
  })

  it.each([
    ['sm', 'min-h-9'],
    ['lg', 'min-h-13'],
  ] as const)('sizes %s', (size, expected) => {
    render(<Button size={size}>Go</Button>)
    expect(screen.getByRole('button').className).toContain(expected)
  })

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Save</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('ignores presses while disabled', async () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('button')).toBeDisabled()
    expect(onClick).not.toHaveBeenCalled()
  })

  it('shows a spinner, marks itself busy and blocks presses while loading', async () => {
    const onClick = vi.fn()
    const { container } = render(
      <Button loading onClick={onClick}>
        Sign In
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Sign In' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toBeDisabled()
    expect(container.querySelector('svg.animate-spin')).toBeInTheDocument()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('passes other props and the ref through', () => {
    const ref = createRef<HTMLButtonElement>()
    render(
      <Button ref={ref} type="submit" aria-describedby="hint" className="w-full">
        Send
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Send' })
    expect(ref.current).toBe(button)
    expect(button).toHaveAttribute('type', 'submit')
    expect(button).toHaveAttribute('aria-describedby', 'hint')
    expect(button.className).toContain('w-full')
  })
})

describe('ButtonLink', () => {
  it('renders a link with button styles', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/booking" variant="secondary">
          Book a Ride
        </ButtonLink>
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: 'Book a Ride' })
    expect(link).toHaveAttribute('href', '/booking')
    expect(link.className).toContain('bg-accent-400')
  })
})
