// The bookings board of the operator console (docs/decisions/017-bookings-board.md).
export { boardRoutes as boardModule } from './routes'
