import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import {
  ADD_ON_CHANGE_HOURS_BEFORE_PICKUP,
  ARRIVAL_PICKUP_BUFFER_MINUTES,
  BOOKING_HORIZON_MONTHS,
  CHILD_SEAT_BOUNDS,
  CLAIM_WINDOW_DAYS,
  DEFAULT_LEAD_TIME_HOURS,
  DEPARTURE_PICKUP_HOURS_BEFORE_FLIGHT,
  FLIGHT_DELAY_ADJUSTMENT_MAX_HOURS,
  FLIGHT_DELAY_FREE_CANCELLATION_HOURS,
  FREE_MODIFICATION_HOURS_BEFORE_PICKUP,
  defaultWaitingPolicy as waiting,
  NIGHT_SURCHARGE_HOURS,
  RECOMMENDED_ADVANCE_HOURS,
  RECORD_RETENTION_YEARS,
  REFUND_BUSINESS_DAYS,
  SUPPORT_REPLY_HOURS,
  WAITING_BLOCK_MINUTES,
  cancellationPolicy,
  type FaqEntry,
} from '@ridelane/domain'
import { clockText, notice, usdText } from './policy-text'

// Every figure comes from the domain's policy (docs/product.md#cancellation-and-changes and
// docs/product.md#waiting-flights-and-service-hours); only the wording is the FAQ's own. The
// figures are the messages' placeholders, named here.
const [smallTransfer, mediumTransfer, largeTransfer] = cancellationPolicy.transfer
const [largeFull, largePartial] = largeTransfer!.tiers
const smallSeats = smallTransfer!.maxSeats
const mediumSeats = mediumTransfer!.maxSeats
const mediumFromSeats = smallSeats + 1
const largeFullDays = largeFull!.minHoursNotice / 24
const largePartialDays = largePartial!.minHoursNotice / 24
const partialPercent = largePartial!.refundPercent
const sizeNotices = (kind: 'charter' | 'multiday') =>
  cancellationPolicy[kind].map((band) => band.tiers[0]!.minHoursNotice)
const [charterSmallHours, charterMediumHours, charterLargeHours] = sizeNotices('charter')
const [multidaySmallHours, multidayMediumHours, multidayLargeHours] = sizeNotices('multiday')

const horizonMonths = BOOKING_HORIZON_MONTHS
const advanceHours = RECOMMENDED_ADVANCE_HOURS
const leadHours = DEFAULT_LEAD_TIME_HOURS
const changeHours = FREE_MODIFICATION_HOURS_BEFORE_PICKUP
const addOnHours = ADD_ON_CHANGE_HOURS_BEFORE_PICKUP
const airportMinutes = waiting.freeMinutesAirportArrival
const otherMinutes = waiting.freeMinutesOther
const blockMinutes = WAITING_BLOCK_MINUTES
const delayHours = FLIGHT_DELAY_ADJUSTMENT_MAX_HOURS
const delayCancelHours = FLIGHT_DELAY_FREE_CANCELLATION_HOURS
const internationalMinutes = ARRIVAL_PICKUP_BUFFER_MINUTES.international
const domesticMinutes = ARRIVAL_PICKUP_BUFFER_MINUTES.domestic
const departureMinHours = DEPARTURE_PICKUP_HOURS_BEFORE_FLIGHT.min
const departureMaxHours = DEPARTURE_PICKUP_HOURS_BEFORE_FLIGHT.max
const maxChildSeats = CHILD_SEAT_BOUNDS.max
const complaintDays = CLAIM_WINDOW_DAYS.complaint
const disputeDays = CLAIM_WINDOW_DAYS.dispute
const invoiceDays = CLAIM_WINDOW_DAYS.invoice
const replyMinHours = SUPPORT_REPLY_HOURS.min
const replyMaxHours = SUPPORT_REPLY_HOURS.max
const retentionYears = RECORD_RETENTION_YEARS
const cancellationMinDays = REFUND_BUSINESS_DAYS.cancellation.min
const cancellationMaxDays = REFUND_BUSINESS_DAYS.cancellation.max
const otherMinDays = REFUND_BUSINESS_DAYS.other.min
const otherMaxDays = REFUND_BUSINESS_DAYS.other.max

/** An entry whose question and answer read as strings in the page's language, worked out when
 * they are read (./translated-text), never when this module loads. */
