export {
  FlightStatusUnavailable,
  type FlightAirport,
  type FlightQuery,
  type FlightReport,
  type FlightStatusSource,
} from './flight-status-port'
export { createFlightStatusSource, type FlightStatusSourceOptions } from './source'
export {
  createScheduleSource,
  SHIPPED_SCHEDULE_FILE,
  type FlightScheduleFile,
  type ScheduleSourceOptions,
} from './schedule-source'
export {
  AERODATABOX_API_BASE,
  aeroDataBoxStatuses,
  createAeroDataBoxSource,
  flightStateOf,
  type AeroDataBoxSourceOptions,
  type AeroDataBoxStatus,
} from './aerodatabox-source'
export { bookingFlightSummary } from './flight-views'
export { flightsModule, registerFlightHooks, type FlightsModuleOptions } from './module'
