import { dataRightsMessages, type DataAccess } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiDownload, apiRequest } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'
import { MyDataPage, type MyDataState } from './my-data-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiDownload: vi.fn(),
}))
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }))
const api = vi.mocked(apiRequest)
const download = vi.mocked(apiDownload)
const user = userEvent.setup()

const access: DataAccess = {
  token: 'access-token',
  expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
  email: 'amara@example.test',
  bookings: [
    {
      booking_code: 'ABCD2345',
      status: 'completed',
      pickup_time: '2026-10-01T08:00:00.000Z',
      erasable_now: true,
    },
    {
      booking_code: 'WXYZ6789',
      status: 'confirmed',
      pickup_time: '2026-12-20T08:00:00.000Z',
      erasable_now: false,
    },
  ],
}

function renderPage(state?: MyDataState) {
  const router = createMemoryRouter([{ path: '/my-data', element: <MyDataPage /> }], {
    initialEntries: [{ pathname: '/my-data', state }],
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  api.mockReset()
  download.mockReset()
  vi.mocked(saveFile).mockReset()
  sessionStorage.clear()
})

async function openWithCode() {
  api.mockResolvedValueOnce({ message: dataRightsMessages.codeSent })
  renderPage()
  await user.type(screen.getByLabelText('Email'), ' Amara@Example.test ')
  await user.click(screen.getByRole('button', { name: 'Email me a code' }))
  expect(
    await screen.findByRole('heading', { name: 'Enter the code from your email' }),
  ).toHaveFocus()
  expect(screen.getByText(/If we hold bookings under this email/)).toBeVisible()
  api.mockResolvedValueOnce(access)
  await user.type(screen.getByLabelText('Code'), '123 456')
  await user.click(screen.getByRole('button', { name: 'Show my data' }))
  expect(await screen.findByRole('heading', { name: 'What we hold about you' })).toHaveFocus()
}

describe('Your data', () => {
  it('checks the email before asking for a code', async () => {
    renderPage()
    await user.type(screen.getByLabelText('Email'), 'amara@example')
    await user.click(screen.getByRole('button', { name: 'Email me a code' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible()
    expect(api).not.toHaveBeenCalled()
  })

  it('sends a code, takes it and lists the bookings held', async () => {
    await openWithCode()
    expect(api).toHaveBeenNthCalledWith(
      1,
      '/privacy/data-code',
      expect.objectContaining({ method: 'POST', body: { email: 'amara@example.test' } }),
    )
    expect(api).toHaveBeenNthCalledWith(
      2,
      '/privacy/access',
      expect.objectContaining({ body: { email: 'amara@example.test', code: '123456' } }),
    )
    const list = screen.getByRole('list')
    expect(within(list).getByText('ABCD2345')).toBeVisible()
    expect(within(list).getByText('WXYZ6789')).toBeVisible()
    expect(screen.getByText(/One ride is still to come/)).toBeVisible()
  })

  it('shows the server’s words for a wrong code and keeps the form', async () => {
    api.mockResolvedValueOnce({ message: dataRightsMessages.codeSent })
    renderPage()
    await user.type(screen.getByLabelText('Email'), 'amara@example.test')
    await user.click(screen.getByRole('button', { name: 'Email me a code' }))
    await screen.findByLabelText('Code')
    await user.type(screen.getByLabelText('Code'), '12')
    await user.click(screen.getByRole('button', { name: 'Show my data' }))
    expect(await screen.findByText('Enter the 6 digits of the code from the email.')).toBeVisible()
    api.mockRejectedValueOnce(
      new ApiError(dataRightsMessages.codeRejected, { status: 401, code: 'UNAUTHORIZED' }),
    )
    await user.clear(screen.getByLabelText('Code'))
    await user.type(screen.getByLabelText('Code'), '654321')
    await user.click(screen.getByRole('button', { name: 'Show my data' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(dataRightsMessages.codeRejected)
  })

  it('opens at the code step when the ride page sent the code', async () => {
    renderPage({ email: 'amara@example.test', sentTo: 'a•••@example.test' })
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from your email' }),
    ).toBeVisible()
    expect(screen.getByText(/We sent a 6-digit code to a•••@example.test/)).toBeVisible()
  })

  it('downloads both files with the access token, and survives a refresh', async () => {
    await openWithCode()
    download.mockResolvedValue({ blob: new Blob(['{}']), fileName: 'ridelane-my-data.json' })
    await user.click(screen.getByRole('button', { name: 'Download JSON' }))
    expect(download).toHaveBeenCalledWith(
      '/privacy/export',
      expect.objectContaining({ headers: { 'X-Data-Access-Token': 'access-token' } }),
    )
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(download).toHaveBeenCalledWith('/privacy/export.pdf', expect.anything())
    expect(saveFile).toHaveBeenCalledTimes(2)
  })

  it('keeps the access for the tab, so a refresh does not ask for a new code', async () => {
    sessionStorage.setItem('ridelane.data-access', JSON.stringify(access))
    renderPage()
    expect(await screen.findByRole('heading', { name: 'What we hold about you' })).toBeVisible()
    expect(api).not.toHaveBeenCalled()
  })

  it('forgets an expired access', async () => {
    sessionStorage.setItem(
      'ridelane.data-access',
      JSON.stringify({ ...access, expires_at: new Date(Date.now() - 1000).toISOString() }),
    )
    renderPage()
    expect(await screen.findByLabelText('Email')).toBeVisible()
    expect(sessionStorage.getItem('ridelane.data-access')).toBeNull()
  })

  it('erases after a confirmation, and says what waits for its ride', async () => {
    await openWithCode()
    await user.click(screen.getByRole('button', { name: 'Erase my data' }))
    const dialog = await screen.findByRole('dialog', { name: 'Erase your data?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep my data' }))
    expect(api).toHaveBeenCalledTimes(2)

    await user.click(screen.getByRole('button', { name: 'Erase my data' }))
    api.mockResolvedValueOnce({
      erased: [{ booking_code: 'ABCD2345' }],
      waiting: [{ booking_code: 'WXYZ6789', status: 'confirmed' }],
    })
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, erase it' }),
    )
    expect(await screen.findByRole('heading', { name: 'Your data is erased' })).toBeVisible()
    expect(api).toHaveBeenLastCalledWith(
      '/privacy/erasure',
      expect.objectContaining({
        method: 'POST',
        headers: { 'X-Data-Access-Token': 'access-token' },
      }),
    )
    expect(screen.getByText(/Erased now: ABCD2345/)).toBeVisible()
    expect(screen.getByText(/Erased once the ride is over: WXYZ6789/)).toBeVisible()
    expect(sessionStorage.getItem('ridelane.data-access')).toBeNull()
  })

  it('asks for a new code once the access has ended', async () => {
    await openWithCode()
    download.mockRejectedValue(
      new ApiError(dataRightsMessages.accessExpired, { status: 401, code: 'UNAUTHORIZED' }),
    )
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByRole('heading', { name: 'Your access has ended' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Ask for a new code' }))
    expect(await screen.findByLabelText('Email')).toBeVisible()
  })
})
