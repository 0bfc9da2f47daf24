import { getVehicleClass, type FleetEntry, type FleetSectionId } from '@ridelane/domain'

/** A fleet entry with its gallery (side view, then seat plan), its chip label and model. */
export type FleetShowcaseEntry = FleetEntry & { gallery: string[]; chip: string; model: string }

/** Seats, bags and model come from the shared vehicle classes, so the fleet page and the booking
 * wizard never disagree; the smallest group a class suits is the fleet page's own advice. */
function classFacts(id: FleetSectionId, fromPassengers: number) {
  const vehicleClass = getVehicleClass(id)
  if (!vehicleClass) throw new Error(`No vehicle class for fleet section ${id}`)
  return {
    image: vehicleClass.image,
    gallery: [vehicleClass.image, `/images/fleet/${id}-seats.svg`],
    model: vehicleClass.model,
    capacity: `${fromPassengers}-${vehicleClass.seats} passengers`,
    luggage: `Up to ${vehicleClass.bags} large suitcases`,
  }
}

// Luggage: a large suitcase is the 24-inch case of the terms' allowance (docs/product.md#content).
export const fleetEntries: FleetShowcaseEntry[] = [
  {
    id: 'sedan',
    chip: 'Sedan',
    title: 'Sedan',
    subtitle: 'The everyday choice for one to three travellers',
    description:
      'A clean, air-conditioned saloon such as a Toyota Corolla class car. Right for a solo airport run, a couple heading to the hotel or a quick hop across town.',
    features: [
      'Air conditioning',
      'Phone charger on request',
      'Licensed, vetted driver',
      'Flight tracking on airport pickups',
    ],
    ...classFacts('sedan', 1),
  },
  {
    id: 'comfort-sedan',
    chip: 'Comfort Sedan',
    title: 'Comfort Sedan',
    subtitle: 'More legroom for longer rides',
    description:
      'A roomier mid-size saloon with extra rear legroom and a quieter cabin, chosen for intercity trips and evenings when you would rather stretch out.',
    features: [
      'Extra rear legroom',
      'Bottled water',
      'Air conditioning',
      'Experienced intercity drivers',
    ],
    ...classFacts('comfort-sedan', 1),
  },
  {
    id: 'business-sedan',
    chip: 'Business Sedan',
    title: 'Business Sedan (EV)',
    subtitle: 'Quiet, electric and ready for the boardroom',
    description:
      'An electric executive saloon for client meetings and roadshows. Silent running lets you take calls on the move, and the driver dresses for business.',
    features: [
      'Fully electric',
      'Wi-Fi on request',
      'Suited driver',
      'Invoice per ride for expenses',
    ],
    ...classFacts('business-sedan', 1),
  },
  {
    id: 'first-class-sedan',
    chip: 'First Class',
    title: 'First Class Sedan (EV)',
    subtitle: 'Our most refined ride',
    description:
      'A flagship electric limousine with reclining rear seats and the most experienced chauffeurs in each city. For VIP guests, weddings and the journeys people remember.',
    features: [
      'Reclining rear seats',
      'Meet & greet with name board',
      'Chilled water and mints',
      'Senior chauffeur',
    ],
    ...classFacts('first-class-sedan', 1),
  },
  {
    id: 'suv',
    chip: 'SUV',
    title: 'SUV',
    subtitle: 'Space for families and ski bags',
    description:
      'A sport utility vehicle with a high driving position and a large boot. A good fit for families, mountain roads and anyone travelling with bulky sports kit.',
    features: ['Child seats on request', 'Large boot', 'Air conditioning', 'All-weather capable'],
    ...classFacts('suv', 1),
  },
  {
    id: 'business-suv',
    chip: 'Business SUV',
    title: 'Business SUV',
    subtitle: 'Executive comfort with room for the team',
    description:
      'A premium SUV with leather seats and tinted rear windows, popular for executive airport pickups and security-conscious travel.',
    features: ['Leather interior', 'Tinted rear windows', 'Suited driver', 'Wi-Fi on request'],
    ...classFacts('business-suv', 1),
  },
  {
    id: 'mpv',
    chip: 'MPV',
    title: 'MPV',
    subtitle: 'The sensible people carrier',
    description:
      'A multi-purpose vehicle with sliding doors and three rows of seats. Easy to climb into with children and good value when a group would otherwise need two cars.',
    features: [
      'Sliding doors',
      'Three rows of seats',
      'Child seats on request',
      'Air conditioning',
    ],
    ...classFacts('mpv', 1),
  },
  {
    id: 'business-minivan',
    chip: 'Business Minivan',
    title: 'Business Minivan',
    subtitle: 'A meeting room on wheels',
    description:
      'A premium minivan such as a Mercedes V-Class with captain seats facing each other, so a small team can talk on the way from the airport to the office.',
    features: [
      'Captain seats',
      'Conference seating layout',
      'USB charging at every seat',
      'Suited driver',
    ],
    ...classFacts('business-minivan', 1),
  },
  {
    id: 'minibus-8',
    chip: 'Minivan 8-12',
    title: 'Minivan / Tempo Traveller',
    subtitle: 'For groups of eight to twelve',
    description:
      'A high-roof van with individual seats and a rear luggage area. In India this is the familiar Tempo Traveller; elsewhere a Ford Transit or Mercedes Sprinter class van.',
    features: ['High roof', 'Individual reclining seats', 'Rear luggage area', 'Air conditioning'],
    ...classFacts('minibus-8', 8),
  },
  {
    id: 'minibus-16',
    chip: 'Minibus 13-16',
    title: 'Minibus',
    subtitle: 'For teams, tours and wedding guests',
    description:
      'A full-size minibus with a separate luggage compartment. Ideal for sports teams, conference shuttles and moving wedding guests between venues.',
    features: ['Separate luggage hold', 'Reclining seats', 'PA microphone', 'Air conditioning'],
    ...classFacts('minibus-16', 13),
  },
  {
    id: 'bus-30',
    chip: 'Coach 25-30',
    title: 'Midi Coach',
    subtitle: 'A coach for mid-size groups',
    description:
      'A midi coach with coach seating and an under-floor luggage hold, sized for school trips, corporate offsites and city tours.',
    features: [
      'Under-floor luggage hold',
      'Coach seats with seat belts',
      'PA system',
      'Professional coach driver',
    ],
    ...classFacts('bus-30', 25),
  },
  {
    id: 'coach-bus',
    chip: 'Coach / Sleeper',
    title: 'Coach and Sleeper Bus',
    subtitle: 'Large groups and overnight journeys',
    description:
      'A full-size touring coach, or a sleeper bus with berths for overnight routes. Used for conferences, pilgrimages and long intercity journeys.',
    features: [
      'Reclining seats or sleeper berths',
      'Large luggage hold',
      'Two drivers on long routes',
      'Air conditioning',
    ],
    ...classFacts('coach-bus', 40),
  },
  {
    id: 'party-bus',
    chip: 'Party Bus',
    title: 'Party Bus',
    subtitle: 'The celebration starts on board',
    description:
      'A bus fitted with lounge seating, mood lighting and a sound system, for bachelor parties, birthdays and nights out where the group wants to stay together.',
    features: ['Lounge seating', 'Mood lighting', 'Sound system', 'Driver waits between venues'],
    ...classFacts('party-bus', 15),
  },
]
