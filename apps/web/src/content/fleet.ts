import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { getVehicleClass, type FleetEntry, type FleetSectionId } from '@ridelane/domain'
import { translatedList, withTranslatedFields } from './translated-text'

/** A fleet entry with its gallery (side view, then seat plan), its chip label and model. */
export type FleetShowcaseEntry = FleetEntry & { gallery: string[]; chip: string; model: string }

type FleetTexts = {
  chip: MessageDescriptor
  title: MessageDescriptor
  subtitle: MessageDescriptor
  description: MessageDescriptor
  features: MessageDescriptor[]
}

/** Seats, bags and model come from the shared vehicle classes, so the fleet page and the booking
 * wizard never disagree; the smallest group a class suits is the fleet page's own advice. The
 * texts read as strings in the page's language (./translated-text). */
function fleetEntry(
  id: FleetSectionId,
  fromPassengers: number,
  { features, ...texts }: FleetTexts,
): FleetShowcaseEntry {
  const vehicleClass = getVehicleClass(id)
  if (!vehicleClass) throw new Error(`No vehicle class for fleet section ${id}`)
  const { seats, bags } = vehicleClass
  return withTranslatedFields(
    {
      id,
      image: vehicleClass.image,
      gallery: [vehicleClass.image, `/images/fleet/${id}-seats.svg`],
      model: vehicleClass.model,
      features: translatedList(features),
    },
    {
      ...texts,
      capacity: msg`${fromPassengers}-${plural(seats, { one: '# passenger', other: '# passengers' })}`,
      luggage: msg`Up to ${plural(bags, { one: '# large suitcase', other: '# large suitcases' })}`,
    },
  )
}

