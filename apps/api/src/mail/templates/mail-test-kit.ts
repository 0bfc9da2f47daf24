import { expect } from 'vitest'
import type { RenderedMail } from './render-mail'

// What every mail function's test checks of the mail it makes; nothing in the app imports this.

/**
 * Both parts are there, the HTML in the Ridelane layout, and every link of the HTML is in the
 * text; `links` (a ride link, a set-password link) are checked by name in both.
 */
export function expectBothParts(mail: RenderedMail, links: string[] = []) {
  expect(mail.subject).not.toBe('')
  expect(mail.html).toMatch(/^<!DOCTYPE html/)
  expect(mail.html).toContain('>Ridelane</td>')
  expect(mail.html).toContain('name="viewport"')
  expect(mail.text.trim()).not.toBe('')
  // The text part is text: no markup of the layout leaks into it.
  expect(mail.text).not.toMatch(/<\/?(p|a|td|table|div|br)\b/)
  for (const link of links) {
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.text).toContain(link)
  }
  expectTextHasEveryLink(mail)
}

/** Every link of the HTML part, in its order (mailto links included). */
export function htmlLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  )
}

/** Every address of the HTML part's links is in the text part. */
export function expectTextHasEveryLink(mail: RenderedMail) {
  for (const link of htmlLinks(mail.html)) {
    expect(mail.text).toContain(link.replace(/^mailto:/, ''))
  }
}
