import type { OutboxMail } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { OpsOutboxPage } from './ops-outbox-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const failed: OutboxMail = {
  id: 'mail-1',
  to: 'traveller@ridelane.example',
  subject: 'Your booking is confirmed',
  status: 'failed',
  attempts: 5,
  last_error: '550 mailbox unavailable',
  created_at: '2026-11-24T10:00:00Z',
  next_attempt_at: null,
  sent_at: null,
}
const pagination = { current_page: 1, total_pages: 1, total: 1 }

const previewHtml =
  '<!DOCTYPE html><html><body><p>Hello Amara,</p><a href="https://ridelane.example/rides/RL1#hidden">View your ride</a></body></html>'
const previewText = 'Hello Amara,\n\nYour ride page: https://ridelane.example/rides/RL1#hidden'

/**
 * Answers the outbox list from `mails`, a retry by turning the mail pending, and a preview with
 * both parts of the mail.
 */
function fakeApi(mails: OutboxMail[]) {
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      if (path.includes('/preview')) {
        return { mail: { ...mails[0], html: previewHtml, text: previewText } }
      }
      if (options.method === 'POST' && path.includes('/retry')) {
        mails = mails.map((mail) => ({ ...mail, status: 'pending', attempts: 0 }))
        return { mail: mails[0], message: 'The mail is queued to be sent again.' }
      }
      const status = new URL(path, 'http://x').searchParams.get('status')
      const shown = mails.filter((mail) => !status || mail.status === status)
      return { mails: shown, pagination: { ...pagination, total: shown.length } }
    },
  )
}

function renderOutbox() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '/ops/outbox', element: <OpsOutboxPage /> }], {
    initialEntries: ['/ops/outbox'],
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

describe('the outbox page', () => {
  it('shows a failed mail with its error, sends it again and says so', async () => {
    fakeApi([failed])
    renderOutbox()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the outbox...')
    const row = (await screen.findAllByRole('row')).find((r) =>
      r.textContent?.includes('Your booking is confirmed'),
    )!
    expect(row).toHaveTextContent('550 mailbox unavailable')
    expect(row).toHaveTextContent('Failed')

    await userEvent.click(
      within(row).getByRole('button', {
        name: 'Send again: Your booking is confirmed to traveller@ridelane.example',
      }),
    )
    expect(
      await screen.findByText(
        'The mail is queued to be sent again. (Your booking is confirmed, to traveller@ridelane.example)',
      ),
    ).toBeInTheDocument()
    expect(apiRequest).toHaveBeenCalledWith(
      '/ops/outbox/mail-1/retry',
      expect.objectContaining({ method: 'POST' }),
    )
    // The list is read again: the mail is pending and has no button any more.
    expect(await screen.findAllByText('Pending')).not.toHaveLength(0)
    expect(screen.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument()
  })

  it('says so when no mail has the chosen status', async () => {
    fakeApi([{ ...failed, status: 'sent', sent_at: '2026-11-24T10:01:00Z' }])
    renderOutbox()
    expect(await screen.findAllByText(/Sent 24 Nov 2026/)).not.toHaveLength(0)
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed')
    expect(await screen.findByText('No failed mail.')).toBeInTheDocument()
  })

  it('previews a mail: its HTML in a sandboxed frame and its text part', async () => {
    fakeApi([failed])
    renderOutbox()
    const row = (await screen.findAllByRole('row')).find((r) =>
      r.textContent?.includes('Your booking is confirmed'),
    )!
    await userEvent.click(
      within(row).getByRole('button', {
        name: 'Preview: Your booking is confirmed to traveller@ridelane.example',
      }),
    )
    const panel = await screen.findByRole('region', { name: 'Preview: Your booking is confirmed' })
    expect(
      screen.getByRole('heading', { name: 'Preview: Your booking is confirmed' }),
    ).toHaveFocus()
    expect(apiRequest).toHaveBeenCalledWith('/ops/outbox/mail-1/preview', expect.anything())
    const frame = within(panel).getByTitle(
      'The mail “Your booking is confirmed” as its reader sees it',
    )
    expect(frame.tagName).toBe('IFRAME')
    // Nothing in the mail may run, open a window or reach the console.
    expect(frame).toHaveAttribute('sandbox', '')
    expect(frame).toHaveAttribute('srcdoc', previewHtml)
    expect(
      within(panel).getByText(/Your ride page: https:\/\/ridelane\.example/),
    ).toHaveTextContent(previewText.replace('\n\n', ' '))

    await userEvent.click(within(panel).getByRole('button', { name: 'Close preview' }))
    expect(screen.queryByRole('region', { name: /Preview/ })).not.toBeInTheDocument()
  })
})