const faqEntry = (question: MessageDescriptor, answer: () => string): FaqEntry => ({
  get question() {
    return i18n._(question)
  },
  get answer() {
    return answer()
  },
})

export const faqEntries: FaqEntry[] = [
  faqEntry(
    msg`How far in advance can I book a ride?`,
    () =>
      t`You can book up to ${plural(horizonMonths, { one: '# month', other: '# months' })} ahead. We recommend booking at least ${plural(advanceHours, { one: '# hour', other: '# hours' })} before pickup: it gives you the widest choice of vehicles and keeps your free change available. Shorter notice is often possible, usually down to ${plural(leadHours, { one: '# hour', other: '# hours' })} before pickup, depending on the city.`,
  ),
  faqEntry(
    msg`Do I need an account to book?`,
    () =>
      t`No. Travellers book without an account: you enter your trip, choose a vehicle, add your details and pay. Your confirmation and booking code arrive by email.`,
  ),
  faqEntry(
    msg`Can I change my booking after it is confirmed?`,
    () =>
      t`Yes. One modification is free when you ask for it at least ${plural(changeHours, { one: '# hour', other: '# hours' })} before pickup, for example a new time or a different address. Make it on your ride page: follow the link in your confirmation email, or choose My Booking at the top of the site and enter your booking code and email. Later changes, or further changes, depend on the provider and may change the fare.`,
  ),
  faqEntry(msg`What is your cancellation and refund policy?`, () => {
    const smallNotice = notice(smallTransfer!.tiers[0]!.minHoursNotice)
    const mediumNotice = notice(mediumTransfer!.tiers[0]!.minHoursNotice)
    return t`For airport transfers and single trips, vehicles with up to ${plural(smallSeats, { one: '# seat', other: '# seats' })} are refunded in full when cancelled at least ${smallNotice} before pickup. Vehicles with ${mediumFromSeats} to ${plural(mediumSeats, { one: '# seat', other: '# seats' })} need ${mediumNotice}. For larger vehicles (more than ${plural(mediumSeats, { one: '# seat', other: '# seats' })}), you get a full refund at ${plural(largeFullDays, { one: '# day', other: '# days' })} or more, ${partialPercent}% between ${largeFullDays} and ${plural(largePartialDays, { one: '# day', other: '# days' })}, and no refund with less than ${plural(largePartialDays, { one: '# day', other: '# days' })} to go.`
  }),
  faqEntry(msg`Are the cancellation rules different for charters and multi-day hire?`, () => {
    const charterSmall = notice(charterSmallHours!)
    const charterMedium = notice(charterMediumHours!)
    const charterLarge = notice(charterLargeHours!)
    const multidaySmall = notice(multidaySmallHours!)
    const multidayMedium = notice(multidayMediumHours!)
    const multidayLarge = notice(multidayLargeHours!)
    return t`Yes. Single-day charters can be cancelled free of charge up to ${charterSmall}, ${charterMedium} or ${charterLarge} before the start, depending on the size of the vehicle. Multi-day hire needs ${multidaySmall}, ${multidayMedium} or ${multidayLarge}. Add-ons such as a child seat can be removed free of charge up to ${plural(addOnHours, { one: '# hour', other: '# hours' })} before pickup.`
  }),
  faqEntry(
    msg`How long does a refund take?`,
    () =>
      t`Refunds for cancellations reach your card within ${cancellationMinDays} to ${plural(cancellationMaxDays, { one: '# business day', other: '# business days' })}. Other refunds, for example after a complaint, take ${otherMinDays} to ${plural(otherMaxDays, { one: '# business day', other: '# business days' })}. The exact date depends on your bank.`,
  ),
  faqEntry(msg`How long will my driver wait for me?`, () => {
    const charge = usdText(waiting.chargeCentsPerBlock)
    return t`For airport pickups, waiting is free for ${plural(airportMinutes, { one: '# minute', other: '# minutes' })} from the time your flight actually lands. For all other pickups, including hotel and home pickups and intercity rides, the first ${plural(otherMinutes, { one: '# minute', other: '# minutes' })} are free. After that your driver keeps waiting, and each started ${plural(blockMinutes, { one: '# minute', other: '# minutes' })} costs ${charge}; some cities and larger vehicles have their own figures. If you have not come and cannot be reached once the free waiting is over, the driver may report a no-show from the pickup and leave.`
  }),
  faqEntry(
    msg`What happens if my flight is delayed?`,
    () =>
      t`Give us your flight number and the driver follows your flight. If it lands late, your pickup moves with it, automatically and free of charge, for delays of up to ${plural(delayHours, { one: '# hour', other: '# hours' })}. If your flight is delayed by more than ${plural(delayCancelHours, { one: '# hour', other: '# hours' })}, you may also cancel without charge.`,
  ),
  faqEntry(
    msg`What pickup time should I choose when I land?`,
    () =>
      t`Allow time for passport control and baggage: we suggest a pickup about ${plural(internationalMinutes, { one: '# minute', other: '# minutes' })} after an international landing and ${plural(domesticMinutes, { one: '# minute', other: '# minutes' })} after a domestic one. The free ${airportMinutes}-minute airport wait is there for anything that takes longer.`,
  ),
  faqEntry(
    msg`When should I be picked up for a departing flight?`,
    () =>
      t`Plan to be collected ${departureMinHours} to ${plural(departureMaxHours, { one: '# hour', other: '# hours' })} before your flight time, depending on the distance to the airport, the traffic and how early your airline closes check-in.`,
  ),
  faqEntry(
    msg`How much luggage can I bring?`,
    () =>
      t`Each passenger may bring one suitcase of up to 24 inches plus a small bag. Enter the real number of bags when you book, and mention bulky items such as skis, golf bags or pushchairs in the notes so we can suggest a bigger vehicle if needed.`,
  ),
  faqEntry(
    msg`Can I book a child seat or Meet & Greet?`,
    () =>
      t`In cities that offer them, you can add child seats (up to ${maxChildSeats}) and Meet & Greet, where the driver waits in the arrivals hall with a name board, on the passenger details step. Any charge is shown in the fare before you pay. Where an option is not offered, it does not appear.`,
  ),
  faqEntry(msg`What is included in the fare?`, () => {
    const nightFrom = clockText(NIGHT_SURCHARGE_HOURS.from)
    const nightTo = clockText(NIGHT_SURCHARGE_HOURS.to)
    return t`The fare covers the base fare, tolls and airport fees, standard waiting time, the driver, fuel and the vehicle. Rides between ${nightFrom} and ${nightTo} carry a night surcharge, which is included in the price you see before paying.`
  }),
  faqEntry(
    msg`How do I pay?`,
    () =>
      t`By major international credit or debit card through our secure payment provider, or with a supported digital wallet. We never see or store your full card number.`,
  ),
  faqEntry(
    msg`Who actually drives me?`,
    () =>
      t`A professional driver working for an independent, licensed transport provider in your city. Ridelane is the booking platform and collects payment on the provider’s behalf; the provider runs the ride.`,
  ),
  faqEntry(
    msg`What if my driver does not arrive?`,
    () =>
      t`Contact support straight away with your booking code. We will reach the provider and the driver and, if they cannot get to you in time, help you find another way and arrange a refund for the missed ride.`,
  ),
  faqEntry(
    msg`How do I make a complaint?`,
    () =>
      t`Write to our support team within ${plural(complaintDays, { one: '# day', other: '# days' })} of the ride, with your booking code and what went wrong. We reply within ${replyMinHours} to ${plural(replyMaxHours, { one: '# hour', other: '# hours' })}. Payment disputes should be raised within ${plural(disputeDays, { one: '# day', other: '# days' })}.`,
  ),
  faqEntry(
    msg`Can I get an invoice for my company?`,
    () =>
      t`Yes. Ask support for an invoice within ${plural(invoiceDays, { one: '# day', other: '# days' })} of the ride. Business partners see all their bookings in the partner dashboard.`,
  ),
  faqEntry(
    msg`Do business partners get discounted prices?`,
    () =>
      t`Yes. Travel agencies, corporates, online travel agencies and affiliates can sign up for a partner account. Once the email is confirmed and our team has approved the account, every new booking gets partner pricing, and the dashboard shows bookings and spending.`,
  ),
  faqEntry(
    msg`How long do you keep my booking details?`,
    () =>
      t`We keep booking records for about ${plural(retentionYears, { one: '# year', other: '# years' })}, because tax and accounting law requires it, and then delete or anonymise them. Our privacy policy explains what we keep and why.`,
  ),
]
