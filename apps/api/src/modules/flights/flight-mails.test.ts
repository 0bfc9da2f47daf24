import { describe, expect, it } from 'vitest'
import { expectBothParts } from '../../mail/templates/mail-test-kit'
import { providerPickupMovedMail } from './flight-mails'

describe('the provider’s mail when a flight moves the pickup', () => {
  it('names the ride and links its job in both parts', async () => {
    const jobUrl = 'https://ridelane.test/provider/jobs/42'
    const mail = await providerPickupMovedMail('dispatch@cabs.example', {
      bookingCode: 'RL7Q2X9K',
      flight: 'BA117',
      pickup: 'Tuesday, 15 January 2030 at 10:30 Eastern Standard Time (America/New_York)',
      jobUrl,
    })
    expectBothParts(mail, [jobUrl])
    expect(mail.subject).toBe('Ride RL7Q2X9K: the flight moved the pickup')
    expect(mail.text).toContain('Flight BA117 for ride RL7Q2X9K has a new arrival time')
  })
})
