import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest } from '@/lib/api-client'
import type * as ApiClient from '@/lib/api-client'
import { SandboxChallengePage } from './sandbox-challenge-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))
const api = vi.mocked(apiRequest)

function renderPage() {
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        initialEntries={[
          { pathname: '/pay/sandbox/challenge/ch_1', state: { amount: 84.5, currency: 'USD' } },
        ]}
      >
        <Routes>
          <Route path="/pay/sandbox/challenge/:reference" element={<SandboxChallengePage />} />
          <Route path="/booking" element={<p>Back in the wizard</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  api.mockReset()
})

describe('SandboxChallengePage', () => {
  it('shows the amount, records the approval and goes back where the payment started', async () => {
    api.mockResolvedValue({ return_url: '/booking?payment=return' })
    renderPage()
    expect(screen.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible()
    expect(screen.getByTestId('challenge-amount')).toHaveTextContent('$84.50 (USD)')
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Back in the wizard')).toBeVisible()
    expect(api).toHaveBeenCalledWith(
      '/payments/sandbox/challenge/ch_1',
      expect.objectContaining({ method: 'POST', body: { outcome: 'approve' } }),
    )
  })

  it('says so when the check is unknown, and stays', async () => {
    api.mockImplementation(async () => {
      throw new ApiError('Payment not found', { status: 404, code: 'NOT_FOUND' })
    })
    renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment not found')
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled()
  })
})
