import type { RideView } from '@ridelane/domain'
import type { RideAccess } from '../ride-access'

/** What the ride page gives each of its action blocks (cancel, change, rate). */
export type RideActionProps = {
  ride: RideView
  access: RideAccess
  /** After an action: the ride as the server now has it, or nothing when the page must read it. */
  onUpdated: (ride?: RideView) => void
}
