import { flightMessages } from '@ridelane/domain'
import { fromPlainText, heading, renderMail, type RenderedMail } from '../../mail/templates'

// The provider's mail when a flight moved the pickup of a ride it holds; the traveller's is the
// bookings module's pickupMovedEmail, and the operators' call-in goes through callInAdmins.

export function providerPickupMovedMail(
  to: string,
  ride: { bookingCode: string; flight: string; pickup: string; jobUrl: string },
): Promise<RenderedMail> {
  const subject = flightMessages.providerMovedSubject(ride.bookingCode)
  const text = flightMessages.providerMoved(ride.bookingCode, ride.flight, ride.pickup, ride.jobUrl)
  return renderMail({ to, subject, blocks: [heading(subject), ...fromPlainText(text)] })
}
