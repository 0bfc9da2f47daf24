import { describe, expect, it } from 'vitest'
import { expectBothParts } from '../../mail/templates/mail-test-kit'
import { confirmationMail, resetMail } from './partner-mails'

const CONFIRM = 'https://ridelane.test/partner/confirm-email#token=abc'
const RESET = 'https://ridelane.test/partner/reset-password#token=def'

describe('a partner account’s mails', () => {
  it('asks to confirm the email with a button and the link in the text', async () => {
    const mail = await confirmationMail('desk@agency.example', CONFIRM)
    expectBothParts(mail, [CONFIRM])
    expect(mail).toMatchObject({
      to: 'desk@agency.example',
      subject: 'Confirm your Ridelane partner email',
    })
    expect(mail.html).toMatch(/#token=abc"[^>]*>[\s\S]*?Confirm my email/)
    expect(mail.text).toContain(`Confirm my email: ${CONFIRM}`)
    expect(mail.text).toContain('The link works once, for the next 72 hours.')
  })

  it('sends a reset link that works for an hour', async () => {
    const mail = await resetMail('desk@agency.example', RESET)
    expectBothParts(mail, [RESET])
    expect(mail.subject).toBe('Reset your Ridelane partner password')
    expect(mail.text).toContain(`Choose a new password: ${RESET}`)
    expect(mail.text).toContain('If it was not you, ignore this email')
  })
})
