import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FaqList } from './faq-list'

const entries = [
  { question: 'How far ahead can I book?', answer: 'Up to 12 months.' },
  { question: 'How long will my driver wait?', answer: 'Sixty minutes at airports.' },
  { question: 'How much luggage?', answer: 'One 24-inch suitcase each.' },
]

const question = (name: string) => screen.getByRole('button', { name })

describe('FaqList', () => {
  it('starts closed', () => {
    render(<FaqList entries={entries} />)
    expect(question('How far ahead can I book?')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Up to 12 months.')).not.toBeVisible()
  })

  it('opens several answers at once and closes them independently', async () => {
    render(<FaqList entries={entries} />)
    await userEvent.click(question('How far ahead can I book?'))
    await userEvent.click(question('How much luggage?'))
    expect(screen.getByText('Up to 12 months.')).toBeVisible()
    expect(screen.getByText('One 24-inch suitcase each.')).toBeVisible()
    expect(screen.getByText('Sixty minutes at airports.')).not.toBeVisible()

    await userEvent.click(question('How far ahead can I book?'))
    expect(question('How far ahead can I book?')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Up to 12 months.')).not.toBeVisible()
    expect(question('How much luggage?')).toHaveAttribute('aria-expanded', 'true')
  })

  it('ties each button to its answer for assistive technology', async () => {
    render(<FaqList entries={entries} />)
    const button = question('How long will my driver wait?')
    await userEvent.click(button)
    const answer = document.getElementById(button.getAttribute('aria-controls')!)
    expect(answer).toHaveTextContent('Sixty minutes at airports.')
  })
})
