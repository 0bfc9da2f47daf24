import {
  ANONYMISED_TEXT,
  DATA_ACCESS_MINUTES,
  DATA_CODE_ATTEMPTS,
  DATA_CODE_MINUTES,
  dataRightsMessages,
  ERASURE_DELAY_AFTER_RIDE_MINUTES,
} from '@ridelane/domain'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-server'
import { bookings, mailOutbox, operatorAudit, scheduledJobs } from '../../db/schema'
import { filled, translated, translatedPattern } from '../../i18n/catalogue-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { arabicAsRead, devanagariLetters, pdfText } from '../rides/receipt-test-kit'
import { columnsLeftOutOfExport, tablesLeftOutOfExport } from './data-export'
import {
  dataCodeSubject,
  dataErasedSubject,
  dataExportedSubject,
  rideErasedSubject,
} from './data-rights-mails'
import { dataRightsLimits } from './data-rights-routes'
import { travellerData } from './personal-columns'
import {
  cancelledPartnerBookingOf,
  completedRideOf,
  markedBooking,
  markedTraveller,
  numberMarkers,
  rideHeaders,
  textMarkers,
  whereFound,
} from './privacy-test-kit'

// A traveller's own access to, copy of and erasure of their data (decision 042): a code mailed to
// the address opens it; the copy holds every table personal-columns.ts lists; erasure leaves no
// personal value behind, now for finished rides and once a ride to come has ended.

let app: App
let smtp: TestSmtpServer
let admin: Awaited<ReturnType<typeof signedInAdmin>>

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  useStepClock()
  app = await createTestApp({
    config: { jobsIntervalMs: 600_000 },
    env: { WEBHOOK_ALLOW_PRIVATE: '1', SMTP_URL: smtp.url, APP_BASE_URL: 'https://ridelane.test' },
  })
  admin = await signedInAdmin(app)
  vi.useRealTimers()
})
afterAll(async () => {
  await app.close()
  await smtp.close()
})

