import { FREE_MODIFICATION_HOURS_BEFORE_PICKUP } from '../booking/booking-policy'
import { operatorCompany } from './company'

// What the ride page says when it cannot offer a change (GET /rides/{ref} → change.refused_message).
// Each points to support, who can still help by hand.

const support = `write to ${operatorCompany.supportEmail} or message us on WhatsApp at ${operatorCompany.whatsappNumber}`

export const rideViewMessages = {
  changeUsed: `Your free change has already been made. For anything else, ${support}.`,
  changeTooLate: `Changes can be made here until ${FREE_MODIFICATION_HOURS_BEFORE_PICKUP} hours before pickup. For a later change, ${support}.`,
  changeNotNow: `This booking cannot be changed here. For help, ${support}.`,
} as const
