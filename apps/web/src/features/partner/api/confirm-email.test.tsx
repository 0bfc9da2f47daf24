import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import { useConfirmEmailMutation } from './confirm-email'
import { usePartnerSessionQuery } from './get-partner-session'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const profile = (status: string) => ({ partner: { id: 'p1', status }, viewer: null })

describe('confirming the email', () => {
  it('shows the confirmed status even when the first session read was still on its way', async () => {
    // The first read of the session answers only after the confirmation has gone through, with
    // what the server had before it; the second read sees the confirmed account.
    let answerFirstRead: (value: unknown) => void = () => {}
    let reads = 0
    vi.mocked(apiRequest).mockImplementation(async (path: string) => {
      if (path === '/partners/confirm-email') return { message: 'Confirmed.' }
      reads += 1
      if (reads === 1) return new Promise((resolve) => (answerFirstRead = resolve))
      return profile('pending_approval')
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(
      () => ({ session: usePartnerSessionQuery('token'), confirm: useConfirmEmailMutation() }),
      { wrapper },
    )
    await waitFor(() => expect(reads).toBe(1))
    await act(() => result.current.confirm.mutateAsync('abc'))
    act(() => answerFirstRead(profile('email_unconfirmed')))

    await waitFor(() =>
      expect(result.current.session.data?.partner?.status).toBe('pending_approval'),
    )
    expect(reads).toBe(2)
  })
})
