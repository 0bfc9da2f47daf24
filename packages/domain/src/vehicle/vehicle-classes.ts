import type { FleetSectionId } from '../content/fleet'

// The 13 classes of the fleet page (docs/product.md#public-pages), shared by the fleet page and the
// API's catalogue. Capacities follow docs/product.md#content; categories its category list.

export const vehicleCategories = [
  'Sedan',
  'Business Sedan',
  'SUV/Minivan',
  'Business Minivan',
  'Minibus/Tempo Traveller',
  'Coach/Bus',
] as const
export type VehicleCategory = (typeof vehicleCategories)[number]

/** `luxury` feeds the wizard's luxury filter: the business, first-class and party classes. */
export const vehicleTypes = ['standard', 'luxury'] as const
export type VehicleType = (typeof vehicleTypes)[number]

export type VehicleClass = {
  id: FleetSectionId
  name: string
  /** What the traveller can expect, e.g. 'Toyota Camry or similar'. */
  model: string
  category: VehicleCategory
  type: VehicleType
  seats: number
  bags: number
  image: string
}

export function vehicleClassImage(id: FleetSectionId): string {
  return `/images/fleet/${id}.svg`
}

type ClassFacts = Omit<VehicleClass, 'image'>

const classFacts: ClassFacts[] = [
  {
    id: 'sedan',
    name: 'Sedan',
    model: 'Toyota Corolla or similar',
    category: 'Sedan',
    type: 'standard',
    seats: 3,
    bags: 2,
  },
  {
    id: 'comfort-sedan',
    name: 'Comfort Sedan',
    model: 'Toyota Camry or similar',
    category: 'Sedan',
    type: 'standard',
    seats: 3,
    bags: 3,
  },
  {
    id: 'business-sedan',
    name: 'Business Sedan',
    model: 'Mercedes-Benz E-Class or similar',
    category: 'Business Sedan',
    type: 'luxury',
    seats: 3,
    bags: 3,
  },
  {
    id: 'first-class-sedan',
    name: 'First Class Sedan',
    model: 'Mercedes-Benz S-Class or similar',
    category: 'Business Sedan',
    type: 'luxury',
    seats: 3,
    bags: 3,
  },
  {
    id: 'suv',
    name: 'SUV',
    model: 'Toyota Highlander or similar',
    category: 'SUV/Minivan',
    type: 'standard',
    seats: 5,
    bags: 4,
  },
  {
    id: 'business-suv',
    name: 'Business SUV',
    model: 'Cadillac Escalade or similar',
    category: 'SUV/Minivan',
    type: 'luxury',
    seats: 6,
    bags: 5,
  },
  {
    id: 'mpv',
    name: 'MPV',
    model: 'Toyota Sienna or similar',
    category: 'SUV/Minivan',
    type: 'standard',
    seats: 7,
    bags: 5,
  },
  {
    id: 'business-minivan',
    name: 'Business Minivan',
    model: 'Mercedes-Benz V-Class or similar',
    category: 'Business Minivan',
    type: 'luxury',
    seats: 8,
    bags: 7,
  },
  {
    id: 'minibus-8',
    name: 'Minivan (up to 12)',
    model: 'Force Traveller or similar',
    category: 'Minibus/Tempo Traveller',
    type: 'standard',
    seats: 12,
    bags: 10,
  },
  {
    id: 'minibus-16',
    name: 'Minibus (up to 16)',
    model: 'Mercedes-Benz Sprinter or similar',
    category: 'Minibus/Tempo Traveller',
    type: 'standard',
    seats: 16,
    bags: 14,
  },
  {
    id: 'bus-30',
    name: 'Coach (up to 30)',
    model: 'Toyota Coaster or similar',
    category: 'Coach/Bus',
    type: 'standard',
    seats: 30,
    bags: 25,
  },
  {
    id: 'coach-bus',
    name: 'Coach Bus (up to 55)',
    model: 'Volvo 9700 or similar',
    category: 'Coach/Bus',
    type: 'standard',
    seats: 55,
    bags: 50,
  },
  {
    id: 'party-bus',
    name: 'Party Bus',
    model: 'Lounge-seated party bus or similar',
    category: 'Coach/Bus',
    type: 'luxury',
    seats: 25,
    bags: 10,
  },
]

/** In fleet page order. */
export const vehicleClasses: readonly VehicleClass[] = classFacts.map((facts) => ({
  ...facts,
  image: vehicleClassImage(facts.id),
}))

export function getVehicleClass(id: string): VehicleClass | undefined {
  return vehicleClasses.find((vehicleClass) => vehicleClass.id === id)
}

/**
 * The better classes a booking of each class may be driven in (an upgrade at no cost to the
 * traveller): a higher sedan, a business SUV or minivan for its standard one, a larger coach. A
 * class not listed takes only itself.
 */
const upgrades: Partial<Record<FleetSectionId, readonly FleetSectionId[]>> = {
  sedan: ['comfort-sedan', 'business-sedan', 'first-class-sedan'],
  'comfort-sedan': ['business-sedan', 'first-class-sedan'],
  'business-sedan': ['first-class-sedan'],
  suv: ['business-suv'],
  mpv: ['business-minivan'],
  'minibus-8': ['minibus-16'],
  'bus-30': ['coach-bus'],
}

/** Whether a vehicle of class `offered` serves a booking of class `booked`: the same or better. */
export function meetsVehicleClass(offered: string, booked: string): boolean {
  if (offered === booked) return true
  return (upgrades[booked as FleetSectionId] ?? []).includes(offered as FleetSectionId)
}