let address = 0
/** Each call from its own network address, so the per-address limits stay out of the way. */
const from = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`

const askCode = (email: string, remoteAddress = from(), headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/privacy/data-code',
    payload: { email },
    remoteAddress,
    headers,
  })
const openAccess = (email: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/privacy/access',
    payload: { email, code },
    remoteAddress: from(),
  })
const withAccess = (token: string) => ({ 'x-data-access-token': token })

/** Lets the outbox go to the SMTP sink now. */
const deliver = () => app.mailOutbox.deliverNow()

async function mailsTo(email: string) {
  await deliver()
  return smtp.messages.filter((message) => message.to.includes(email))
}

async function codeMailedTo(email: string): Promise<string> {
  const mails = (await mailsTo(email)).filter((mail) => mail.subject === dataCodeSubject)
  expect(mails.length, `a code mail to ${email}`).toBeGreaterThan(0)
  const code = /\b(\d{6})\b/.exec(mails.at(-1)!.text)?.[1]
  expect(code).toBeDefined()
  return code!
}

/** A code asked for and traded for an access token. */
async function accessFor(email: string) {
  const asked = await askCode(email)
  expect(asked.statusCode, asked.body).toBe(202)
  const opened = await openAccess(email, await codeMailedTo(email))
  expect(opened.statusCode, opened.body).toBe(200)
  return opened.json().data as {
    token: string
    email: string
    bookings: { booking_code: string; status: string; erasable_now: boolean }[]
  }
}

describe('asking for a code', () => {
  it('answers the same for an email nobody booked with, and mails nothing', async () => {
    const who = markedTraveller()
    await markedBooking(app, who)
    const stranger = `nobody.${who.tag}@example.com`
    const unknown = await askCode(stranger)
    const known = await askCode(who.email.toUpperCase())
    expect(unknown.statusCode).toBe(202)
    expect(known.statusCode).toBe(202)
    expect(unknown.json()).toEqual(known.json())
    expect(known.json().data).toEqual({ message: dataRightsMessages.codeSent })
    expect(await mailsTo(stranger)).toEqual([])
    const code = await codeMailedTo(who.email)
    expect(code).toMatch(/^\d{6}$/)
    // The code mail is forgotten once sent: its address and text are gone from the outbox.
    const kept = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, dataCodeSubject))
    expect(kept.length).toBeGreaterThan(0)
    for (const mail of kept) {
      expect(mail.status).toBe('sent')
      expect(mail.toAddress).not.toContain(who.tag)
      expect(mail.textBody).toBe(ANONYMISED_TEXT)
      expect(mail.htmlBody).toBeNull()
    }
  })

  it('refuses bad input with the field’s message', async () => {
    const response = await askCode('not an email')
    expect(response.statusCode).toBe(400)
    expect(response.body).not.toContain('stack')
  })

  it('limits codes per email, whatever the network address', async () => {
    const who = markedTraveller()
    await markedBooking(app, who)
    for (let i = 0; i < dataRightsLimits.codesPerEmail; i++) {
      expect((await askCode(who.email)).statusCode).toBe(202)
    }
    const refused = await askCode(who.email)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.message).toBe(dataRightsMessages.tooManyCodes)
  })

  it('from the ride page goes to the booking’s own email, with its link only', async () => {
    const who = markedTraveller()
    const booking = await markedBooking(app, who)
    const partner = await approvedPartner(app)
    const url = `/api/v1/rides/${booking.booking_code}/data-code`
    const sent = await app.inject({ method: 'POST', url, headers: rideHeaders(booking) })
    expect(sent.statusCode, sent.body).toBe(202)
    expect(sent.json().data.sent_to).toBe(`q•••@example.com`)
    expect(await codeMailedTo(who.email)).toMatch(/^\d{6}$/)

    const stranger = await app.inject({ method: 'POST', url })
    expect(stranger.statusCode).toBe(401)
    const wrongToken = await app.inject({
      method: 'POST',
      url,
      headers: { 'x-booking-token': 'not-a-token' },
    })
    expect(wrongToken.statusCode).toBe(404)
    // Another partner's session, and even a partner's own: the code is the traveller's to ask.
    const partnerSession = await app.inject({ method: 'POST', url, headers: bearer(partner.token) })
    expect(partnerSession.statusCode).toBe(401)
  })
})

describe('opening access with the code', () => {
  it('takes the right code once, and spends it after too many wrong ones', async () => {
    const who = markedTraveller()
    const booking = await markedBooking(app, who)
    await askCode(who.email)
    const code = await codeMailedTo(who.email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < DATA_CODE_ATTEMPTS; i++) {
      const refused = await openAccess(who.email, wrong)
      expect(refused.statusCode).toBe(401)
      expect(refused.json().error.message).toBe(dataRightsMessages.codeRejected)
    }
    expect((await openAccess(who.email, code)).statusCode).toBe(401)

    const access = await accessFor(who.email)
    expect(access.email).toBe(who.email)
    expect(access.bookings).toEqual([
      expect.objectContaining({ booking_code: booking.booking_code, erasable_now: false }),
    ])
    // Used once: the same code again is refused.
    const again = await openAccess(who.email, await codeMailedTo(who.email))
    expect(again.statusCode).toBe(401)
  })

  it('answers one way for an email that was never sent a code', async () => {
    const refused = await openAccess(`never.${markedTraveller().tag}@example.com`, '123456')
    expect(refused.statusCode).toBe(401)
    expect(refused.json().error.message).toBe(dataRightsMessages.codeRejected)
  })

  it('refuses the export and the erasure without an access, or with a stranger’s token', async () => {
    for (const headers of [{}, withAccess('made-up'), { 'x-booking-token': 'made-up' }]) {
      for (const [method, url] of [
        ['GET', '/api/v1/privacy/export'],
        ['GET', '/api/v1/privacy/export.pdf'],
        ['POST', '/api/v1/privacy/erasure'],
      ] as const) {
        const response = await app.inject({ method, url, headers })
        expect(response.statusCode, `${method} ${url}`).toBe(401)
        expect(response.json().error.message).toBe(dataRightsMessages.accessExpired)
      }
    }
    // An operator's and a partner's sessions are no access to a traveller's data either.
    const partner = await approvedPartner(app)
    for (const headers of [bearer(admin.token), bearer(partner.token)]) {
      const response = await app.inject({ url: '/api/v1/privacy/export', headers })
      expect(response.statusCode).toBe(401)
    }
  })
})

describe('a traveller’s copy and erasure of their data', () => {
  const guest = markedTraveller()
  const bystander = markedTraveller()
  let completed: Awaited<ReturnType<typeof completedRideOf>>
  let cancelled: Awaited<ReturnType<typeof cancelledPartnerBookingOf>>
  let upcoming: Awaited<ReturnType<typeof markedBooking>>
  let access: Awaited<ReturnType<typeof accessFor>>

  /** The same person's three bookings: one driven, one a partner's cancelled, one still to come. */
  beforeAll(async () => {
    completed = await completedRideOf(app, admin.token, guest)
    cancelled = await cancelledPartnerBookingOf(app, admin.token, guest)
    upcoming = await markedBooking(app, guest)
    await markedBooking(app, bystander)
    await app.jobs.runDueNow()
    access = await accessFor(guest.email)
  })

  it('lists the bookings and which can be erased now', () => {
    const byCode = Object.fromEntries(access.bookings.map((b) => [b.booking_code, b]))
    expect(byCode[completed.booking.booking_code]?.erasable_now).toBe(true)
    expect(byCode[cancelled.booking.booking_code]?.erasable_now).toBe(true)
    expect(byCode[upcoming.booking_code]?.erasable_now).toBe(false)
    expect(access.bookings).toHaveLength(3)
  })

  it('exports every table that holds traveller data, with every personal column', async () => {
    const response = await app.inject({
      url: '/api/v1/privacy/export',
      headers: withAccess(access.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="ridelane-my-data-/,
    )
    const copy = JSON.parse(response.body) as {
      email: string
      booking_codes: string[]
      data: Record<string, Record<string, unknown>[]>
    }
    expect(copy.email).toBe(guest.email)
    expect(new Set(copy.booking_codes)).toEqual(
      new Set([
        completed.booking.booking_code,
        cancelled.booking.booking_code,
        upcoming.booking_code,
      ]),
    )
    // Every table personal-columns.ts lists (so every table the schema walk finds personal data
    // in) is in the copy with rows of this traveller, and each personal column with it.
    for (const table of travellerData) {
      if (table.table in tablesLeftOutOfExport) {
        expect(copy.data[table.table], table.table).toBeUndefined()
        continue
      }
      const rows = copy.data[table.table]
      expect(rows?.length, `rows of ${table.table}`).toBeGreaterThan(0)
      const left = columnsLeftOutOfExport[table.table] ?? []
      for (const column of Object.keys(table.columns)) {
        const present = rows!.some((row) => column in row)
        expect(present, `${table.table}.${column}`).toBe(!left.includes(column))
      }
    }
    expect(copy.data.receipts?.length).toBeGreaterThan(0)
    const text = response.body
    for (const marker of [
      guest.name,
      guest.phone,
      guest.whatsapp,
      guest.flight,
      guest.pickupDetail,
    ]) {
      expect(text).toContain(marker)
    }
    // No card data, and nothing of anyone else.
    expect(copy.data.payments!.every((payment) => !('card_last4' in payment))).toBe(true)
    // The test card's last digits are a field of their own wherever they are kept; ids and
    // gateway references are random and may hold the same four digits, so look at whole values.
    const leaves: [string, unknown][] = []
    const walk = (value: unknown, key: string): void => {
      if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, k)
      } else leaves.push([key, value])
    }
    walk(copy, '')
    expect(leaves.filter(([key]) => /last4|card_brand/.test(key))).toEqual([])
    expect(leaves.filter(([, value]) => value === '4242' || value === 4242)).toEqual([])
    expect(text).not.toMatch(/4242 ?4242 ?4242 ?4242/)
    for (const marker of textMarkers(bystander)) expect(text).not.toContain(marker)

    // The first download is told to the address, once.
    await app.inject({ url: '/api/v1/privacy/export', headers: withAccess(access.token) })
    const told = (await mailsTo(guest.email)).filter((mail) => mail.subject === dataExportedSubject)
    expect(told).toHaveLength(1)
    expect(told[0]!.text).toContain('3 bookings')
  })

  it('writes the same copy as a PDF to read', async () => {
    const response = await app.inject({
      url: '/api/v1/privacy/export.pdf',
      headers: withAccess(access.token),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const text = await pdfText(response.rawPayload)
    expect(text).toContain(`Booking ${completed.booking.booking_code}`)
    expect(text).toContain(guest.name)
    expect(text).toContain(guest.email)
    expect(text).toContain(guest.instructions)
    expect(text).toContain('4 of 5')
    expect(text).toContain('Driver positions we still hold')
  })

  const exportIn = async (language: string, file = 'export.pdf') => {
    const response = await app.inject({
      url: `/api/v1/privacy/${file}`,
      headers: { ...withAccess(access.token), 'accept-language': language },
    })
    expect(response.statusCode, response.body).toBe(200)
    return response
  }

  it('writes the PDF’s labels and statuses in the reader’s language (French)', async () => {
    const lines = (await pdfText((await exportIn('fr')).rawPayload)).split('\n')
    for (const line of [
      `${translated('fr', 'Vehicle')} Sedan`,
      `${translated('fr', 'Passengers')} 2`,
    ]) {
      expect(lines).toContain(line)
    }
    // The completed ride's status, as the booking's first page states it.
    expect(lines.some((line) => line.endsWith(` ${translated('fr', 'Completed')}`))).toBe(true)
    expect(lines).not.toContain('Passengers 2')
  })

  it('writes the PDF’s headings and sentences in French, and its one sentence in the JSON', async () => {
    const text = await pdfText((await exportIn('fr')).rawPayload)
    const code = completed.booking.booking_code
    expect(text).toContain(filled('fr', 'Booking {code}', { code }))
    expect(text).toContain(`${translated('fr', 'Status')} ${translated('fr', 'Completed')}`)
    expect(text).toContain(translated('fr', 'Driver positions we still hold'))
    expect(text).toContain(
      filled('fr', '{stars} of 5: {comment}', { stars: 4, comment: `Lovely ride, ${guest.tag}` }),
    )
    expect(text).not.toContain('Booking ' + code)
    const copy = JSON.parse((await exportIn('es', 'export')).body) as { about: string }
    expect(copy.about).toMatch(
      translatedPattern(
        'es',
        'Everything {company} holds about {email}, booking by booking, as stored in our database. Card numbers are never stored; we leave out the card’s last digits too. Write to {support} with any question.',
      ),
    )
  })

  it('writes the PDF in Hindi, its letters in Noto Sans Devanagari', async () => {
    const text = await pdfText((await exportIn('hi')).rawPayload)
    const code = completed.booking.booking_code
    // pdfjs reads Hindi glyphs in their drawn order: compare the letters (see devanagariLetters).
    const letters = devanagariLetters(text)
    for (const words of [
      filled('hi', 'Booking {code}', { code }),
      `${translated('hi', 'Status')} ${translated('hi', 'Completed')}`,
      `${translated('hi', 'Vehicle')} Sedan`,
      translated('hi', 'Driver positions we still hold'),
    ]) {
      expect(letters).toContain(devanagariLetters(words))
    }
    expect(text).toContain(guest.email)
    expect(text).not.toContain('Driver positions we still hold')
    expect(text).not.toMatch(/\?\?/)
  })

  it('writes the PDF in Arabic, right to left, the stored values reading as stored', async () => {
    const lines = (await pdfText((await exportIn('ar')).rawPayload)).split('\n')
    const ar = (english: string) => arabicAsRead(translated('ar', english))
    const code = completed.booking.booking_code
    for (const line of [
      arabicAsRead(filled('ar', 'Booking {code}', { code })),
      `${ar('Status')} ${ar('Completed')}`,
      `${ar('Vehicle')} Sedan`,
      `${ar('Passengers')} 2`,
      `${ar('Email')} ${guest.email}`,
      ar('Driver positions we still hold'),
    ]) {
      expect(lines).toContain(line)
    }
    expect(lines).not.toContain('Driver positions we still hold')
  })

  it('erases the finished bookings now and the ride to come once it ends', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/privacy/erasure',
      headers: withAccess(access.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json().data as {
      erased: { booking_code: string }[]
      waiting: { booking_code: string }[]
    }
    expect(new Set(result.erased.map((b) => b.booking_code))).toEqual(
      new Set([completed.booking.booking_code, cancelled.booking.booking_code]),
    )
    expect(result.waiting.map((b) => b.booking_code)).toEqual([upcoming.booking_code])

    // The access ends with it.
    const after = await app.inject({
      url: '/api/v1/privacy/export',
      headers: withAccess(access.token),
    })
    expect(after.statusCode).toBe(401)

    const erasedMail = (await mailsTo(guest.email)).find(
      (mail) => mail.subject === dataErasedSubject,
    )
    expect(erasedMail?.text).toContain(completed.booking.booking_code)
    expect(erasedMail?.text).toContain(upcoming.booking_code)

    // The finished bookings keep their money and invoice; the one to come keeps everything.
    const [done] = await app.db.select().from(bookings).where(eq(bookings.id, completed.booking.id))
    expect(done!.name).toBe(ANONYMISED_TEXT)
    expect(done!.anonymisedAt).not.toBeNull()
    expect(done!.totalCents).toBeGreaterThan(0)
    const [waiting] = await app.db.select().from(bookings).where(eq(bookings.id, upcoming.id))
    expect(waiting!.name).toBe(guest.name)
    expect(waiting!.anonymisedAt).toBeNull()

    // Audited with counts, naming no one.
    const [entry] = await app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'erasure.request'))
      .orderBy(sql`${operatorAudit.seq} desc`)
      .limit(1)
    expect(entry!.after).toMatchObject({ bookings_anonymised: 2, bookings_waiting: 1 })
    expect(JSON.stringify(entry)).not.toContain(guest.tag)

    // The ride to come is cancelled: its erasure is scheduled for an hour after the move.
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/rides/${upcoming.booking_code}/cancel`,
      headers: rideHeaders(upcoming),
      payload: {},
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const key = `erasure-due:${upcoming.id}`
    const [job] = await app.db.select().from(scheduledJobs).where(eq(scheduledJobs.dedupeKey, key))
    expect(job!.kind).toBe('erasure_due')
    const delay = job!.runAt.getTime() - Date.now()
    expect(delay).toBeGreaterThan((ERASURE_DELAY_AFTER_RIDE_MINUTES - 2) * 60_000)
    expect(delay).toBeLessThanOrEqual(ERASURE_DELAY_AFTER_RIDE_MINUTES * 60_000)
    await app.db
      .update(scheduledJobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(scheduledJobs.dedupeKey, key)))
    await app.jobs.runDueNow()
    await deliver()
    const told = (await mailsTo(guest.email)).filter((mail) => mail.subject === rideErasedSubject)
    expect(told).toHaveLength(1)
    expect(told[0]!.text).toContain(upcoming.booking_code)

    // Nothing of the traveller is left in any table, mails included; the bystander is untouched.
    await app.textMessages.deliverNow()
    await deliver()
    const markers = [...completed.markers, ...cancelled.markers, ...textMarkers(guest)]
    expect(await whereFound(app, markers, numberMarkers(guest))).toEqual([])
    expect(await whereFound(app, textMarkers(bystander))).not.toEqual([])
  })

  it('has nothing left to open for the erased email', async () => {
    await askCode(guest.email)
    await deliver()
    const codes = (await mailsTo(guest.email)).filter((mail) => mail.subject === dataCodeSubject)
    // The one code of the access above, and none after the erasure.
    expect(codes).toHaveLength(1)
  })
})

