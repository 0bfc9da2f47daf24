import { dispatchMessages, flightMessages } from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { expectBothParts } from '../../mail/templates/mail-test-kit'
import { callInMail, invitationMail } from './operator-mails'

const LINK = 'https://ridelane.test/ops/set-password#token=abc'
const RIDE = 'https://ridelane.test/ops/bookings/42'

describe('the operators’ mails', () => {
  it('invites an operator with a set-password button', async () => {
    const mail = await invitationMail('new@ridelane.example', 'dispatcher', LINK)
    expectBothParts(mail, [LINK])
    expect(mail).toMatchObject({
      to: 'new@ridelane.example',
      subject: 'Your Ridelane operator account',
    })
    expect(mail.text).toContain('as dispatcher')
    expect(mail.text).toContain(`Choose your password: ${LINK}`)
  })

  it('calls the admins in with the words as written and the ride as a button', async () => {
    const text = dispatchMessages.escalatedMail('RL7Q2X9K', '15 Jan, 09:30 New York time', RIDE)
    const mail = await callInMail({ subject: dispatchMessages.escalatedSubject('RL7Q2X9K'), text })
    expectBothParts(mail, [RIDE])
    expect(mail.text).toBe(`${dispatchMessages.escalatedSubject('RL7Q2X9K')}\n\n${text}`)
    expect(mail.html).toMatch(/bookings\/42"[^>]*>[\s\S]*?Open the ride/)
  })

  it('shows a flight’s call-in with its link', async () => {
    const why = flightMessages.escalatedReason.cancelled('BA117')
    const mail = await callInMail({
      subject: flightMessages.escalatedSubject('RL7Q2X9K'),
      text: flightMessages.escalatedMail('RL7Q2X9K', why, RIDE),
    })
    expectBothParts(mail, [RIDE])
    expect(mail.text).toContain('Flight BA117 was cancelled')
  })
})
