import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brand } from './brand'
import {
  bulletList,
  button,
  details,
  fareTable,
  fromPlainText,
  heading,
  mailLink,
  paragraph,
  quote,
} from './content'
import { expectBothParts, htmlLinks } from './mail-test-kit'
import { plainText } from './plain-text'
import { renderMail } from './render-mail'

const sample = () =>
  renderMail({
    to: 'amara@example.com',
    subject: 'Your ride',
    preview: 'Pickup at 09:30',
    blocks: [
      heading('Your ride is confirmed'),
      paragraph('Hello Amara O’Neil <script>alert(1)</script>,'),
      button('View your ride', 'https://ridelane.test/rides/RL-7Q2#tok', {
        textLabel: 'Your ride page',
      }),
      details([['Pickup', '“JFK <Terminal 4> & more”']], 'Your trip'),
      fareTable([['Sedan', '$65.15']], ['Total paid', '$80.15 USD'], 'Fare'),
      bulletList(['We email you your driver.'], 'What happens next'),
      quote('Instructions for the driver:', ['“Gate 4”', '“<b>call</b>”']),
      paragraph('Write to ', mailLink('support@ridelane.com'), '.'),
    ],
  })

describe('a mail rendered from blocks', () => {
  it('has an HTML part in the layout and a text part with the same words and links', async () => {
    const mail = await sample()
    expectBothParts(mail, ['https://ridelane.test/rides/RL-7Q2#tok'])
    expect(mail).toMatchObject({ to: 'amara@example.com', subject: 'Your ride' })
    expect(mail.text).toBe(
      [
        'Your ride is confirmed',
        '',
        'Hello Amara O’Neil <script>alert(1)</script>,',
        '',
        'Your ride page: https://ridelane.test/rides/RL-7Q2#tok',
        '',
        'YOUR TRIP',
        'Pickup: “JFK <Terminal 4> & more”',
        '',
        'FARE',
        'Sedan: $65.15',
        'Total paid: $80.15 USD',
        '',
        'WHAT HAPPENS NEXT',
        '- We email you your driver.',
        '',
        'Instructions for the driver:',
        '  “Gate 4”',
        '  “<b>call</b>”',
        '',
        'Write to support@ridelane.com.',
      ].join('\n'),
    )
    // The button says what it does; the text part says where it goes.
    expect(mail.html).toMatch(
      /<a href="https:\/\/ridelane\.test\/rides\/RL-7Q2#tok"[^>]*>[\s\S]*View your ride/,
    )
    expect(htmlLinks(mail.html)).toEqual([
      'https://ridelane.test/rides/RL-7Q2#tok',
      'mailto:support@ridelane.com',
    ])
    // The inbox's preview line is in the HTML only.
    expect(mail.html).toContain('Pickup at 09:30')
    expect(mail.text).not.toContain('Pickup at 09:30')
  })

  it('escapes whatever it is given, so no text becomes markup', async () => {
    const { html } = await sample()
    expect(html).toContain('Hello Amara O’Neil &lt;script&gt;alert(1)&lt;/script&gt;,')
    expect(html).not.toContain('<script')
    expect(html).toContain('“JFK &lt;Terminal 4&gt; &amp; more”')
    expect(html).toContain('“&lt;b&gt;call&lt;/b&gt;”')
    expect(html).not.toContain('<b>')
  })

  it('keeps a sentence whole in the HTML, and breaks a line where the text does', async () => {
    const { html } = await renderMail({
      to: 'x@example.com',
      subject: 'S',
      blocks: [paragraph('Flight ', 'BA117 lands at 09:30\nYour driver knows.')],
    })
    expect(html).toContain('Flight BA117 lands at 09:30<br/>Your driver knows.')
  })

  it('is drawn in the web app’s colours', () => {
    const css = readFileSync(new URL('../../../../web/src/styles.css', import.meta.url), 'utf8')
    const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`).exec(css)?.[1]
    expect(brand.colour).toMatchObject({
      ink50: token('ink-50'),
      ink100: token('ink-100'),
      ink300: token('ink-300'),
      ink500: token('ink-500'),
      ink700: token('ink-700'),
      ink900: token('ink-900'),
      accent50: token('accent-50'),
      accent400: token('accent-400'),
    })
  })
})

describe('a message written as plain text', () => {
  it('makes a captioned link a button and other links links', async () => {
    const text = [
      'No provider has taken ride RL-7Q2, and dispatch has stopped.',
      'It is flagged on the board. See https://ridelane.test/ops/board.',
      '',
      'Open the ride: https://ridelane.test/ops/bookings/42',
    ].join('\n')
    const mail = await renderMail({
      to: 'ops@example.com',
      subject: 'S',
      blocks: fromPlainText(text),
    })
    expect(mail.text).toBe(text)
    expectBothParts(mail, [
      'https://ridelane.test/ops/board',
      'https://ridelane.test/ops/bookings/42',
    ])
    expect(mail.html).toMatch(/bookings\/42"[^>]*>[\s\S]*Open the ride<\/span>/)
    expect(mail.html).toContain('It is flagged on the board. See <a')
  })

  it('gives back exactly the text it was made from, whatever the text', () => {
    const line = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', ' ', ':', '.', 'é', '<', '&', '\n') }),
      fc.constantFrom(
        'Your ride page: https://x.test/rides/RL1#tok',
        'See https://x.test/a?b=1&c=2.',
        'Your driver has arrived. Your ride page: https://x.test/rides/RL1#tok',
        'Ride: https://x.test/r.',
        'http://x.test',
        '',
      ),
    )
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const text = lines.join('\n')
        expect(plainText({ blocks: fromPlainText(text) })).toBe(text)
      }),
    )
  })
})
