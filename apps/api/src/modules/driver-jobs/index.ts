export {
  afterDriverAssigned,
  driverJobLink,
  afterRideChanged,
  type PreviousAssignment,
} from './after-assignment'
export { driverJobsModule, type DriverJobsOptions } from './routes'
export { takeBackDriverStep } from './take-back-step'
export { e2eOutboundMessagesRoute } from './e2e-messages'
