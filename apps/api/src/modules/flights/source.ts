import type { FlightStatusConfig } from '../../config'
import { createAeroDataBoxSource } from './aerodatabox-source'
import type { FlightStatusSource } from './flight-status-port'
import { createScheduleSource } from './schedule-source'

export type FlightStatusSourceOptions = {
  /** The schedule's clock (tests, the simulator); AeroDataBox keeps its own. Unset: the system clock. */
  now?: () => Date
}

/**
 * The flight-status source the configuration names (FLIGHT_STATUS): the offline schedule unless
 * it is AeroDataBox. Creating the schedule source reads and checks its file, so a broken file
 * throws a ConfigError here, at start.
 */
export function createFlightStatusSource(
  config: FlightStatusConfig,
  options: FlightStatusSourceOptions = {},
): FlightStatusSource {
  switch (config.kind) {
    case 'aerodatabox':
      return createAeroDataBoxSource({
        apiKey: config.apiKey,
        apiBase: config.apiBase,
        timeoutMs: config.timeoutMs,
      })
    case 'schedule':
      return createScheduleSource({
        ...(config.scheduleFile ? { file: config.scheduleFile } : {}),
        ...(options.now ? { now: options.now } : {}),
      })
  }
}
