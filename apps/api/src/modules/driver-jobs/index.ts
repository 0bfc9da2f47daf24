export { driverJobLink, type PreviousAssignment } from './after-assignment'
export { registerDriverJobHooks } from './booking-reactions'
export { driverJobsModule, type DriverJobsOptions } from './routes'
export { e2eOutboundMessagesRoute } from './e2e-messages'
