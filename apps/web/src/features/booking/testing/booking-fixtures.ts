import {
  initialBookingFlowState,
  vehicleOptionsFromQuote,
  type BookingFlowState,
  type PassengerDetails,
  type PriceCalculationResponse,
  type RideDetails,
  type VehicleOption,
} from '@ridelane/domain'

// Data for the booking feature's tests, shaped like the API's answers.
export const completeRide: RideDetails = {
  rideType: 'one-way',
  pickup: {
    address: 'London Heathrow Airport, London, United Kingdom',
    lat: 51.4775,
    lng: -0.4614,
  },
  dropoff: { address: 'London Paddington Station, London', lat: 51.5163, lng: -0.1764 },
  date: '2030-06-01',
  time: '10:30',
  passengers: 2,
  isRoundTrip: false,
  returnDate: '',
  returnTime: '',
  pickupAddressDetail: '',
  dropoffAddressDetail: '',
}

/** The same ride with its pickup picked as an airport: a typed flight number is checked. */
export const airportPickupRide: RideDetails = {
  ...completeRide,
  pickup: { ...completeRide.pickup, type: 'airport', placeId: 'airport:LHR' },
}

/** A pickup in Paris as a city: the wizard asks where in it. */
export const cityPickupRide: RideDetails = {
  ...completeRide,
  pickup: { address: 'Paris, Île-de-France, France', lat: 48.8566, lng: 2.3522, type: 'city' },
  dropoff: {
    address: 'Paris Charles de Gaulle Airport',
    lat: 49.0097,
    lng: 2.5479,
    type: 'airport',
  },
  pickupAddressDetail: 'Hôtel Lutetia, room 412',
}

export const quote: PriceCalculationResponse = {
  available_vehicles: [
    {
      city_vehicle_id: 'london:sedan',
      vehicle_name: 'Sedan',
      vehicle_model: 'Toyota Corolla or similar',
      vehicle_type: 'standard',
      vehicle_logo: '',
      passenger_capacity: 3,
      luggage_capacity: 2,
      price: 100,
      price_type: 'fixed',
    },
    {
      city_vehicle_id: 'london:business-suv',
      vehicle_name: 'Business SUV',
      vehicle_model: 'Cadillac Escalade or similar',
      vehicle_type: 'luxury',
      vehicle_logo: '',
      passenger_capacity: 6,
      luggage_capacity: 5,
      price: 190.5,
      price_type: 'fixed',
    },
  ],
  meet_greet_mode: 'additional_charge',
  meet_greet_charge_amount: 20,
  child_seat_mode: 'additional_charge',
  child_seat_charge_amount: 12,
  distance_km: 24.6,
  duration_min: 55,
  quote_id: 'quote-1',
  quote_expires_at: '2030-05-01T10:00:00Z',
}

export const sedan: VehicleOption = vehicleOptionsFromQuote(quote, { currency: 'USD', rate: 1 })[0]!

export const passenger: PassengerDetails = {
  name: 'Amara Okafor',
  phone: '+442079460958',
  email: 'a@example.com',
  whatsapp: '',
  notes: '',
}

/** A flow at the passenger step with the ride, the sedan and a live quote chosen. */
export const flowAtDetails: BookingFlowState = {
  ...initialBookingFlowState,
  currentPage: 3,
  rideDetails: completeRide,
  selectedVehicle: sedan,
  quoteId: 'quote-1',
  passengerDetails: passenger,
}