describe('the data request’s mails in the language of the person who asked', () => {
  const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }
  /** A booking of the traveller made in Spanish (the booking's language, as a Spanish page sets it). */
  async function spanishBooking(who: ReturnType<typeof markedTraveller>) {
    const booking = await markedBooking(app, who)
    await app.db.update(bookings).set({ language: 'es' }).where(eq(bookings.id, booking.id))
    return booking
  }
  /** Each of the text's lines that reads as `english` does in `language`, its arguments open. */
  const linesLike = (text: string, language: string, english: string) =>
    text.split('\n').filter((line) => translatedPattern(language, english).test(line))

  it('writes the code, the copy’s notice and the erasure in Hindi, with the Hindi page’s link', async () => {
    const who = markedTraveller()
    // Booked in Spanish: the mails of the request follow the request, not the booking.
    const booking = await spanishBooking(who)

    expect((await askCode(who.email, from(), hindi)).statusCode).toBe(202)
    const codeMails = (await mailsTo(who.email)).filter(
      (mail) => mail.subject === translated('hi', dataCodeSubject),
    )
    expect(codeMails).toHaveLength(1)
    const codeMail = codeMails[0]!
    expect(codeMail.html).toMatch(/<html[^>]* lang="hi"/)
    expect(codeMail.text).toContain(translated('hi', 'Your data request code'))
    expect(codeMail.text).toContain(
      translated(
        'hi',
        'Someone, we hope you, asked to see or erase the data Ridelane holds about this email address. Enter this code on the page where you asked:',
      ),
    )
    const works =
      'It works once, for the next {codeMinutes, plural, one {# minute} other {# minutes}}, and opens your data for {accessMinutes, plural, one {# minute} other {# minutes}}.'
    const [worksLine] = linesLike(codeMail.text, 'hi', works)
    expect(worksLine).toContain(String(DATA_CODE_MINUTES))
    expect(worksLine).toContain(String(DATA_ACCESS_MINUTES))
    expect(codeMail.text).not.toMatch(/Your data request code|Someone, we hope you|It works once/)
    expect((await mailsTo(who.email)).some((mail) => mail.subject === dataCodeSubject)).toBe(false)

    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1]
    const opened = await openAccess(who.email, code!)
    expect(opened.statusCode, opened.body).toBe(200)
    const { token } = opened.json().data as { token: string }

    const copy = await app.inject({
      url: '/api/v1/privacy/export',
      headers: { ...withAccess(token), ...hindi },
    })
    expect(copy.statusCode).toBe(200)
    const told = (await mailsTo(who.email)).filter(
      (mail) => mail.subject === translated('hi', dataExportedSubject),
    )
    expect(told).toHaveLength(1)
    const page = 'https://ridelane.test/hi/my-data'
    expect(told[0]!.html).toContain(`href="${page}"`)
    expect(told[0]!.text).toContain(`${translated('hi', 'Your data')}: ${page}`)
    expect(told[0]!.text).toContain(translated('hi', 'A copy of your data was downloaded'))
    expect(told[0]!.html).toContain('href="mailto:support@ridelane.com"')
    const downloaded =
      'On {date} a copy of what we hold about this email address was downloaded with the code we sent you: {count, plural, one {# booking} other {# bookings}}, with payments, messages, ratings and the driver’s positions we still keep.'
    expect(linesLike(told[0]!.text, 'hi', downloaded)).toHaveLength(1)
    // The date in Hindi: a month's Hindi name, no English one.
    const month = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' })
    const months = Array.from({ length: 12 }, (_, m) => month.format(Date.UTC(2030, m, 15)))
    expect(months.some((name) => told[0]!.text.includes(name))).toBe(true)
    expect(told[0]!.text).not.toMatch(
      /January|February|March|April|May|June|July|August|September|October|November|December/,
    )

    const erased = await app.inject({
      method: 'POST',
      url: '/api/v1/privacy/erasure',
      headers: { ...withAccess(token), ...hindi },
    })
    expect(erased.statusCode, erased.body).toBe(200)
    const erasedMail = (await mailsTo(who.email)).find(
      (mail) => mail.subject === translated('hi', dataErasedSubject),
    )
    expect(erasedMail?.text).toContain(translated('hi', 'We erased your data'))
    expect(erasedMail?.text).toContain(translated('hi', 'As you asked, we will erase your data.'))
    expect(erasedMail?.text).toContain(`- ${booking.booking_code}`)
    expect(erasedMail?.text).toContain(
      translated('hi', 'We will write to you once more when that is done.'),
    )
  })

  it('writes the mail a ride’s later erasure sends in its booking’s language', async () => {
    const who = markedTraveller()
    const booking = await spanishBooking(who)
    expect((await askCode(who.email, from(), hindi)).statusCode).toBe(202)
    const codeMail = (await mailsTo(who.email)).find(
      (mail) => mail.subject === translated('hi', dataCodeSubject),
    )
    const opened = await openAccess(who.email, /\b(\d{6})\b/.exec(codeMail!.text)![1]!)
    const { token } = opened.json().data as { token: string }
    const erased = await app.inject({
      method: 'POST',
      url: '/api/v1/privacy/erasure',
      headers: { ...withAccess(token), ...hindi },
    })
    expect(erased.json().data.waiting).toEqual([
      expect.objectContaining({ booking_code: booking.booking_code }),
    ])

    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/rides/${booking.booking_code}/cancel`,
      headers: rideHeaders(booking),
      payload: {},
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    await app.db
      .update(scheduledJobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(scheduledJobs.dedupeKey, `erasure-due:${booking.id}`))
    await app.jobs.runDueNow()
    const told = (await mailsTo(who.email)).filter(
      (mail) => mail.subject === translated('es', rideErasedSubject),
    )
    expect(told).toHaveLength(1)
    expect(told[0]!.html).toMatch(/<html[^>]* lang="es"/)
    expect(told[0]!.text).toContain(
      filled(
        'es',
        'Booking {code} is over, so, as you asked, we have now erased your name, contact details, places and messages from it. Its code, dates, amounts and invoice number stay, as the law asks, with nothing that names you.',
        {
          code: booking.booking_code,
        },
      ),
    )
  })

  it('stays English, as before, for English and for a language we do not speak', async () => {
    const who = markedTraveller()
    await markedBooking(app, who)
    expect(
      (await askCode(who.email, from(), { 'accept-language': 'pt-BR,pt;q=0.9' })).statusCode,
    ).toBe(202)
    const codeMail = (await mailsTo(who.email)).find((mail) => mail.subject === dataCodeSubject)
    expect(codeMail?.html).toMatch(/<html[^>]* lang="en"/)
    expect(codeMail?.text).toContain('Your data request code')
    expect(codeMail?.text).toContain(
      `It works once, for the next ${DATA_CODE_MINUTES} minutes, and opens your data for ${DATA_ACCESS_MINUTES} minutes.`,
    )
    const opened = await openAccess(who.email, /\b(\d{6})\b/.exec(codeMail!.text)![1]!)
    const { token } = opened.json().data as { token: string }
    await app.inject({
      url: '/api/v1/privacy/export',
      headers: { ...withAccess(token), 'accept-language': 'en-GB,en;q=0.9' },
    })
    const told = (await mailsTo(who.email)).find((mail) => mail.subject === dataExportedSubject)
    expect(told?.text).toContain('Your data: https://ridelane.test/my-data')
    expect(told?.text).toMatch(
      /^On \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} UTC a copy of what we hold about this email address was downloaded with the code we sent you: 1 booking, with payments/m,
    )
    expect(told?.text).toContain(
      'If that was not you, write to us at support@ridelane.com and do not share codes we send you.',
    )
  })
})
