import {
  ADD_ON_CHANGE_HOURS_BEFORE_PICKUP,
  ARRIVAL_PICKUP_BUFFER_MINUTES,
  CHILD_SEAT_BOUNDS,
  DEPARTURE_PICKUP_HOURS_BEFORE_FLIGHT,
  FLIGHT_DELAY_ADJUSTMENT_MAX_HOURS,
  FLIGHT_DELAY_FREE_CANCELLATION_HOURS,
  defaultWaitingPolicy as waiting,
  HOURLY_DURATION_BOUNDS,
  MULTIDAY_DAYS_BOUNDS,
  NIGHT_SURCHARGE_HOURS,
  PASSENGER_BOUNDS,
  WAITING_BLOCK_MINUTES,
} from '@ridelane/domain'
import { clockText, hoursRangeText, hoursText, minutesText, usdText } from '../policy-text'
import { cancellationRows } from './cancellation-tables'
import { numberSections, type LegalPart } from './legal-document'

const refundHead = ['Vehicle size', 'Refund']

export const termsRider: LegalPart = {
  id: 'rider',
  title: 'Supplemental Rider Terms',
  sections: numberSections('rider', 1, [
    {
      title: 'Scope',
      body: [
        'These rider terms apply to every ride booked through Ridelane, in addition to the General Terms. Where they differ, these rider terms apply to the ride.',
      ],
    },
    {
      title: 'Accurate booking details',
      body: [
        'Give exact pickup and drop-off addresses, the correct date and time, a phone number on which you can be reached during the trip and, for airport pickups, your flight number. Extra costs caused by wrong details are yours.',
      ],
    },
    {
      title: 'Passengers and seats',
      body: [
        `The number of passengers may not exceed the seats of the vehicle booked, and every passenger must wear a seat belt where one is fitted. Between ${PASSENGER_BOUNDS.min} and ${PASSENGER_BOUNDS.max} passengers can be entered on a standard booking; larger groups choose a minibus or coach.`,
      ],
    },
    {
      title: 'Children and child seats',
      body: [
        `Children count as passengers. Where child seats are offered, request them when booking (from ${CHILD_SEAT_BOUNDS.min} to ${CHILD_SEAT_BOUNDS.max} seats); drivers can only bring seats that were booked. You remain responsible for following local child-restraint laws.`,
      ],
    },
    {
      title: 'Meet & Greet',
      body: [
        'With Meet & Greet the driver waits in the arrivals hall with a name board. Where it is not offered, the driver meets you at the pickup point given in your confirmation.',
      ],
    },
    {
      title: 'Airport pickups',
      body: [
        `Drivers track your flight when you give a flight number. You have ${minutesText(waiting.freeMinutesAirportArrival)} of free waiting from the actual landing time (or from your pickup time, if that is later). We suggest a pickup about ${minutesText(ARRIVAL_PICKUP_BUFFER_MINUTES.international)} after an international landing and ${minutesText(ARRIVAL_PICKUP_BUFFER_MINUTES.domestic)} after a domestic one.`,
      ],
    },
    {
      title: 'Airport drop-offs',
      body: [
        `Book your pickup ${hoursRangeText(DEPARTURE_PICKUP_HOURS_BEFORE_FLIGHT)} before your flight. You are responsible for leaving enough time for check-in and security; we are not liable for a missed flight where the ride ran as booked.`,
      ],
    },
    {
      title: 'Other pickups',
      body: [
        `For departures, intercity rides and all other pickups, the first ${minutesText(waiting.freeMinutesOther)} of waiting are free, counted from your pickup time or from the driver’s arrival, whichever is later.`,
        `Once the free waiting is over, the driver keeps waiting for you and each started ${minutesText(WAITING_BLOCK_MINUTES)} costs ${usdText(waiting.chargeCentsPerBlock)}, added after the ride. These are our standard figures: a service area, or a larger vehicle class in it, may set its own free waiting and its own rate.`,
      ],
    },
    {
      title: 'No-shows',
      body: [
        'If you do not appear and cannot be reached by the end of the free waiting period, the ride may be marked as a No Show. The driver may then leave and the fare is not refunded.',
        `A driver can mark a No Show only after the free waiting is over and only while their phone places them within ${waiting.noShowRadiusMeters} metres of the pickup (a service area may set another distance); that position and the times are kept as evidence. Waiting past the free time until then is charged as extra waiting.`,
      ],
    },
    {
      title: 'Flight delays and cancellations',
      body: [
        `If your flight is delayed, your pickup moves with the flight at no charge, for delays of up to ${hoursText(FLIGHT_DELAY_ADJUSTMENT_MAX_HOURS)}. If your flight is delayed by more than ${hoursText(FLIGHT_DELAY_FREE_CANCELLATION_HOURS)}, you may cancel the ride free of charge. If your flight is cancelled, contact support as soon as you can.`,
      ],
    },
    {
      title: 'Stops and route changes',
      body: [
        'Extra stops and changes of destination must be agreed in advance and may change the fare. The driver chooses a safe, reasonable route and may refuse a request that would break the law or put anyone at risk.',
      ],
    },
    {
      title: 'Hourly and multi-day hire',
      body: [
        `Hourly hire is booked for ${HOURLY_DURATION_BOUNDS.min} to ${hoursText(HOURLY_DURATION_BOUNDS.max)} and multi-day hire for ${MULTIDAY_DAYS_BOUNDS.min} to ${MULTIDAY_DAYS_BOUNDS.max} days. The driver’s working hours and rest breaks required by law must be respected. Time used beyond the booking, and driving between ${clockText(NIGHT_SURCHARGE_HOURS.from)} and ${clockText(NIGHT_SURCHARGE_HOURS.to)}, may carry extra charges.`,
      ],
    },
    {
      title: 'Luggage allowance',
      body: [
        'The allowance is one suitcase of up to 24 inches per passenger, plus a small hand bag. Oversized items such as bicycles, skis, golf bags and large pushchairs must be declared when booking. The driver may refuse luggage that cannot be carried safely.',
      ],
    },
    {
      title: 'Smoking, alcohol and food',
      body: [
        'Smoking, including electronic cigarettes, is not allowed in any vehicle. Smoking carries a cleaning fee of at least INR 20,000. Alcohol may only be consumed where local law and the provider allow it, for example on a party bus.',
      ],
    },
    {
      title: 'Behaviour and safety',
      body: [
        'Abusive, threatening or discriminatory behaviour towards the driver, damage to the vehicle, smoking or any illegal act allows the driver to end the ride at once, without refund. Illegal or dangerous items may not be carried.',
      ],
    },
    {
      title: 'Damage and soiling',
      body: [
        'You must pay the reasonable cost of cleaning or repairing damage caused by you or your group. We will send you evidence of the damage and the cost before any charge.',
      ],
    },
    {
      title: 'Lost property',
      body: [
        'Check the vehicle before you leave it. If you forget something, contact support with your booking code; we will ask the provider to look for it and help arrange its return, at your cost.',
      ],
    },
    {
      title: 'Add-ons',
      body: [
        `Add-ons such as Meet & Greet and child seats can be added, changed or removed free of charge up to ${hoursText(ADD_ON_CHANGE_HOURS_BEFORE_PICKUP)} before pickup. After that, the add-on charge is due whether or not it is used.`,
      ],
    },
    {
      title: 'Cancellation tiers',
      body: [
        'The refund for a cancelled booking depends on the trip type, the size of the vehicle and the notice you give before pickup.',
        {
          table: {
            caption: 'Airport transfers and single trips',
            head: refundHead,
            rows: cancellationRows('transfer'),
          },
        },
        {
          table: {
            caption: 'Single-day charters',
            head: refundHead,
            rows: cancellationRows('charter'),
          },
        },
        {
          table: {
            caption: 'Multi-day hire',
            head: refundHead,
            rows: cancellationRows('multiday'),
          },
        },
        {
          table: { caption: 'Add-ons', head: refundHead, rows: cancellationRows('add_on') },
        },
        'These are the standard tiers. A vehicle class may have its own tiers in a city; when it does, the booking shows them before you pay, the confirmation states until when you can cancel for free, and your booking keeps the tiers it was booked with.',
      ],
    },
  ]),
}
