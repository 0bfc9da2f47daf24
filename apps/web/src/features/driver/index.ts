// The driver's job page (docs/decisions/029-providers-and-drivers.md); the router loads
// components/driver-job-page.tsx lazily and nothing else uses this feature yet.
export { readDriverToken } from './driver-token'
