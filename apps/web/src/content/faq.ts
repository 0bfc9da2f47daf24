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
import {
  businessDaysText,
  clockText,
  daysText,
  hoursRangeText,
  hoursText,
  minutesText,
  monthsText,
  noticeText,
  usdText,
  yearsText,
} from './policy-text'

// Every figure comes from the domain's policy (docs/product.md#cancellation-and-changes and
// docs/product.md#waiting-flights-and-service-hours); only the wording is the FAQ's own.
const [smallTransfer, mediumTransfer, largeTransfer] = cancellationPolicy.transfer
const [largeFull, largePartial] = largeTransfer!.tiers
const sizeNotices = (kind: 'charter' | 'multiday') =>
  cancellationPolicy[kind].map((band) => noticeText(band.tiers[0]!.minHoursNotice))
const listText = (items: string[]) => `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
const [charterSmall, charterMedium, charterLarge] = sizeNotices('charter')

export const faqEntries: FaqEntry[] = [
  {
    question: 'How far in advance can I book a ride?',
    answer: `You can book up to ${monthsText(BOOKING_HORIZON_MONTHS)} ahead. We recommend booking at least ${hoursText(RECOMMENDED_ADVANCE_HOURS)} before pickup: it gives you the widest choice of vehicles and keeps your free change available. Shorter notice is often possible, usually down to ${hoursText(DEFAULT_LEAD_TIME_HOURS)} before pickup, depending on the city.`,
  },
  {
    question: 'Do I need an account to book?',
    answer:
      'No. Travellers book without an account: you enter your trip, choose a vehicle, add your details and pay. Your confirmation and booking code arrive by email.',
  },
  {
    question: 'Can I change my booking after it is confirmed?',
    answer: `Yes. One modification is free when you ask for it at least ${hoursText(FREE_MODIFICATION_HOURS_BEFORE_PICKUP)} before pickup, for example a new time or a different address. Make it on your ride page: follow the link in your confirmation email, or choose My Booking at the top of the site and enter your booking code and email. Later changes, or further changes, depend on the provider and may change the fare.`,
  },
  {
    question: 'What is your cancellation and refund policy?',
    answer: `For airport transfers and single trips, vehicles with up to ${smallTransfer!.maxSeats} seats are refunded in full when cancelled at least ${noticeText(smallTransfer!.tiers[0]!.minHoursNotice)} before pickup. Vehicles with ${smallTransfer!.maxSeats + 1} to ${mediumTransfer!.maxSeats} seats need ${noticeText(mediumTransfer!.tiers[0]!.minHoursNotice)}. For larger vehicles (more than ${mediumTransfer!.maxSeats} seats), you get a full refund at ${daysText(largeFull!.minHoursNotice / 24)} or more, ${largePartial!.refundPercent}% between ${largeFull!.minHoursNotice / 24} and ${daysText(largePartial!.minHoursNotice / 24)}, and no refund with less than ${daysText(largePartial!.minHoursNotice / 24)} to go.`,
  },
  {
    question: 'Are the cancellation rules different for charters and multi-day hire?',
    answer: `Yes. Single-day charters can be cancelled free of charge up to ${charterSmall}, ${charterMedium} or ${charterLarge} before the start, depending on the size of the vehicle. Multi-day hire needs ${listText(sizeNotices('multiday'))}. Add-ons such as a child seat can be removed free of charge up to ${hoursText(ADD_ON_CHANGE_HOURS_BEFORE_PICKUP)} before pickup.`,
  },
  {
    question: 'How long does a refund take?',
    answer: `Refunds for cancellations reach your card within ${businessDaysText(REFUND_BUSINESS_DAYS.cancellation)}. Other refunds, for example after a complaint, take ${businessDaysText(REFUND_BUSINESS_DAYS.other)}. The exact date depends on your bank.`,
  },
  {
    question: 'How long will my driver wait for me?',
    answer: `For airport pickups, waiting is free for ${minutesText(waiting.freeMinutesAirportArrival)} from the time your flight actually lands. For all other pickups, including hotel and home pickups and intercity rides, the first ${minutesText(waiting.freeMinutesOther)} are free. After that your driver keeps waiting, and each started ${minutesText(WAITING_BLOCK_MINUTES)} costs ${usdText(waiting.chargeCentsPerBlock)}; some cities and larger vehicles have their own figures. If you have not come and cannot be reached once the free waiting is over, the driver may report a no-show from the pickup and leave.`,
  },
  {
    question: 'What happens if my flight is delayed?',
    answer: `Give us your flight number and the driver follows your flight. If it lands late, your pickup moves with it, automatically and free of charge, for delays of up to ${hoursText(FLIGHT_DELAY_ADJUSTMENT_MAX_HOURS)}. If your flight is delayed by more than ${hoursText(FLIGHT_DELAY_FREE_CANCELLATION_HOURS)}, you may also cancel without charge.`,
  },
  {
    question: 'What pickup time should I choose when I land?',
    answer: `Allow time for passport control and baggage: we suggest a pickup about ${minutesText(ARRIVAL_PICKUP_BUFFER_MINUTES.international)} after an international landing and ${minutesText(ARRIVAL_PICKUP_BUFFER_MINUTES.domestic)} after a domestic one. The free ${waiting.freeMinutesAirportArrival}-minute airport wait is there for anything that takes longer.`,
  },
  {
    question: 'When should I be picked up for a departing flight?',
    answer: `Plan to be collected ${hoursRangeText(DEPARTURE_PICKUP_HOURS_BEFORE_FLIGHT)} before your flight time, depending on the distance to the airport, the traffic and how early your airline closes check-in.`,
  },
  {
    question: 'How much luggage can I bring?',
    answer:
      'Each passenger may bring one suitcase of up to 24 inches plus a small bag. Enter the real number of bags when you book, and mention bulky items such as skis, golf bags or pushchairs in the notes so we can suggest a bigger vehicle if needed.',
  },
  {
    question: 'Can I book a child seat or Meet & Greet?',
    answer: `In cities that offer them, you can add child seats (up to ${CHILD_SEAT_BOUNDS.max}) and Meet & Greet, where the driver waits in the arrivals hall with a name board, on the passenger details step. Any charge is shown in the fare before you pay. Where an option is not offered, it does not appear.`,
  },
  {
    question: 'What is included in the fare?',
    answer: `The fare covers the base fare, tolls and airport fees, standard waiting time, the driver, fuel and the vehicle. Rides between ${clockText(NIGHT_SURCHARGE_HOURS.from)} and ${clockText(NIGHT_SURCHARGE_HOURS.to)} carry a night surcharge, which is included in the price you see before paying.`,
  },
  {
    question: 'How do I pay?',
    answer:
      'By major international credit or debit card through our secure payment provider, or with a supported digital wallet. We never see or store your full card number.',
  },
  {
    question: 'Who actually drives me?',
    answer:
      'A professional driver working for an independent, licensed transport provider in your city. Ridelane is the booking platform and collects payment on the provider’s behalf; the provider runs the ride.',
  },
  {
    question: 'What if my driver does not arrive?',
    answer:
      'Contact support straight away with your booking code. We will reach the provider and the driver and, if they cannot get to you in time, help you find another way and arrange a refund for the missed ride.',
  },
  {
    question: 'How do I make a complaint?',
    answer: `Write to our support team within ${daysText(CLAIM_WINDOW_DAYS.complaint)} of the ride, with your booking code and what went wrong. We reply within ${hoursRangeText(SUPPORT_REPLY_HOURS)}. Payment disputes should be raised within ${daysText(CLAIM_WINDOW_DAYS.dispute)}.`,
  },
  {
    question: 'Can I get an invoice for my company?',
    answer: `Yes. Ask support for an invoice within ${daysText(CLAIM_WINDOW_DAYS.invoice)} of the ride. Business partners see all their bookings in the partner dashboard.`,
  },
  {
    question: 'Do business partners get discounted prices?',
    answer:
      'Yes. Travel agencies, corporates, online travel agencies and affiliates can sign up for a partner account. Once the email is confirmed and our team has approved the account, every new booking gets partner pricing, and the dashboard shows bookings and spending.',
  },
  {
    question: 'How long do you keep my booking details?',
    answer: `We keep booking records for about ${yearsText(RECORD_RETENTION_YEARS)}, because tax and accounting law requires it, and then delete or anonymise them. Our privacy policy explains what we keep and why.`,
  },
]
