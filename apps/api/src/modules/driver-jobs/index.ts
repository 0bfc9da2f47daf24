export {
  afterDriverAssigned,
  driverJobLink,
  driverLinksFollowPickup,
  type PreviousAssignment,
} from './after-assignment'
export { driverJobsModule, type DriverJobsOptions } from './routes'
