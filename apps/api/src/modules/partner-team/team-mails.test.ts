import { describe, expect, it } from 'vitest'
import { expectBothParts } from '../../mail/templates/mail-test-kit'
import { invitationMail } from './team-mails'

const JOIN = 'https://ridelane.test/partner/join#token=xyz'

describe('a partner team’s invitation', () => {
  it('invites by name, escaped in the HTML, with the link in both parts', async () => {
    const mail = await invitationMail(
      { email: 'meera@agency.example', name: 'Meera & <Co>', role: 'booker' },
      { name: 'Globe <Travel>', invitedBy: 'owner@agency.example' },
      JOIN,
    )
    expectBothParts(mail, [JOIN])
    expect(mail.subject).toBe('Join Globe <Travel> on Ridelane for Business')
    expect(mail.text).toContain('Hello Meera & <Co>,')
    expect(mail.text).toContain('as a booker to the Ridelane partner account of Globe <Travel>')
    expect(mail.text).toContain(`Choose your password: ${JOIN}`)
    expect(mail.html).toContain('Hello Meera &amp; &lt;Co&gt;,')
    expect(mail.html).not.toContain('<Travel>')
  })
})
