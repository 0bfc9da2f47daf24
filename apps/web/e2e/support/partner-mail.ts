import { expect, type APIRequestContext } from '@playwright/test'

type CaughtMail = { to: string[]; subject: string; text: string }

/** The reset link from the newest mail to `email`, read from the test mail catcher. */
export async function resetLinkSentTo(request: APIRequestContext, email: string): Promise<URL> {
  const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(catcher)).json()) as CaughtMail[]
        // The sign-up confirmation goes to the same address: take the newest reset mail.
        link = mails
          .filter((message) => message.to.includes(email))
          .map((message) => message.text.match(/https?:\/\/\S+reset-password\?token=[\w-]+/)?.[0])
          .filter(Boolean)
          .at(-1)
        return link
      },
      { message: `a reset link mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return new URL(link!)
}

/** The confirmation link from the sign-up mail to `email`. */
export async function confirmationLinkSentTo(
  request: APIRequestContext,
  email: string,
): Promise<URL> {
  const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(catcher)).json()) as CaughtMail[]
        link = mails
          .filter((message) => message.to.includes(email))
          .map((message) => message.text.match(/https?:\/\/\S+confirm-email#token=[\w-]+/)?.[0])
          .filter(Boolean)
          .at(-1)
        return link
      },
      { message: `a confirmation link mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return new URL(link!)
}
