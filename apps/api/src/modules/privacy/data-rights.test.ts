import {
  ANONYMISED_TEXT,
  DATA_CODE_ATTEMPTS,
  dataRightsMessages,
  ERASURE_DELAY_AFTER_RIDE_MINUTES,
} from '@ridelane/domain'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-server'
import { bookings, mailOutbox, operatorAudit, scheduledJobs } from '../../db/schema'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { pdfText } from '../rides/receipt-test-kit'
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

const askCode = (email: string, remoteAddress = from()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/privacy/data-code',
    payload: { email },
    remoteAddress,
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
