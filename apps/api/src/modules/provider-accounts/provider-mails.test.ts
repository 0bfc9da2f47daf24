import { describe, expect, it } from 'vitest'
import { expectBothParts } from '../../mail/templates/mail-test-kit'
import { invitationMail, resetMail, twoFactorResetMail } from './provider-mails'

const LINK = 'https://ridelane.test/provider/set-password#token=abc'

describe('the provider portal’s mails', () => {
  it('invites a provider’s user with a set-password button', async () => {
    const mail = await invitationMail(
      { email: 'desk@cabs.example', name: 'Meera <Shah>' },
      'Skyline & Sons',
      LINK,
    )
    expectBothParts(mail, [LINK])
    expect(mail.subject).toBe('Your Ridelane provider portal account')
    expect(mail.text).toContain('provider portal for Skyline & Sons')
    expect(mail.text).toContain(`Choose your password: ${LINK}`)
    expect(mail.html).toContain('Hello Meera &lt;Shah&gt;,')
    expect(mail.html).toContain('Skyline &amp; Sons')
  })

  it('sends a reset link, and says when two-step sign-in was turned off', async () => {
    const reset = await resetMail('desk@cabs.example', LINK)
    expectBothParts(reset, [LINK])
    expect(reset.subject).toBe('Reset your Ridelane provider portal password')
    const off = await twoFactorResetMail({ email: 'desk@cabs.example', name: 'Meera' })
    expectBothParts(off)
    expect(off.subject).toBe('Two-step sign-in was turned off for your account')
    expect(off.text).toContain('signed you out everywhere')
  })
})
