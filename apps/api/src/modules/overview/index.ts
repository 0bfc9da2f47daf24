// The figures of the operator console's start page.
export { overviewRoutes as overviewModule } from './routes'
