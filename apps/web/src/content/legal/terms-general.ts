import {
  ADD_ON_CHANGE_HOURS_BEFORE_PICKUP,
  BOOKING_HORIZON_MONTHS,
  CLAIM_WINDOW_DAYS,
  DISPUTE_NEGOTIATION_DAYS,
  FREE_MODIFICATION_HOURS_BEFORE_PICKUP,
  defaultWaitingPolicy as waiting,
  MAX_ONE_WAY_DISTANCE_KM,
  NIGHT_SURCHARGE_HOURS,
  RECOMMENDED_ADVANCE_HOURS,
  RECORD_RETENTION_YEARS,
  REFUND_BUSINESS_DAYS,
  SUPPORT_REPLY_HOURS,
} from '@ridelane/domain'
import {
  businessDaysText,
  clockText,
  daysText,
  hoursRangeText,
  hoursText,
  minutesText,
  monthsText,
  yearsText,
} from '../policy-text'
import { supportEmail } from '../site'
import { numberSections, type LegalPart } from './legal-document'

export const termsIntro =
  'These terms are the agreement between you and Ridelane when you use our website or book a ride through it. Please read them before you book; by completing a booking you accept them.'

export const termsGeneral: LegalPart = {
  id: 'general',
  title: 'General Terms',
  sections: numberSections('general', 1, [
    {
      title: 'About these terms',
      body: [
        'Ridelane Mobility, Vijay Nagar, Indore 452010, India ("Ridelane", "we", "us") runs the Ridelane platform. These terms apply to every visitor, rider and business partner. The Supplemental Rider Terms below add rules for the ride itself and form part of this agreement.',
      ],
    },
    {
      title: 'Definitions',
      body: [
        {
          list: [
            '"Provider": an independent, licensed transport company that performs rides booked through Ridelane.',
            '"Driver": the person the provider sends to carry out your ride.',
            '"Rider" or "you": the person who books and anyone travelling on the booking.',
            '"Partner": a business, such as a travel agency, corporate, online travel agency or affiliate, with a Ridelane partner account.',
            '"Booking": a confirmed request for a ride, identified by its booking code.',
            '"Pickup time": the date and time shown on your booking confirmation.',
          ],
        },
      ],
    },
    {
      title: 'Our role',
      body: [
        'Ridelane is a booking facilitator and a limited payment collection agent. We are not a transport operator. The contract for the ride itself is between you and the provider, who is responsible for the vehicle, the driver, licences and insurance.',
        'As a limited payment collection agent, we accept your payment on behalf of the provider. Paying us settles your debt to the provider for the fare shown.',
      ],
    },
    {
      title: 'Using the platform and partner accounts',
      body: [
        'You must be at least 18 years old to book. You agree to give true, complete details and to keep them up to date.',
        'Partners are responsible for keeping their sign-in details secret and for every booking made through their account. Tell us at once if you think someone else has used it.',
      ],
    },
    {
      title: 'Making a booking',
      body: [
        `Bookings can be made up to ${monthsText(BOOKING_HORIZON_MONTHS)} before pickup. We recommend at least ${hoursText(RECOMMENDED_ADVANCE_HOURS)}’ notice; each city also has a minimum notice period, and we will not accept a booking inside it.`,
        `Pickups must be inside one of the cities we serve. One-way transfers are offered for trips of up to ${MAX_ONE_WAY_DISTANCE_KM} km by road; for longer journeys, book hourly or multi-day hire or ask our support team.`,
        'A booking is confirmed when you receive a confirmation with a booking code. Check the details straight away and tell us of any mistake.',
      ],
    },
    {
      title: 'Fares',
      body: [
        'The fare shown before you pay is fixed for the trip you booked. It includes the base fare, tolls and airport fees, standard waiting time, the driver, fuel and the vehicle.',
        `Our normal service hours are ${clockText(NIGHT_SURCHARGE_HOURS.to)} to ${clockText(NIGHT_SURCHARGE_HOURS.from)} local time. Rides with a pickup between ${clockText(NIGHT_SURCHARGE_HOURS.from)} and ${clockText(NIGHT_SURCHARGE_HOURS.to)} carry a night surcharge, which is included in the fare shown. Optional add-ons such as Meet & Greet and child seats are charged as shown when you choose them. Partner prices reflect the partner’s agreed discount.`,
        'Prices can be displayed in several currencies for convenience; the amount charged is the one shown at payment.',
      ],
    },
    {
      title: 'Payment',
      body: [
        'We accept major international credit and debit cards and supported digital wallets through a secure payment provider. We do not store full card numbers. A booking is only confirmed once payment succeeds.',
      ],
    },
    {
      title: 'Changes you make',
      body: [
        `You may make one change to a booking free of charge if you ask at least ${hoursText(FREE_MODIFICATION_HOURS_BEFORE_PICKUP)} before pickup. Add-ons can be added or removed free of charge up to ${hoursText(ADD_ON_CHANGE_HOURS_BEFORE_PICKUP)} before pickup. Later or further changes depend on the provider’s availability and may change the fare.`,
      ],
    },
    {
      title: 'Cancellations and refunds',
      body: [
        `How much is refunded depends on the trip type, the size of the vehicle and how much notice you give. The full tiers are set out in rider term 19. Refunds for cancellations reach your original payment method within ${businessDaysText(REFUND_BUSINESS_DAYS.cancellation)}; other refunds within ${businessDaysText(REFUND_BUSINESS_DAYS.other)}.`,
      ],
    },
    {
      title: 'Changes and cancellations by us or the provider',
      body: [
        'We or the provider may revise a booking, substitute a vehicle of the same or a higher class, or cancel a booking for operational, legal, safety or force-majeure reasons. If we cancel and cannot offer a suitable alternative, you receive a full refund.',
      ],
    },
    {
      title: 'Waiting time and no-shows',
      body: [
        `Free waiting is ${minutesText(waiting.freeMinutesAirportArrival)} for airport arrivals, counted from the actual landing time, and ${minutesText(waiting.freeMinutesOther)} for departures, intercity rides and all other pickups, unless the service area sets other figures; waiting beyond it is charged as the rider terms describe. If you have not appeared and cannot be reached by the end of the free waiting period, the ride may be marked as a No Show, the driver may leave and the fare is not refunded.`,
      ],
    },
    {
      title: 'Your conduct',
      body: [
        'Treat drivers and other passengers with respect and follow the driver’s safety instructions. A driver may end a ride without refund in cases of abuse, damage to the vehicle, smoking or illegal acts. Smoking in any vehicle carries a cleaning fee of at least INR 20,000, and you must pay the reasonable cost of repairing damage you cause.',
      ],
    },
    {
      title: 'Luggage',
      body: [
        'Unless your booking says otherwise, each passenger may bring one suitcase of up to 24 inches and a small hand bag. Declare extra or oversized items when you book; a driver may refuse items that do not fit safely.',
      ],
    },
    {
      title: 'Complaints, disputes and invoices',
      body: [
        `Send complaints about a ride to ${supportEmail} within ${daysText(CLAIM_WINDOW_DAYS.complaint)} of the ride. Raise a dispute about a charge within ${daysText(CLAIM_WINDOW_DAYS.dispute)} of the charge. Ask for an invoice within ${daysText(CLAIM_WINDOW_DAYS.invoice)} of the ride. Our support team replies within ${hoursRangeText(SUPPORT_REPLY_HOURS)}.`,
      ],
    },
    {
      title: 'Liability',
      body: [
        'To the extent the law allows, our total liability to you for any booking is limited to the lower of the amount you paid for that booking or INR 4,000. We are not liable for losses caused by the provider’s performance of the ride, for indirect or consequential losses such as missed flights or meetings, or for events beyond reasonable control.',
        'Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that the law does not allow to be limited.',
      ],
    },
    {
      title: 'Privacy',
      body: [
        `Our Privacy Policy explains how we handle your information, including that booking records are kept for about ${yearsText(RECORD_RETENTION_YEARS)}. It forms part of these terms.`,
      ],
    },
    {
      title: 'Intellectual property and fair use',
      body: [
        'The Ridelane name, site, text and images belong to us or our licensors. You may use the site to plan and book rides. You may not copy it, scrape it, interfere with its security or use it for unlawful purposes.',
      ],
    },
    {
      title: 'Governing law and disputes',
      body: [
        `These terms are governed by the laws of India. If a dispute arises, both sides will first try to settle it in good faith for ${daysText(DISPUTE_NEGOTIATION_DAYS)}. If it is not settled, it will be resolved by arbitration under the Arbitration and Conciliation Act, 1996, by a sole arbitrator, in English, with the seat of arbitration in Indore, Madhya Pradesh. This does not remove any right you have as a consumer to go to a consumer forum.`,
      ],
    },
  ]),
}
