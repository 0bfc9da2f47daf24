import {
  webhookEventTypes,
  webhookMessages,
  type WebhookEndpoint,
  type WebhookLogResponse,
} from '@ridelane/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import { answerCalls, failWith, renderPartnerScreen, sentBody } from '../../testing/partner-screen'
import { PartnerWebhooksPage } from './partner-webhooks-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const endpoint: WebhookEndpoint = {
  id: '6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  url: 'https://hooks.harbourtravel.test/ridelane',
  events: [...webhookEventTypes],
  enabled: true,
  created_at: '2026-11-20T10:00:00.000Z',
}
const secret = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG'
const log: WebhookLogResponse = {
  events: [
    {
      id: 'evt_AbCdEfGhIjKlMnOpQrStUvWx',
      type: 'booking.confirmed',
      booking_code: 'Q3W8E5RT',
      created_at: '2026-11-21T08:00:00.000Z',
      state: 'delivered',
      attempts: [
        {
          attempt: 1,
          outcome: 'failed',
          status_code: 500,
          error: null,
          duration_ms: 31,
          manual: false,
          at: '2026-11-21T08:00:01.000Z',
        },
        {
          attempt: 2,
          outcome: 'delivered',
          status_code: 200,
          error: null,
          duration_ms: 12,
          manual: false,
          at: '2026-11-21T08:00:31.000Z',
        },
      ],
    },
  ],
}

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

const renderPage = () => renderPartnerScreen(<PartnerWebhooksPage />, { path: '/partner/webhooks' })

describe('the webhooks page', () => {
  it('adds an endpoint with all events and shows its secret once', async () => {
    let endpoints: WebhookEndpoint[] = []
    answerCalls(apiRequest, {
      'GET /partners/webhooks': () => ({ endpoints }),
      'POST /partners/webhooks': () => {
        endpoints = [endpoint]
        return { endpoint, secret }
      },
    })
    renderPage()
    expect(await screen.findByText('No endpoints yet. Add one below.')).toBeInTheDocument()
    const events = screen.getByRole('group', { name: 'Events to send' })
    expect(within(events).getAllByRole('checkbox')).toHaveLength(6)
    expect(
      within(events)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true)

    await user.type(screen.getByLabelText('Endpoint URL'), endpoint.url)
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }))

    expect(await screen.findByLabelText('Secret')).toHaveValue(secret)
    expect(sentBody(apiRequest, 'POST /partners/webhooks')).toEqual({
      url: endpoint.url,
      events: [...webhookEventTypes],
    })
    expect(await screen.findByRole('listitem', { name: endpoint.url })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'I have saved it' }))
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument()
  })

  it('sends only the events chosen, and refuses none', async () => {
    answerCalls(apiRequest, {
      'GET /partners/webhooks': () => ({ endpoints: [] }),
      'POST /partners/webhooks': () => ({ endpoint, secret }),
    })
    renderPage()
    await user.type(await screen.findByLabelText('Endpoint URL'), endpoint.url)
    for (const box of screen.getAllByRole('checkbox')) await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }))
    expect(await screen.findByText(webhookMessages.eventsRequired)).toBeInTheDocument()
    expect(apiRequest).not.toHaveBeenCalledWith(
      '/partners/webhooks',
      expect.objectContaining({ method: 'POST' }),
    )

    await user.click(screen.getByRole('checkbox', { name: 'booking.cancelled' }))
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }))
    await screen.findByLabelText('Secret')
    expect(sentBody(apiRequest, 'POST /partners/webhooks')).toEqual({
      url: endpoint.url,
      events: ['booking.cancelled'],
    })
  })

  it('shows the server’s refusal of a private address on the field', async () => {
    answerCalls(apiRequest, {
      'GET /partners/webhooks': () => ({ endpoints: [] }),
      'POST /partners/webhooks': () => {
        throw new ApiError(webhookMessages.urlPrivate, {
          status: 400,
          code: 'VALIDATION_FAILED',
          details: [{ path: 'url', message: webhookMessages.urlPrivate }],
        })
      },
    })
    renderPage()
    const field = await screen.findByLabelText('Endpoint URL')
    await user.type(field, 'http://169.254.169.254/latest')
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }))
    expect(await screen.findByText(webhookMessages.urlPrivate)).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument()
  })

  it('opens the delivery log with status codes and redelivers an event', async () => {
    answerCalls(apiRequest, {
      'GET /partners/webhooks': () => ({ endpoints: [endpoint] }),
      [`GET /partners/webhooks/${endpoint.id}/events`]: () => log,
      [`POST /partners/webhooks/${endpoint.id}/events/${log.events[0]!.id}/redeliver`]: () => ({
        message: webhookMessages.redeliveryQueued,
      }),
    })
    renderPage()
    const toggle = await screen.findByRole('button', { name: 'Show deliveries' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    const events = await screen.findByRole('list', { name: 'Recent events' })
    expect(events).toHaveTextContent('booking.confirmed')
    expect(events).toHaveTextContent('Q3W8E5RT')
    expect(events).toHaveTextContent('Delivered')
    expect(events).toHaveTextContent('Attempt 1: HTTP 500 in 31 ms')
    expect(events).toHaveTextContent('Attempt 2: HTTP 200 in 12 ms')
    await user.click(within(events).getByRole('button', { name: /^Redeliver booking.confirmed/ }))
    expect(await screen.findByText(webhookMessages.redeliveryQueued)).toBeInTheDocument()
  })

  it('asks before rolling the secret, then shows the new one', async () => {
    answerCalls(apiRequest, {
      'GET /partners/webhooks': () => ({ endpoints: [endpoint] }),
      [`POST /partners/webhooks/${endpoint.id}/roll-secret`]: () => ({
        endpoint,
        secret: `${secret}2`,
      }),
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Roll secret' }))
    expect(screen.getByText(/The current one stops working at once/)).toBeInTheDocument()
    const confirm = screen.getByRole('group', { name: 'Confirm' })
    await user.click(within(confirm).getByRole('button', { name: 'Roll secret' }))
    expect(await screen.findByLabelText('Secret')).toHaveValue(`${secret}2`)
  })

  it('turns an endpoint off and says why when the list cannot load', async () => {
    answerCalls(apiRequest, {
      'GET /partners/webhooks': () => ({ endpoints: [endpoint] }),
      [`PATCH /partners/webhooks/${endpoint.id}`]: () => ({
        endpoint: { ...endpoint, enabled: false },
      }),
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Turn off' }))
    expect(sentBody(apiRequest, `PATCH /partners/webhooks/${endpoint.id}`)).toEqual({
      enabled: false,
    })
  })

  it('shows the error when the endpoints cannot be read', async () => {
    answerCalls(apiRequest, {
      'GET /partners/webhooks': failWith(403, 'Only an admin of your account can do this.'),
    })
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an admin of your account can do this.',
    )
  })
})
