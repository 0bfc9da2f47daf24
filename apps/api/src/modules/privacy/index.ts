// Travellers' personal data (docs/privacy.md): where each piece is kept (personal-columns.ts),
// anonymising a booking's, and the daily retention sweep that does so once the records' years
// have passed.
export { privacyModule } from './module'
export { anonymiseBookings, type AnonymisedCounts } from './repository'
export {
  nextSweepAt,
  retentionSweepHandler,
  scheduleRetentionSweep,
  sweepRetention,
  type RetentionSweepResult,
} from './retention-sweep'
export {
  bookingTablesWithoutPersonalData,
  notPersonal,
  otherPeoplesData,
  travellerData,
  type Anonymisation,
  type TravellerTable,
} from './personal-columns'
