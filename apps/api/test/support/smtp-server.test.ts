import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server'

describe('startTestSmtpServer', () => {
  let smtp: TestSmtpServer
  beforeAll(async () => {
    smtp = await startTestSmtpServer()
  })
  afterAll(() => smtp.close())

  it('receives what nodemailer sends, parsed', async () => {
    const transport = nodemailer.createTransport(smtp.url)
    await transport.sendMail({
      from: 'Ridelane <no-reply@ridelane.local>',
      to: 'traveller@example.com',
      subject: 'Your booking RL-1234',
      text: 'See you at the airport.',
      html: '<p>See you at the airport.</p>',
    })
    transport.close()

    const [mail] = await smtp.waitForMessages(1)
    expect(mail).toEqual({
      from: 'Ridelane <no-reply@ridelane.local>',
      to: ['traveller@example.com'],
      subject: 'Your booking RL-1234',
      text: 'See you at the airport.',
      html: '<p>See you at the airport.</p>',
      messageId: expect.stringMatching(/^<.+@.+>$/),
    })
  })

  it('gives up waiting with a clear message', async () => {
    await expect(smtp.waitForMessages(5, 50)).rejects.toThrow(
      'expected 5 mail(s) within 50 ms, got 1',
    )
  })
})
