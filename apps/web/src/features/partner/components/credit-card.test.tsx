import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CreditCard } from './credit-card'

describe('the dashboard’s credit card', () => {
  it('shows the partner its limit, what it owes and what is left', () => {
    render(
      <CreditCard
        credit={{
          on_account: true,
          credit_limit: 1000,
          paid_through: null,
          balance: 250.75,
          available: 749.25,
          invoices: [],
        }}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeVisible()
    expect(screen.getByText('Credit limit').nextElementSibling).toHaveTextContent('$1,000.00')
    expect(screen.getByText('Owed on account').nextElementSibling).toHaveTextContent('$250.75')
    expect(screen.getByText('Left to book').nextElementSibling).toHaveTextContent('$749.25')
  })
})