// Luggage: a large suitcase is the 24-inch case of the terms' allowance (docs/product.md#content).
export const fleetEntries: FleetShowcaseEntry[] = [
  fleetEntry('sedan', 1, {
    chip: msg`Sedan`,
    title: msg`Sedan`,
    subtitle: msg`The everyday choice for one to three travellers`,
    description: msg`A clean, air-conditioned saloon such as a Toyota Corolla class car. Right for a solo airport run, a couple heading to the hotel or a quick hop across town.`,
    features: [
      msg`Air conditioning`,
      msg`Phone charger on request`,
      msg`Licensed, vetted driver`,
      msg`Flight tracking on airport pickups`,
    ],
  }),
  fleetEntry('comfort-sedan', 1, {
    chip: msg`Comfort Sedan`,
    title: msg`Comfort Sedan`,
    subtitle: msg`More legroom for longer rides`,
    description: msg`A roomier mid-size saloon with extra rear legroom and a quieter cabin, chosen for intercity trips and evenings when you would rather stretch out.`,
    features: [
      msg`Extra rear legroom`,
      msg`Bottled water`,
      msg`Air conditioning`,
      msg`Experienced intercity drivers`,
    ],
  }),
  fleetEntry('business-sedan', 1, {
    chip: msg`Business Sedan`,
    title: msg`Business Sedan (EV)`,
    subtitle: msg`Quiet, electric and ready for the boardroom`,
    description: msg`An electric executive saloon for client meetings and roadshows. Silent running lets you take calls on the move, and the driver dresses for business.`,
    features: [
      msg`Fully electric`,
      msg`Wi-Fi on request`,
      msg`Suited driver`,
      msg`Invoice per ride for expenses`,
    ],
  }),
  fleetEntry('first-class-sedan', 1, {
    chip: msg`First Class`,
    title: msg`First Class Sedan (EV)`,
    subtitle: msg`Our most refined ride`,
    description: msg`A flagship electric limousine with reclining rear seats and the most experienced chauffeurs in each city. For VIP guests, weddings and the journeys people remember.`,
    features: [
      msg`Reclining rear seats`,
      msg`Meet & greet with name board`,
      msg`Chilled water and mints`,
      msg`Senior chauffeur`,
    ],
  }),
  fleetEntry('suv', 1, {
    chip: msg`SUV`,
    title: msg`SUV`,
    subtitle: msg`Space for families and ski bags`,
    description: msg`A sport utility vehicle with a high driving position and a large boot. A good fit for families, mountain roads and anyone travelling with bulky sports kit.`,
    features: [
      msg`Child seats on request`,
      msg`Large boot`,
      msg`Air conditioning`,
      msg`All-weather capable`,
    ],
  }),
  fleetEntry('business-suv', 1, {
    chip: msg`Business SUV`,
    title: msg`Business SUV`,
    subtitle: msg`Executive comfort with room for the team`,
    description: msg`A premium SUV with leather seats and tinted rear windows, popular for executive airport pickups and security-conscious travel.`,
    features: [
      msg`Leather interior`,
      msg`Tinted rear windows`,
      msg`Suited driver`,
      msg`Wi-Fi on request`,
    ],
  }),
  fleetEntry('mpv', 1, {
    chip: msg`MPV`,
    title: msg`MPV`,
    subtitle: msg`The sensible people carrier`,
    description: msg`A multi-purpose vehicle with sliding doors and three rows of seats. Easy to climb into with children and good value when a group would otherwise need two cars.`,
    features: [
      msg`Sliding doors`,
      msg`Three rows of seats`,
      msg`Child seats on request`,
      msg`Air conditioning`,
    ],
  }),
  fleetEntry('business-minivan', 1, {
    chip: msg`Business Minivan`,
    title: msg`Business Minivan`,
    subtitle: msg`A meeting room on wheels`,
    description: msg`A premium minivan such as a Mercedes V-Class with captain seats facing each other, so a small team can talk on the way from the airport to the office.`,
    features: [
      msg`Captain seats`,
      msg`Conference seating layout`,
      msg`USB charging at every seat`,
      msg`Suited driver`,
    ],
  }),
  fleetEntry('minibus-8', 8, {
    chip: msg`Minivan 8-12`,
    title: msg`Minivan / Tempo Traveller`,
    subtitle: msg`For groups of eight to twelve`,
    description: msg`A high-roof van with individual seats and a rear luggage area. In India this is the familiar Tempo Traveller; elsewhere a Ford Transit or Mercedes Sprinter class van.`,
    features: [
      msg`High roof`,
      msg`Individual reclining seats`,
      msg`Rear luggage area`,
      msg`Air conditioning`,
    ],
  }),
  fleetEntry('minibus-16', 13, {
    chip: msg`Minibus 13-16`,
    title: msg`Minibus`,
    subtitle: msg`For teams, tours and wedding guests`,
    description: msg`A full-size minibus with a separate luggage compartment. Ideal for sports teams, conference shuttles and moving wedding guests between venues.`,
    features: [
      msg`Separate luggage hold`,
      msg`Reclining seats`,
      msg`PA microphone`,
      msg`Air conditioning`,
    ],
  }),
  fleetEntry('bus-30', 25, {
    chip: msg`Coach 25-30`,
    title: msg`Midi Coach`,
    subtitle: msg`A coach for mid-size groups`,
    description: msg`A midi coach with coach seating and an under-floor luggage hold, sized for school trips, corporate offsites and city tours.`,
    features: [
      msg`Under-floor luggage hold`,
      msg`Coach seats with seat belts`,
      msg`PA system`,
      msg`Professional coach driver`,
    ],
  }),
  fleetEntry('coach-bus', 40, {
    chip: msg`Coach / Sleeper`,
    title: msg`Coach and Sleeper Bus`,
    subtitle: msg`Large groups and overnight journeys`,
    description: msg`A full-size touring coach, or a sleeper bus with berths for overnight routes. Used for conferences, pilgrimages and long intercity journeys.`,
    features: [
      msg`Reclining seats or sleeper berths`,
      msg`Large luggage hold`,
      msg`Two drivers on long routes`,
      msg`Air conditioning`,
    ],
  }),
  fleetEntry('party-bus', 15, {
    chip: msg`Party Bus`,
    title: msg`Party Bus`,
    subtitle: msg`The celebration starts on board`,
    description: msg`A bus fitted with lounge seating, mood lighting and a sound system, for bachelor parties, birthdays and nights out where the group wants to stay together.`,
    features: [
      msg`Lounge seating`,
      msg`Mood lighting`,
      msg`Sound system`,
      msg`Driver waits between venues`,
    ],
  }),
]
