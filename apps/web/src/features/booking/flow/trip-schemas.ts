/**
 * The first part of the domain's schemas the wizard needs: the trip's (ride details, dates and
 * times, bounds), with zod itself. /booking loads this before the rest of the wizard's state
 * (booking-flow-reducer.ts), so that building all the schemas is split over two tasks rather
 * than one long one (docs/decisions/022-booking-shell.md).
 */
export { defaultRideDetails } from '@ridelane/domain'
