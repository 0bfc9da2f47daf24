import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FaqList } from './faq-list'

const entries = [
  { question: 'How far ahead can I book?', answer: 'Up to 12 months.' },
  { question: 'How long will my driver wait?', answer: 'Sixty minutes at airports.' },
  { question: 'How much luggage?', answer: 'One 24-inch suitcase each.' },
]

// The questions are native disclosures (details/summary): jsdom toggles `open` on a click
// of the summary as a browser does.
const item = (name: string) => screen.getByText(name).closest('details')!

describe('FaqList', () => {
  it('starts closed, each question a heading inside its summary', () => {
    render(<FaqList entries={entries} />)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
    expect(item('How far ahead can I book?')).not.toHaveAttribute('open')
    expect(screen.getByText('Up to 12 months.')).not.toBeVisible()
  })

  it('opens several answers at once and closes them independently', async () => {
    render(<FaqList entries={entries} />)
    await userEvent.click(screen.getByText('How far ahead can I book?'))
    await userEvent.click(screen.getByText('How much luggage?'))
    expect(screen.getByText('Up to 12 months.')).toBeVisible()
    expect(screen.getByText('One 24-inch suitcase each.')).toBeVisible()
    expect(screen.getByText('Sixty minutes at airports.')).not.toBeVisible()

    await userEvent.click(screen.getByText('How far ahead can I book?'))
    expect(item('How far ahead can I book?')).not.toHaveAttribute('open')
    expect(screen.getByText('Up to 12 months.')).not.toBeVisible()
    expect(item('How much luggage?')).toHaveAttribute('open')
  })
})
