// Districts of the demo service areas: the parts of a city travellers name as a destination.
// Coordinates are the district's centre to about 500 m; a business district that is already a
// landmark (Canary Wharf, Connaught Place, Dubai Marina, Bandra Kurla Complex) is not repeated.
import type { DemoArea } from './landmarks'

export interface District {
  /** Becomes the place id `district:<slug>`: never change a published one. */
  slug: string
  area: DemoArea
  name: string
  aliases?: readonly string[]
  /** The city and country it belongs to, shown under the name. */
  address: string
  lat: number
  lng: number
}

export const districts: readonly District[] = [
  // New York
  {
    slug: 'nyc-manhattan',
    area: 'new-york',
    name: 'Manhattan',
    address: 'New York, NY, United States',
    lat: 40.7831,
    lng: -73.9712,
  },
  {
    slug: 'nyc-midtown-manhattan',
    area: 'new-york',
    name: 'Midtown Manhattan',
    aliases: ['Midtown'],
    address: 'Manhattan, New York, NY, United States',
    lat: 40.7549,
    lng: -73.984,
  },
  {
    slug: 'nyc-brooklyn',
    area: 'new-york',
    name: 'Brooklyn',
    address: 'New York, NY, United States',
    lat: 40.6782,
    lng: -73.9442,
  },
  {
    slug: 'nyc-queens',
    area: 'new-york',
    name: 'Queens',
    address: 'New York, NY, United States',
    lat: 40.7282,
    lng: -73.7949,
  },
  {
    slug: 'nyc-the-bronx',
    area: 'new-york',
    name: 'The Bronx',
    aliases: ['Bronx'],
    address: 'New York, NY, United States',
    lat: 40.8448,
    lng: -73.8648,
  },
  // London
  {
    slug: 'lon-westminster',
    area: 'london',
    name: 'Westminster',
    address: 'London, United Kingdom',
    lat: 51.4975,
    lng: -0.1357,
  },
  {
    slug: 'lon-city-of-london',
    area: 'london',
    name: 'City of London',
    aliases: ['The City', 'Square Mile'],
    address: 'London, United Kingdom',
    lat: 51.5155,
    lng: -0.0922,
  },
  {
    slug: 'lon-kensington',
    area: 'london',
    name: 'Kensington',
    address: 'London, United Kingdom',
    lat: 51.4991,
    lng: -0.1938,
  },
  {
    slug: 'lon-shoreditch',
    area: 'london',
    name: 'Shoreditch',
    address: 'London, United Kingdom',
    lat: 51.5265,
    lng: -0.0799,
  },
  // Paris
  {
    slug: 'par-le-marais',
    area: 'paris',
    name: 'Le Marais',
    aliases: ['Marais'],
    address: 'Paris, France',
    lat: 48.859,
    lng: 2.3621,
  },
  {
    slug: 'par-montmartre',
    area: 'paris',
    name: 'Montmartre',
    address: 'Paris, France',
    lat: 48.8867,
    lng: 2.3431,
  },
  // Dubai
  {
    slug: 'dxb-downtown-dubai',
    area: 'dubai',
    name: 'Downtown Dubai',
    aliases: ['Downtown'],
    address: 'Dubai, United Arab Emirates',
    lat: 25.1972,
    lng: 55.2744,
  },
  {
    slug: 'dxb-jumeirah',
    area: 'dubai',
    name: 'Jumeirah',
    address: 'Dubai, United Arab Emirates',
    lat: 25.2048,
    lng: 55.2441,
  },
  {
    slug: 'dxb-deira',
    area: 'dubai',
    name: 'Deira',
    address: 'Dubai, United Arab Emirates',
    lat: 25.2711,
    lng: 55.3075,
  },
  // Delhi
  {
    slug: 'del-karol-bagh',
    area: 'delhi',
    name: 'Karol Bagh',
    address: 'New Delhi, Delhi, India',
    lat: 28.6519,
    lng: 77.1909,
  },
  {
    slug: 'del-chanakyapuri',
    area: 'delhi',
    name: 'Chanakyapuri',
    address: 'New Delhi, Delhi, India',
    lat: 28.5961,
    lng: 77.187,
  },
  // Mumbai
  {
    slug: 'bom-bandra',
    area: 'mumbai',
    name: 'Bandra',
    address: 'Mumbai, Maharashtra, India',
    lat: 19.0596,
    lng: 72.8295,
  },
  {
    slug: 'bom-andheri',
    area: 'mumbai',
    name: 'Andheri',
    address: 'Mumbai, Maharashtra, India',
    lat: 19.1136,
    lng: 72.8697,
  },
  {
    slug: 'bom-colaba',
    area: 'mumbai',
    name: 'Colaba',
    address: 'Mumbai, Maharashtra, India',
    lat: 18.9067,
    lng: 72.8147,
  },
  {
    slug: 'bom-juhu',
    area: 'mumbai',
    name: 'Juhu',
    address: 'Mumbai, Maharashtra, India',
    lat: 19.0988,
    lng: 72.8267,
  },
  // Indore
  {
    slug: 'idr-rajwada',
    area: 'indore',
    name: 'Rajwada',
    address: 'Indore, Madhya Pradesh, India',
    lat: 22.7186,
    lng: 75.8553,
  },
  // Singapore
  {
    slug: 'sin-marina-bay',
    area: 'singapore',
    name: 'Marina Bay',
    address: 'Singapore',
    lat: 1.2806,
    lng: 103.8578,
  },
  {
    slug: 'sin-sentosa',
    area: 'singapore',
    name: 'Sentosa Island',
    address: 'Singapore',
    lat: 1.2494,
    lng: 103.8303,
  },
]
