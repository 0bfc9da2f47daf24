import { expect, type APIRequestContext } from '@playwright/test'

type CaughtMail = { to: string[]; subject: string; text: string }

/**
 * The newest link matching `pattern` in the mail to `email`, read from the test mail catcher
 * (e2e/support/mail-catcher.ts); waits up to 15 s for it to arrive.
 */
export async function linkMailedTo(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
  what: string,
): Promise<URL> {
  const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(catcher)).json()) as CaughtMail[]
        link = mails
          .filter((message) => message.to.includes(email))
          .map((message) => message.text.match(pattern)?.[0])
          .filter(Boolean)
          .at(-1)
        return link
      },
      { message: `${what} mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return new URL(link!)
}

/** The reset link from the newest reset mail to `email` (its sign-up confirmation comes first). */
export function resetLinkSentTo(request: APIRequestContext, email: string): Promise<URL> {
  return linkMailedTo(request, email, /https?:\/\/\S+reset-password#token=[\w-]+/, 'a reset link')
}

/** The confirmation link from the sign-up mail to `email`. */
export function confirmationLinkSentTo(request: APIRequestContext, email: string): Promise<URL> {
  return linkMailedTo(
    request,
    email,
    /https?:\/\/\S+confirm-email#token=[\w-]+/,
    'a confirmation link',
  )
}
