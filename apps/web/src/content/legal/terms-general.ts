import { plural, t } from '@lingui/core/macro'
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
import { clockText } from '../policy-text'
import { supportEmail } from '../site'
import { numberSections, type LegalPart } from './legal-document'

// The general terms in the page's language. Every figure comes from the domain; the messages name
// it as a placeholder so that a translation keeps it (docs/decisions/051-languages.md). Build them
// only while a page renders, once its messages are there.

export const termsIntro = () =>
  t`These terms are the agreement between you and Ridelane when you use our website or book a ride through it. Please read them before you book; by completing a booking you accept them.`

export function termsGeneral(): LegalPart {
  const horizonMonths = BOOKING_HORIZON_MONTHS
  const advanceHours = RECOMMENDED_ADVANCE_HOURS
  const maxKilometres = MAX_ONE_WAY_DISTANCE_KM
  const dayFrom = clockText(NIGHT_SURCHARGE_HOURS.to)
  const dayTo = clockText(NIGHT_SURCHARGE_HOURS.from)
  const nightFrom = dayTo
  const nightTo = dayFrom
  const changeHours = FREE_MODIFICATION_HOURS_BEFORE_PICKUP
  const addOnHours = ADD_ON_CHANGE_HOURS_BEFORE_PICKUP
  const cancellationMinDays = REFUND_BUSINESS_DAYS.cancellation.min
  const cancellationMaxDays = REFUND_BUSINESS_DAYS.cancellation.max
  const otherMinDays = REFUND_BUSINESS_DAYS.other.min
  const otherMaxDays = REFUND_BUSINESS_DAYS.other.max
  const airportMinutes = waiting.freeMinutesAirportArrival
  const otherMinutes = waiting.freeMinutesOther
  const complaintDays = CLAIM_WINDOW_DAYS.complaint
  const disputeDays = CLAIM_WINDOW_DAYS.dispute
  const invoiceDays = CLAIM_WINDOW_DAYS.invoice
  const replyMinHours = SUPPORT_REPLY_HOURS.min
  const replyMaxHours = SUPPORT_REPLY_HOURS.max
  const retentionYears = RECORD_RETENTION_YEARS
  const negotiationDays = DISPUTE_NEGOTIATION_DAYS
  return {
    id: 'general',
    title: t`General Terms`,
    sections: numberSections('general', 1, [
      {
        title: t`About these terms`,
        body: [
          t`Ridelane Mobility, Vijay Nagar, Indore 452010, India ("Ridelane", "we", "us") runs the Ridelane platform. These terms apply to every visitor, rider and business partner. The Supplemental Rider Terms below add rules for the ride itself and form part of this agreement.`,
        ],
      },
      {
        title: t`Definitions`,
        body: [
          {
            list: [
              t`"Provider": an independent, licensed transport company that performs rides booked through Ridelane.`,
              t`"Driver": the person the provider sends to carry out your ride.`,
              t`"Rider" or "you": the person who books and anyone travelling on the booking.`,
              t`"Partner": a business, such as a travel agency, corporate, online travel agency or affiliate, with a Ridelane partner account.`,
              t`"Booking": a confirmed request for a ride, identified by its booking code.`,
              t`"Pickup time": the date and time shown on your booking confirmation.`,
            ],
          },
        ],
      },
      {
        title: t`Our role`,
        body: [
          t`Ridelane is a booking facilitator and a limited payment collection agent. We are not a transport operator. The contract for the ride itself is between you and the provider, who is responsible for the vehicle, the driver, licences and insurance.`,
          t`As a limited payment collection agent, we accept your payment on behalf of the provider. Paying us settles your debt to the provider for the fare shown.`,
        ],
      },
      {
        title: t`Using the platform and partner accounts`,
        body: [
          t`You must be at least 18 years old to book. You agree to give true, complete details and to keep them up to date.`,
          t`Partners are responsible for keeping their sign-in details secret and for every booking made through their account. Tell us at once if you think someone else has used it.`,
        ],
      },
      {
        title: t`Making a booking`,
        body: [
          t`Bookings can be made up to ${plural(horizonMonths, { one: '# month', other: '# months' })} before pickup. We recommend at least ${plural(advanceHours, { one: '# hour', other: '# hours' })}’ notice; each city also has a minimum notice period, and we will not accept a booking inside it.`,
          t`Pickups must be inside one of the cities we serve. One-way transfers are offered for trips of up to ${maxKilometres} km by road; for longer journeys, book hourly or multi-day hire or ask our support team.`,
          t`A booking is confirmed when you receive a confirmation with a booking code. Check the details straight away and tell us of any mistake.`,
        ],
      },
      {
        title: t`Fares`,
        body: [
          t`The fare shown before you pay is fixed for the trip you booked. It includes the base fare, tolls and airport fees, standard waiting time, the driver, fuel and the vehicle.`,
          t`Our normal service hours are ${dayFrom} to ${dayTo} local time. Rides with a pickup between ${nightFrom} and ${nightTo} carry a night surcharge, which is included in the fare shown. Optional add-ons such as Meet & Greet and child seats are charged as shown when you choose them. Partner prices reflect the partner’s agreed discount.`,
          t`Prices can be displayed in several currencies for convenience; the amount charged is the one shown at payment.`,
        ],
      },
      {
        title: t`Payment`,
        body: [
          t`We accept major international credit and debit cards and supported digital wallets through a secure payment provider. We do not store full card numbers. A booking is only confirmed once payment succeeds.`,
        ],
      },
      {
        title: t`Changes you make`,
        body: [
          t`You may make one change to a booking free of charge if you ask at least ${plural(changeHours, { one: '# hour', other: '# hours' })} before pickup. Add-ons can be added or removed free of charge up to ${plural(addOnHours, { one: '# hour', other: '# hours' })} before pickup. Later or further changes depend on the provider’s availability and may change the fare.`,
        ],
      },
      {
        title: t`Cancellations and refunds`,
        body: [
          t`How much is refunded depends on the trip type, the size of the vehicle and how much notice you give. The full tiers are set out in rider term 19. Refunds for cancellations reach your original payment method within ${cancellationMinDays} to ${plural(cancellationMaxDays, { one: '# business day', other: '# business days' })}; other refunds within ${otherMinDays} to ${plural(otherMaxDays, { one: '# business day', other: '# business days' })}.`,
        ],
      },
      {
        title: t`Changes and cancellations by us or the provider`,
        body: [
          t`We or the provider may revise a booking, substitute a vehicle of the same or a higher class, or cancel a booking for operational, legal, safety or force-majeure reasons. If we cancel and cannot offer a suitable alternative, you receive a full refund.`,
        ],
      },
      {
        title: t`Waiting time and no-shows`,
        body: [
          t`Free waiting is ${plural(airportMinutes, { one: '# minute', other: '# minutes' })} for airport arrivals, counted from the actual landing time, and ${plural(otherMinutes, { one: '# minute', other: '# minutes' })} for departures, intercity rides and all other pickups, unless the service area sets other figures; waiting beyond it is charged as the rider terms describe. If you have not appeared and cannot be reached by the end of the free waiting period, the ride may be marked as a No Show, the driver may leave and the fare is not refunded.`,
        ],
      },
      {
        title: t`Your conduct`,
        body: [
          t`Treat drivers and other passengers with respect and follow the driver’s safety instructions. A driver may end a ride without refund in cases of abuse, damage to the vehicle, smoking or illegal acts. Smoking in any vehicle carries a cleaning fee of at least INR 20,000, and you must pay the reasonable cost of repairing damage you cause.`,
        ],
      },
      {
        title: t`Luggage`,
        body: [
          t`Unless your booking says otherwise, each passenger may bring one suitcase of up to 24 inches and a small hand bag. Declare extra or oversized items when you book; a driver may refuse items that do not fit safely.`,
        ],
      },
      {
        title: t`Complaints, disputes and invoices`,
        body: [
          t`Send complaints about a ride to ${supportEmail} within ${plural(complaintDays, { one: '# day', other: '# days' })} of the ride. Raise a dispute about a charge within ${plural(disputeDays, { one: '# day', other: '# days' })} of the charge. Ask for an invoice within ${plural(invoiceDays, { one: '# day', other: '# days' })} of the ride. Our support team replies within ${replyMinHours} to ${plural(replyMaxHours, { one: '# hour', other: '# hours' })}.`,
        ],
      },
      {
        title: t`Liability`,
        body: [
          t`To the extent the law allows, our total liability to you for any booking is limited to the lower of the amount you paid for that booking or INR 4,000. We are not liable for losses caused by the provider’s performance of the ride, for indirect or consequential losses such as missed flights or meetings, or for events beyond reasonable control.`,
          t`Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that the law does not allow to be limited.`,
        ],
      },
      {
        title: t`Privacy`,
        body: [
          t`Our Privacy Policy explains how we handle your information, including that booking records are kept for about ${plural(retentionYears, { one: '# year', other: '# years' })}. It forms part of these terms.`,
        ],
      },
      {
        title: t`Intellectual property and fair use`,
        body: [
          t`The Ridelane name, site, text and images belong to us or our licensors. You may use the site to plan and book rides. You may not copy it, scrape it, interfere with its security or use it for unlawful purposes.`,
        ],
      },
      {
        title: t`Governing law and disputes`,
        body: [
          t`These terms are governed by the laws of India. If a dispute arises, both sides will first try to settle it in good faith for ${plural(negotiationDays, { one: '# day', other: '# days' })}. If it is not settled, it will be resolved by arbitration under the Arbitration and Conciliation Act, 1996, by a sole arbitrator, in English, with the seat of arbitration in Indore, Madhya Pradesh. This does not remove any right you have as a consumer to go to a consumer forum.`,
        ],
      },
    ]),
  }
}
