import { monthInZone, recentStatementMonths } from '@ridelane/domain'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiDownload } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'
import { PartnerStatementSection } from './partner-statement-section'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiDownload: vi.fn(),
}))
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }))

const partnerId = '0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e6f'
const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiDownload).mockReset()
  vi.mocked(saveFile).mockReset()
})

describe('the partner statement on the console’s partner page', () => {
  it('downloads the chosen month as CSV or PDF, and says so when it fails', async () => {
    const previous = recentStatementMonths(monthInZone(new Date()), 2)[1]!
    const blob = new Blob(['x'])
    vi.mocked(apiDownload).mockResolvedValue({ blob, fileName: 'statement.pdf' })
    render(<PartnerStatementSection partnerId={partnerId} />)
    await user.selectOptions(screen.getByLabelText('Statement month'), previous)
    await user.click(screen.getByRole('button', { name: 'Statement (PDF)' }))
    expect(apiDownload).toHaveBeenCalledWith(
      `/ops/partners/${partnerId}/statement.pdf?month=${previous}`,
      expect.anything(),
    )
    expect(saveFile).toHaveBeenCalledWith(blob, 'statement.pdf')
    vi.mocked(apiDownload).mockRejectedValueOnce(new Error('No partner has this id.'))
    await user.click(screen.getByRole('button', { name: 'Statement (CSV)' }))
    expect(await screen.findByText('No partner has this id.')).toBeInTheDocument()
  })
})
