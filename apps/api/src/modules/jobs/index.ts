export {
  cancelScheduledJob,
  finishClaimedJob,
  jobKinds,
  scheduleJob,
  type JobKind,
  type NewJob,
} from './repository'
export type { ClaimedJob, JobHandler } from './job-handler'
export { jobsPlugin, type JobsPluginOptions } from './plugin'
