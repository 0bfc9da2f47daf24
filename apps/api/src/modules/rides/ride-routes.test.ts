import {
  cancelRefusalSentences,
  lifecycleMessages,
  rideLookupMessages,
  type RideView,
} from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { rideAccessTokens } from '../../db/schema'
import { confirmedBooking, setBooking, type Created } from '../bookings/ops-booking-test-kit'
import { translated, translatedPattern } from '../../i18n/catalogue-test-kit'
import { signedInAdmin } from '../operators/operator-test-kit'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { getRide, lookUp, mailedRideLink, partnerBooking, rideToken } from './ride-test-kit'

const notFound = { success: false, error: { code: 'NOT_FOUND', message: 'Booking not found' } }

describe('the ride page', () => {
  let app: App
  let booking: Created
  let other: Created

  beforeAll(async () => {
    app = await createTestApp({ config: { appBaseUrl: 'https://ride.example' } })
    booking = await confirmedBooking(app, 'amara@example.com')
    other = await confirmedBooking(app, 'chidi@example.com')
  })
  afterAll(() => app.close())

  describe('GET /rides/{ref}', () => {
    it('asks for credentials first, then answers 404 to any that do not open the ride', async () => {
      const none = await getRide(app, booking.booking_code)
      expect(none.statusCode).toBe(401)
      expect(none.json().error.code).toBe('UNAUTHORIZED')

      for (const ref of [booking.booking_code, booking.id, 'NOSUCHXX', 'not a code']) {
        const wrong = await getRide(app, ref, rideToken(other.access_token))
        expect(wrong.statusCode, ref).toBe(404)
        expect(wrong.json()).toEqual(notFound)
      }
    })

    it('opens with the booking’s own token, by code in any case or by id', async () => {
      for (const ref of [booking.booking_code, booking.booking_code.toLowerCase(), booking.id]) {
        const response = await getRide(app, ref, rideToken(booking.access_token))
        expect(response.statusCode, response.body).toBe(200)
        const view = response.json().data as RideView
        expect(view).toMatchObject({
          id: booking.id,
          booking_code: booking.booking_code,
          booking_status: 'confirmed',
          payment_status: 'success',
          viewer: 'traveller',
          on_account: false,
        })
      }
    })

    it('words the fare and the free cancellation in the reader’s language', async () => {
      const read = async (language: string) =>
        (
          await getRide(app, booking.booking_code, {
            ...rideToken(booking.access_token),
            'accept-language': language,
          })
        ).json().data as RideView
      const arabic = await read('ar')
      expect(arabic.fare.lines).toEqual([
        { label: translated('ar', 'Vehicle fare'), amount: 65.15 },
        { label: translated('ar', 'Airport fee'), amount: 15 },
      ])
      expect(arabic.cancellation.free_until_text).toMatch(
        translatedPattern('ar', 'Free cancellation until {when} {city} time'),
      )
      expect(arabic.cancellation.free_until_text).toContain('New York')
      // The rest of the view is the same in every language.
      const english = await read('en-GB')
      expect({ ...arabic, fare: null, cancellation: null }).toEqual({
        ...english,
        fare: null,
        cancellation: null,
      })
    })

    it('shows the trip, the fare that adds up, the money, the policy and support', async () => {
      const view = (
        await getRide(app, booking.booking_code, rideToken(booking.access_token))
      ).json().data as RideView
      expect(view.trip).toMatchObject({
        ride_type: 'one-way',
        pickup_location: 'JFK Airport, Queens, NY',
        timezone: 'America/New_York',
        pickup_at_airport: true,
        flight_number: 'BA 117',
      })
      // The map's points: the pickup and the drop-off; no driver, so no position.
      expect(view.trip.pickup_point).toEqual({ lat: expect.any(Number), lng: expect.any(Number) })
      expect(view.trip.dropoff_point).toEqual({ lat: expect.any(Number), lng: expect.any(Number) })
      expect(view.driver_approach).toBeNull()
      expect(view.vehicle).toEqual({ id: 'new-york:sedan', name: 'Sedan', seats: 3 })
      // The airport fee inside the quoted price gets a line of its own.
      expect(view.fare.lines).toEqual([
        { label: 'Vehicle fare', amount: 65.15 },
        { label: 'Airport fee', amount: 15 },
      ])
      expect(view.fare.total).toBe(80.15)
      expect(view.money).toEqual({ paid: 80.15, refunded: 0, refund_pending: 0, due: 0 })
      expect(view.payments).toEqual([
        expect.objectContaining({ amount: 80.15, status: 'succeeded', card_last4: '4242' }),
      ])
      // 09:30 in New York on Tue 15 Jan 2030; a 3-seat transfer is free to cancel until 24 h before.
      expect(view.cancellation).toMatchObject({
        free_until: '2030-01-14T14:30:00.000Z',
        free_until_text: 'Free cancellation until Mon 14 Jan, 09:30 New York time',
        allowed: true,
        refused_message: null,
        refund_now: { amount: 80.15, percent: 100, add_on_percent: 100, paid: 80.15 },
        cancelled: null,
      })
      expect(view.change).toMatchObject({
        allowed: true,
        deadline: '2030-01-14T14:30:00.000Z',
        refused_message: null,
        pending: null,
        dropoff_changeable: true,
      })
      expect(view.meeting).toEqual({
        kind: 'airport_arrivals',
        name_sign: null,
        free_waiting_minutes: 60,
      })
      expect(view.support.email).toBe('support@ridelane.com')
      expect(view.support.whatsapp_link).toContain(booking.booking_code)
      expect(view.timeline.map((e) => e.to_status)).toEqual(['pending_payment', 'confirmed'])
      expect(view.timeline[1]).not.toHaveProperty('actor_id')
      expect(view.driver).toBeNull()
      expect(view.rating).toBeNull()
      expect(view.can_rate).toBe(false)
      expect(view.receipt).toEqual({ available: true, invoice_number: null })
    })

    it('says why a ride past its pickup can be neither cancelled nor changed', async () => {
      const late = await confirmedBooking(app, 'late@example.com')
      await setBooking(app, late.id, { pickupTime: new Date(Date.now() - 60_000) })
      const view = (await getRide(app, late.booking_code, rideToken(late.access_token))).json()
        .data as RideView
      expect(view.cancellation.allowed).toBe(false)
      expect(view.cancellation.refused_message).toMatch(/pickup time has passed/)
      expect(view.cancellation.refund_now).toBeNull()
      // The free-cancellation deadline is long gone: the page promises nothing about it.
      expect(view.cancellation).toMatchObject({ free_until: null, free_until_text: null })
      expect(view.change.allowed).toBe(false)
      expect(view.change.refused_message).toContain('support@ridelane.com')
    })

    describe('why a ride can no longer be cancelled, in the reader’s language', () => {
      const completedInEnglish = 'A completed booking cannot become cancelled.'
      const refusals = async (headers: Record<string, string>) => {
        const late = await confirmedBooking(app, 'late-words@example.com')
        await setBooking(app, late.id, { pickupTime: new Date(Date.now() - 60_000) })
        const done = await confirmedBooking(app, 'done-words@example.com')
        await setBooking(app, done.id, { bookingStatus: 'completed' })
        const said = async (ride: Created) => {
          const response = await getRide(app, ride.booking_code, {
            ...rideToken(ride.access_token),
            ...headers,
          })
          const { cancellation } = response.json().data as RideView
          expect(cancellation.allowed).toBe(false)
          return cancellation.refused_message
        }
        return { late: await said(late), completed: await said(done) }
      }

      it('says it in English as before, whatever else the reader asks for', async () => {
        const askedIn: Record<string, string>[] = [{}, { 'accept-language': 'pt-BR' }]
        for (const headers of askedIn) {
          expect(await refusals(headers)).toEqual({
            late: 'The pickup time has passed, so this booking can no longer be cancelled here. Please contact support.',
            completed: completedInEnglish,
          })
        }
        expect(cancelRefusalSentences).toContain(completedInEnglish)
      })

      // Reads the Spanish from the domain's catalogue: it fails until the translators have put
      // these messages in packages/domain/locales/es/domain.po.
      it('says it in Spanish to a Spanish reader', async () => {
        expect(await refusals({ 'accept-language': 'es' })).toEqual({
          late: translated('es', lifecycleMessages.pickupTimePassed),
          completed: translated('es', completedInEnglish),
        })
      })
    })

    it('drops a free-cancellation deadline that passed while the ride can still be cancelled', async () => {
      const soon = await confirmedBooking(app, 'soon@example.com')
      // Three hours ahead: the 24-hour free cancellation of a sedan transfer is over.
      await setBooking(app, soon.id, { pickupTime: new Date(Date.now() + 3 * 3_600_000) })
      const view = (await getRide(app, soon.booking_code, rideToken(soon.access_token))).json()
        .data as RideView
      expect(view.cancellation.allowed).toBe(true)
      expect(view.cancellation).toMatchObject({ free_until: null, free_until_text: null })
    })

    it('lets the owning partner in as the partner, and no other partner', async () => {
      const owner = await approvedPartner(app)
      const stranger = await approvedPartner(app)
      const mine = await partnerBooking(app, owner.token, 'guest@example.com')

      const asOwner = await getRide(app, mine.booking_code, bearer(owner.token))
      expect(asOwner.statusCode, asOwner.body).toBe(200)
      expect(asOwner.json().data).toMatchObject({ viewer: 'partner', id: mine.id })
      expect(asOwner.json().data.fare.lines).toContainEqual({
        label: 'Partner discount',
        amount: expect.any(Number),
      })

      const asStranger = await getRide(app, mine.booking_code, bearer(stranger.token))
      expect(asStranger.statusCode).toBe(404)
      expect(asStranger.json()).toEqual(notFound)
    })

    it('treats an operator’s session as no credentials at all', async () => {
      const { token } = await signedInAdmin(app)
      // Signing in steps a mocked clock forward; the rest of the file runs on the real one.
      vi.useRealTimers()
      const response = await getRide(app, booking.booking_code, bearer(token))
      expect(response.statusCode).toBe(401)
    })

    it('opens with the link of the confirmation mail, and that link opens nothing else', async () => {
      const link = await mailedRideLink(app, 'amara@example.com')
      expect(link.base).toBe('https://ride.example')
      expect(link.code).toBe(booking.booking_code)
      expect((await getRide(app, link.code, rideToken(link.token))).statusCode).toBe(200)
      const elsewhere = await getRide(app, other.booking_code, rideToken(link.token))
      expect(elsewhere.statusCode).toBe(404)
    })
  })

  describe('POST /rides/lookup', () => {
    it('gives a lookup token for the code and email, whatever their case and dashes', async () => {
      const code = booking.booking_code
      const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`
      const response = await lookUp(
        app,
        { booking_code: typed, email: 'AMARA@Example.com' },
        '10.0.0.1',
      )
      expect(response.statusCode, response.body).toBe(200)
      const { data } = response.json()
      expect(data.booking_code).toBe(code)
      const days = (Date.parse(data.expires_at) - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(6.9)
      expect(days).toBeLessThanOrEqual(7)

      const view = await getRide(app, code, rideToken(data.token))
      expect(view.statusCode).toBe(200)
      expect(view.json().data.viewer).toBe('traveller')
    })

    it('answers a wrong code and a wrong email alike', async () => {
      const wrongEmail = await lookUp(
        app,
        { booking_code: booking.booking_code, email: 'someone@example.com' },
        '10.0.0.2',
      )
      const wrongCode = await lookUp(
        app,
        { booking_code: 'ZZZZ2222', email: 'amara@example.com' },
        '10.0.0.2',
      )
      for (const response of [wrongEmail, wrongCode]) {
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({
          success: false,
          error: { code: 'NOT_FOUND', message: rideLookupMessages.notFound },
        })
      }
      expect(wrongEmail.body).toBe(wrongCode.body)
    })

    it('refuses a malformed code with 400 and says why', async () => {
      const response = await lookUp(app, { booking_code: 'AB1', email: 'amara@example.com' })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    })

    it('stops guessing at one code from many addresses, and at one email', async () => {
      const tries = (payload: { booking_code: string; email: string }) =>
        Array.from({ length: 11 }, (_, i) => lookUp(app, payload, `10.1.0.${i + 1}`))
      const byCode: number[] = []
      for (const attempt of tries({ booking_code: other.booking_code, email: 'x@example.com' })) {
        byCode.push((await attempt).statusCode)
      }
      expect(byCode.slice(0, 10)).toEqual(Array(10).fill(404))
      expect(byCode[10]).toBe(429)
      // Even the right email now waits: the code is spent for this window.
      const right = await lookUp(
        app,
        { booking_code: other.booking_code, email: 'chidi@example.com' },
        '10.1.1.1',
      )
      expect(right.statusCode).toBe(429)
      expect(right.json().error.message).toBe(
        'Too many tries for this booking code or email. Please wait 15 minutes, or open the link in your confirmation email.',
      )

      const byEmail: number[] = []
      for (let i = 0; i < 11; i++) {
        const code = `ZZZZ${String(2222 + i).replace(/[01]/g, '3')}`
        const response = await lookUp(
          app,
          { booking_code: code, email: 'guesser@example.com' },
          `10.2.0.${i + 1}`,
        )
        byEmail.push(response.statusCode)
      }
      expect(byEmail.at(-1)).toBe(429)
    })

    it('lets a lookup token lapse after its week', async () => {
      const response = await lookUp(
        app,
        { booking_code: booking.booking_code, email: 'amara@example.com' },
        '10.3.0.1',
      )
      const { token } = response.json().data
      await app.db
        .update(rideAccessTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(rideAccessTokens.source, 'lookup'))
      const lapsed = await getRide(app, booking.booking_code, rideToken(token))
      expect(lapsed.statusCode).toBe(404)
      expect(lapsed.json()).toEqual(notFound)
    })
  })

  describe('GET /rides/{ref}/calendar.ics', () => {
    it('is one event on the pickup’s clock, with the code and support, as an attachment', async () => {
      const response = await app.inject({
        url: `/api/v1/rides/${booking.booking_code}/calendar.ics`,
        headers: rideToken(booking.access_token),
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="ridelane-ride-${booking.booking_code}.ics"`,
      )
      const ics = response.body.replace(/\r\n /g, '')
      expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York')
      expect(ics).toContain('DTSTART;TZID=America/New_York:20300115T093000')
      expect(ics).toContain('DTEND;TZID=America/New_York:20300115T103000')
      expect(ics).toContain(`UID:${booking.id}@ridelane`)
      expect(ics).toContain(`SUMMARY:Ridelane ride ${booking.booking_code}`)
      expect(ics).toContain('LOCATION:JFK Airport\\, Queens\\, NY')
      expect(ics).toContain(`Booking code: ${booking.booking_code}`)
      expect(ics).toContain('support@ridelane.com')
      expect(ics).not.toContain(booking.access_token)
    })

    it('needs the same credentials as the page', async () => {
      const url = `/api/v1/rides/${booking.booking_code}/calendar.ics`
      expect((await app.inject({ url })).statusCode).toBe(401)
      const wrong = await app.inject({ url, headers: rideToken(other.access_token) })
      expect(wrong.statusCode).toBe(404)
    })
  })
})
