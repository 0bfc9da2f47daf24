import cityTimezones, { type CityData } from 'city-timezones'
import { addressLine, countryName, slugify } from './address'
import { cityAliases } from './data/city-aliases'
import type { GazetteerEntry } from './gazetteer'
import { isKnownLocation } from './geo'
import { isValidTimeZone } from './timezones'

/** Cities smaller than this are left out: travellers search for them rarely, by their airport. */
export const CITY_POPULATION_FLOOR = 50_000

/** Cities of at least CITY_POPULATION_FLOOR people (city-timezones data, DATA.md). */
export function loadCities(): GazetteerEntry[] {
  const cities = cityTimezones.cityMapping.filter(
    (city) =>
      city.pop >= CITY_POPULATION_FLOOR &&
      /^[A-Z]{2}$/.test(city.iso2) &&
      city.city.trim() !== '' &&
      isKnownLocation(city.lat, city.lng) &&
      isValidTimeZone(city.timezone),
  )
  const ids = cityIds(cities)
  return cities.map((city, index) => {
    const asciiName = city.city_ascii !== city.city ? [city.city_ascii] : []
    return {
      place: {
        id: ids[index] ?? '',
        type: 'city',
        name: city.city,
        // US cities carry their state's postal code: 'Salem, OR' and 'Salem, MA'.
        address: addressLine(
          city.city,
          city.iso2,
          city.iso2 === 'US' ? city.state_ansi : undefined,
        ),
        lat: city.lat,
        lng: city.lng,
        timezone: city.timezone,
        country_code: city.iso2,
      },
      aliases: [...asciiName, ...(cityAliases[`${city.iso2}:${city.city}`] ?? [])],
      region: city.iso2 === 'US' ? `${city.province} ${countryName('US')}` : countryName(city.iso2),
      // 50k people → 1, 500k → 1.3, 5M → 1.6.
      weight: 1 + 0.3 * Math.log10(city.pop / CITY_POPULATION_FLOOR),
    }
  })
}

/**
 * `city:gb-london`; when a country has two cities of one name, both get their province:
 * `city:us-oregon-salem`, `city:us-massachusetts-salem`. Later duplicates get a counter.
 */
function cityIds(cities: readonly CityData[]): string[] {
  const shortId = (city: CityData) => `city:${city.iso2.toLowerCase()}-${slugify(city.city_ascii)}`
  const uses = new Map<string, number>()
  for (const city of cities) uses.set(shortId(city), (uses.get(shortId(city)) ?? 0) + 1)
  const taken = new Set<string>()
  return cities.map((city) => {
    const base =
      uses.get(shortId(city)) === 1
        ? shortId(city)
        : `city:${[city.iso2, city.province, city.city_ascii].map(slugify).filter(Boolean).join('-')}`
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    return id
  })
}
