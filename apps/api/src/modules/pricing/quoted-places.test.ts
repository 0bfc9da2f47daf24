import { placeLabel, quotedPlaceMessages, type Place } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings } from '../../db/schema'
import { getPlaceById } from '../places'
import { bookingPayload, postBooking } from '../bookings/test-fixtures'
import { createTestApp } from '../../../test/support/create-test-app'
import { startFakeHttpServer } from '../../../test/support/fake-http-server'
import { calculate, oneWayRequest, places, vehicle } from './price-request-test-kit'
import { quotedPlace } from './quoted-places'

// A quote's words are tied to its coordinates: the text the mails, the provider and the driver
// read must name the place the driver is sent to and the ride was priced for.

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

const jfk = getPlaceById('airport:JFK')!

/** Quotes a Sedan from `pickup` to Times Square and books it with the pickup's own words. */
async function bookFrom(
  on: App,
  pickup: { address: string; lat: number; lng: number; place_id?: string },
) {
  const request = oneWayRequest({ pickup, dropoff: places.timesSquare })
  const quoted = await calculate(on, request)
  expect(quoted.statusCode, quoted.body).toBe(200)
  const quote = quoted.json().data
  const created = await postBooking(
    on,
    bookingPayload(quote.quote_id, {
      pickup_location: pickup.address,
      dropoff_location: 'Times Square',
      pickup_time: request.booking_time,
      timezone: 'America/New_York',
      vehicle_price: vehicle(quote, 'sedan').price,
      meet_greet_charge: quote.meet_greet_charge_amount,
      child_seat_charge: quote.child_seat_charge_amount,
      pickup_address_detail: '',
    }),
  )
  expect(created.statusCode, created.body).toBe(201)
  const [row] = await on.db.select().from(bookings).where(eq(bookings.id, created.json().data.id))
  return row
}

describe('the places of a quote', () => {
  it('refuses an address that names a city far from its coordinates', async () => {
    const response = await calculate(
      app,
      oneWayRequest({
        pickup: { ...places.jfk, address: 'Boston' },
        dropoff: { ...places.timesSquare, address: 'Philadelphia' },
      }),
    )
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().error.details).toContainEqual({
      path: 'pickup.address',
      message: quotedPlaceMessages.namesAnotherPlace,
    })
  })

  it('refuses a gazetteer place sent with another place’s coordinates', async () => {
    const response = await calculate(
      app,
      oneWayRequest({
        pickup: { ...places.timesSquare, address: 'JFK', place_id: 'airport:JFK' },
      }),
    )
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().error.details).toContainEqual({
      path: 'pickup.place_id',
      message: quotedPlaceMessages.farFromPlace,
    })
  })

  it('books a gazetteer place under our name for it, keeping the client’s words as the note', async () => {
    const sent = { address: 'Terminal 4, door B', lat: jfk.lat, lng: jfk.lng, place_id: jfk.id }
    const row = await bookFrom(app, sent)
    expect(row).toMatchObject({
      pickupLocation: placeLabel(jfk),
      pickupPlaceId: 'airport:JFK',
      pickupAddressDetail: 'Terminal 4, door B',
    })
  })

  it('keeps words the search places at the coordinates as they were sent', async () => {
    const row = await bookFrom(app, { ...places.jfk, address: 'JFK Airport, Queens, NY' })
    expect(row).toMatchObject({
      pickupLocation: 'JFK Airport, Queens, NY',
      pickupAddressDetail: '',
    })
  })

  it('names a near miss after the place at its coordinates, keeping the words as the note', async () => {
    // "Boston, MA" is not exactly a place's name, so it is not refused; but it is not JFK either.
    const row = await bookFrom(app, { ...places.jfk, address: 'Boston, MA' })
    expect(row).toMatchObject({
      pickupLocation: placeLabel(jfk),
      pickupAddressDetail: 'Boston, MA',
    })
  })

  it('names a point no known place lies at after the closest city, keeping the words as the note', async () => {
    // A street in Queens, 3 km from anything in the gazetteer.
    const sent = { address: '84-12 Elm Court, Queens', lat: 40.7282, lng: -73.8302 }
    const row = await bookFrom(app, sent)
    expect(row).toMatchObject({
      pickupLocation: 'Near New York, NY, United States',
      pickupAddressDetail: '84-12 Elm Court, Queens',
    })
  })

  it('names a point far from every city by its coordinates', () => {
    const sent = { address: 'Somewhere at sea', lat: 30, lng: -40, type: 'address' as const }
    expect(quotedPlace(sent, 'pickup', undefined)).toEqual({
      address: 'Near 30.00000, -40.00000',
      lat: 30,
      lng: -40,
      note: 'Somewhere at sea',
    })
  })
})

describe('a geocoder’s place in a quote', () => {
  it('is named as the search showed it and checked against its coordinates', async () => {
    const photon = await startFakeHttpServer(() => ({
      body: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-73.9857, 40.7484] },
            properties: {
              osm_type: 'N',
              osm_id: 350,
              osm_key: 'building',
              osm_value: 'yes',
              type: 'house',
              housenumber: '350',
              street: '5th Avenue',
              city: 'New York',
              state: 'New York',
              country: 'United States',
              countrycode: 'US',
            },
          },
        ],
      },
    }))
    const env = { GEOCODER: 'photon', PHOTON_URL: photon.url }
    const withPhoton = await createTestApp({ env })
    try {
      const found = await withPhoton.inject({ url: '/api/v1/places/search?q=350%205th%20avenue' })
      const place = (found.json().data.places as Place[]).find((p) => p.id === 'photon:N350')!
      expect(place).toBeDefined()

      const far = await calculate(
        withPhoton,
        oneWayRequest({
          pickup: { ...places.jfk, address: place.address, place_id: place.id },
        }),
      )
      expect(far.statusCode, far.body).toBe(400)
      expect(far.json().error.details).toContainEqual({
        path: 'pickup.place_id',
        message: quotedPlaceMessages.farFromPlace,
      })

      const sent = {
        address: 'Empire State, lobby',
        lat: place.lat,
        lng: place.lng,
        place_id: place.id,
      }
      const row = await bookFrom(withPhoton, sent)
      expect(row).toMatchObject({
        pickupLocation: placeLabel(place),
        pickupPlaceId: 'photon:N350',
        pickupAddressDetail: 'Empire State, lobby',
      })
    } finally {
      await withPhoton.close()
      await photon.close()
    }
  })
})
