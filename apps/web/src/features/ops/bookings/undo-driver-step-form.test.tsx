import type { OpsBookingDetail } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import { UndoDriverStepForm } from './undo-driver-step-form'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const bookingId = '0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e6f'
const detail = {
  booking: { id: bookingId, booking_status: 'completed' },
  version: 7,
} as unknown as OpsBookingDetail

const user = userEvent.setup()
function renderForm() {
  const onDone = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UndoDriverStepForm detail={detail} onDone={onDone} />
    </QueryClientProvider>,
  )
  return onDone
}

beforeEach(() => vi.mocked(apiRequest).mockReset())

describe('UndoDriverStepForm', () => {
  it('says where the booking goes back to and sends the reason with the version seen', async () => {
    vi.mocked(apiRequest).mockResolvedValue(detail)
    const onDone = renderForm()
    expect(screen.getByText(/goes back from Completed to Passenger on board/)).toBeVisible()
    await user.type(screen.getByLabelText('Reason'), 'Tapped at the wrong stop')
    await user.click(screen.getByRole('button', { name: 'Undo the driver’s step' }))
    expect(apiRequest).toHaveBeenCalledWith(
      `/ops/bookings/${bookingId}/undo-driver-step`,
      expect.objectContaining({
        method: 'POST',
        body: { expected_version: 7, reason: 'Tapped at the wrong stop' },
      }),
    )
    expect(onDone).toHaveBeenCalled()
  })
})
