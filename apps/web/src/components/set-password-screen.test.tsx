import { newPasswordFormSchema } from '@ridelane/domain'
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SetPasswordScreen } from './set-password-screen'

const messages = { passwordSet: 'All set, sign in now.', linkInvalid: 'This link does not work.' }

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  )
}

type Send = (body: { token: string; password: string }) => Promise<unknown>

function Screen({ send }: { send: Send }) {
  const setPassword = useMutation({ mutationFn: send })
  return (
    <SetPasswordScreen
      Frame={Frame}
      schema={newPasswordFormSchema}
      setPassword={setPassword}
      messages={messages}
      signInPath="/portal/sign-in"
      nextStep="Then set up your app."
      invalidLinkAction={<a href="/portal/forgot">Ask again</a>}
    />
  )
}

function renderScreen(send: Send) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Screen send={send} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const user = userEvent.setup()
afterEach(() => {
  window.location.hash = ''
})

describe('SetPasswordScreen', () => {
  it('says the link is broken, with the way out, when the address has no token', () => {
    renderScreen(vi.fn())
    expect(screen.getByText('This link does not work.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ask again' })).toBeVisible()
    expect(screen.queryByLabelText('New password')).toBeNull()
  })

  it('shows what comes next, sends the token with the password and leads to sign-in', async () => {
    const send = vi.fn(async () => ({}))
    window.location.hash = '#token=from-the-mail'
    renderScreen(send)
    expect(screen.getByText(/Then set up your app\.$/)).toBeVisible()
    await user.type(screen.getByLabelText('New password'), 'Portal#2026x')
    await user.type(screen.getByLabelText('Confirm password'), 'Portal#2026x')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByText('All set, sign in now.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/portal/sign-in',
    )
    expect(send).toHaveBeenCalledWith(
      { token: 'from-the-mail', password: 'Portal#2026x' },
      expect.anything(),
    )
  })

  it('shows the server’s refusal and keeps the form', async () => {
    window.location.hash = '#token=used-already'
    renderScreen(async () => {
      throw new Error('This link was used already.')
    })
    await user.type(screen.getByLabelText('New password'), 'Portal#2026x')
    await user.type(screen.getByLabelText('Confirm password'), 'Portal#2026x')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was used already.')
    expect(screen.getByLabelText('New password')).toBeVisible()
  })
})
