import {
  apiKeyMessages,
  apiKeyModeNotes,
  type ApiKeyView,
  type PartnerStatus,
} from '@ridelane/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import {
  answerCalls,
  failWith,
  renderPartnerScreen,
  sentBody,
  signedInPartner,
  type CallHandler,
} from '../testing/partner-screen'
import { PartnerApiKeysPage } from './partner-api-keys-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const engine: ApiKeyView = {
  id: '0b9a2f4e-8c1d-4f3a-9e2b-5d6c7a8b9c01',
  name: 'Booking engine',
  mode: 'live',
  prefix: 'rl_live_Ab3d',
  scopes: ['quotes', 'bookings:read'],
  requests_per_minute: 60,
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-25T17:45:00.000Z',
  revoked_at: null,
}
const fullKey = `rl_test_${'Zx9'.repeat(14)}Q`

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

function renderPage(handlers: Record<string, CallHandler> = {}, status: PartnerStatus = 'active') {
  let keys: ApiKeyView[] = [engine]
  answerCalls(apiRequest, {
    'GET /partners/api-keys': () => ({ api_keys: keys }),
    'POST /partners/api-keys': (options) => {
      const body = options.body as { name: string; mode: 'live' | 'test'; scopes: string[] }
      const view: ApiKeyView = {
        ...engine,
        id: '7d1e0c2a-3b4f-4a5e-8f9d-0a1b2c3d4e5f',
        name: body.name,
        mode: body.mode,
        prefix: fullKey.slice(0, 12),
        scopes: body.scopes as ApiKeyView['scopes'],
        last_used_at: null,
      }
      keys = [view, ...keys]
      return { message: apiKeyMessages.created, key: fullKey, api_key: view }
    },
    ...handlers,
  })
  const auth = { ...signedInPartner, partner: { ...signedInPartner.partner!, status } }
  renderPartnerScreen(<PartnerApiKeysPage />, { path: '/partner/api-keys', auth })
}

describe('the API keys page', () => {
  it('lists each key by name, prefix, mode, scopes and uses, never the key itself', async () => {
    renderPage()
    const row = await screen.findByRole('listitem', { name: 'Booking engine' })
    expect(within(row).getByText('rl_live_Ab3d…')).toBeInTheDocument()
    expect(within(row).getByText('Live')).toBeInTheDocument()
    expect(row).toHaveTextContent('Scopes: quotes, bookings:read')
    expect(row).toHaveTextContent(/Last used.*2026/)
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeInTheDocument()
  })

  it('says so when there are no keys yet', async () => {
    renderPage({ 'GET /partners/api-keys': () => ({ api_keys: [] }) })
    expect(await screen.findByText(/No keys yet/)).toBeInTheDocument()
  })

  it('shows the error when the keys cannot be loaded', async () => {
    renderPage({
      'GET /partners/api-keys': failWith(403, 'Only an admin of your account can do this.'),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an admin of your account can do this.',
    )
  })

  it('creates a key and shows it once, with a copy button', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderPage()
    await user.type(await screen.findByLabelText('Key name'), 'Staging')
    await user.click(screen.getByLabelText(/Read bookings/))
    await user.click(screen.getByLabelText(/Make, change/))
    await user.click(screen.getByRole('button', { name: 'Create key' }))

    expect(sentBody(apiRequest, 'POST /partners/api-keys')).toEqual({
      name: 'Staging',
      mode: 'test',
      scopes: ['quotes', 'bookings:write'],
      requests_per_minute: 60,
    })
    expect(await screen.findByLabelText('API key')).toHaveValue(fullKey)
    expect(screen.getByText(apiKeyMessages.created)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy key' }))
    expect(writeText).toHaveBeenCalledWith(fullKey)
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument()
    expect(await screen.findByRole('listitem', { name: 'Staging' })).toHaveTextContent(
      'rl_test_Zx9',
    )

    await user.click(screen.getByRole('button', { name: 'I have saved the key' }))
    expect(screen.queryByLabelText('API key')).not.toBeInTheDocument()
    expect(screen.queryByText(fullKey)).not.toBeInTheDocument()
  })

  it('asks for a name and at least one scope before sending anything', async () => {
    renderPage()
    await user.click(await screen.findByLabelText(/Quotes: price rides/))
    await user.click(screen.getByLabelText(/Read bookings/))
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    expect(await screen.findByText(apiKeyMessages.nameRequired)).toBeInTheDocument()
    expect(screen.getByText(apiKeyMessages.scopesRequired)).toBeInTheDocument()
    expect(sentBody(apiRequest, 'POST /partners/api-keys')).toBeUndefined()
  })

  it('offers a partner awaiting approval test keys only, and says why', async () => {
    renderPage({}, 'pending_approval')
    expect(await screen.findByText(apiKeyModeNotes.pending_approval)).toBeVisible()
    expect(screen.getByRole('radio', { name: /^Test/ })).toBeEnabled()
    const live = screen.getByRole('radio', { name: /^Live/ })
    expect(live).toBeDisabled()
    expect(live.closest('label')).toHaveTextContent('(once your account is approved)')
  })

  it('asks a partner to confirm its email before it can make any key', async () => {
    renderPage({}, 'email_unconfirmed')
    expect(await screen.findByText(apiKeyModeNotes.email_unconfirmed)).toBeVisible()
    expect(screen.queryByRole('form', { name: 'New API key' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull()
    // Keys made before stay listed, to be revoked.
    expect(screen.getByRole('listitem', { name: 'Booking engine' })).toBeVisible()
  })

  it('tells an approved partner it can make both kinds of key', async () => {
    renderPage()
    expect(await screen.findByText(apiKeyModeNotes.active)).toBeVisible()
    expect(screen.getByRole('radio', { name: /^Live/ })).toBeEnabled()
  })

  it('shows the server’s refusal of a new key', async () => {
    renderPage({ 'POST /partners/api-keys': failWith(409, apiKeyMessages.tooManyKeys) })
    await user.type(await screen.findByLabelText('Key name'), 'One too many')
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(apiKeyMessages.tooManyKeys)
  })

  it('revokes a key after asking, and then shows it revoked', async () => {
    let revoked = false
    renderPage({
      'GET /partners/api-keys': () => ({
        api_keys: [{ ...engine, revoked_at: revoked ? '2026-11-26T10:00:00.000Z' : null }],
      }),
      [`POST /partners/api-keys/${engine.id}/revoke`]: () => {
        revoked = true
        return { message: apiKeyMessages.revoked, api_key: engine }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Revoke' }))
    await user.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(revoked).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Revoke' }))
    await user.click(screen.getByRole('button', { name: 'Yes, revoke Booking engine' }))
    expect(await screen.findByText(apiKeyMessages.revoked)).toBeInTheDocument()
    const row = await screen.findByRole('listitem', { name: 'Booking engine' })
    expect(await within(row).findByText('Revoked')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument()
  })
})
