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
        const mail = mails.filter((message) => message.to.includes(email)).at(-1)
        link = mail?.text.match(/https?:\/\/\S+reset-password\?token=[\w-]+/)?.[0]
        return link
      },
      { message: `a reset link mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return new URL(link!)
}
