import { plural, t } from '@lingui/core/macro'
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
import { clockText, usdText } from '../policy-text'
import { cancellationRows } from './cancellation-tables'
import { numberSections, type LegalPart } from './legal-document'

// The rider terms in the page's language, figures from the domain as named placeholders. Build
// them only while a page renders, once its messages are there.

export function termsRider(): LegalPart {
  const minPassengers = PASSENGER_BOUNDS.min
  const maxPassengers = PASSENGER_BOUNDS.max
  const minChildSeats = CHILD_SEAT_BOUNDS.min
  const maxChildSeats = CHILD_SEAT_BOUNDS.max
  const airportMinutes = waiting.freeMinutesAirportArrival
  const otherMinutes = waiting.freeMinutesOther
  const internationalMinutes = ARRIVAL_PICKUP_BUFFER_MINUTES.international
  const domesticMinutes = ARRIVAL_PICKUP_BUFFER_MINUTES.domestic
  const departureMinHours = DEPARTURE_PICKUP_HOURS_BEFORE_FLIGHT.min
  const departureMaxHours = DEPARTURE_PICKUP_HOURS_BEFORE_FLIGHT.max
  const blockMinutes = WAITING_BLOCK_MINUTES
  const charge = usdText(waiting.chargeCentsPerBlock)
  const noShowMetres = waiting.noShowRadiusMeters
  const delayHours = FLIGHT_DELAY_ADJUSTMENT_MAX_HOURS
  const delayCancelHours = FLIGHT_DELAY_FREE_CANCELLATION_HOURS
  const hourlyMinHours = HOURLY_DURATION_BOUNDS.min
  const hourlyMaxHours = HOURLY_DURATION_BOUNDS.max
  const multidayMinDays = MULTIDAY_DAYS_BOUNDS.min
  const multidayMaxDays = MULTIDAY_DAYS_BOUNDS.max
  const nightFrom = clockText(NIGHT_SURCHARGE_HOURS.from)
  const nightTo = clockText(NIGHT_SURCHARGE_HOURS.to)
  const addOnHours = ADD_ON_CHANGE_HOURS_BEFORE_PICKUP
  const refundHead = [t`Vehicle size`, t`Refund`]
  return {
    id: 'rider',
    title: t`Supplemental Rider Terms`,
    sections: numberSections('rider', 1, [
      {
        title: t`Scope`,
        body: [
          t`These rider terms apply to every ride booked through Ridelane, in addition to the General Terms. Where they differ, these rider terms apply to the ride.`,
        ],
      },
      {
        title: t`Accurate booking details`,
        body: [
          t`Give exact pickup and drop-off addresses, the correct date and time, a phone number on which you can be reached during the trip and, for airport pickups, your flight number. Extra costs caused by wrong details are yours.`,
        ],
      },
      {
        title: t`Passengers and seats`,
        body: [
          t`The number of passengers may not exceed the seats of the vehicle booked, and every passenger must wear a seat belt where one is fitted. Between ${minPassengers} and ${maxPassengers} passengers can be entered on a standard booking; larger groups choose a minibus or coach.`,
        ],
      },
      {
        title: t`Children and child seats`,
        body: [
          t`Children count as passengers. Where child seats are offered, request them when booking (from ${minChildSeats} to ${maxChildSeats} seats); drivers can only bring seats that were booked. You remain responsible for following local child-restraint laws.`,
        ],
      },
      {
        title: t`Meet & Greet`,
        body: [
          t`With Meet & Greet the driver waits in the arrivals hall with a name board. Where it is not offered, the driver meets you at the pickup point given in your confirmation.`,
        ],
      },
      {
        title: t`Airport pickups`,
        body: [
          t`Drivers track your flight when you give a flight number. You have ${plural(airportMinutes, { one: '# minute', other: '# minutes' })} of free waiting from the actual landing time (or from your pickup time, if that is later). We suggest a pickup about ${plural(internationalMinutes, { one: '# minute', other: '# minutes' })} after an international landing and ${plural(domesticMinutes, { one: '# minute', other: '# minutes' })} after a domestic one.`,
        ],
      },
      {
        title: t`Airport drop-offs`,
        body: [
          t`Book your pickup ${departureMinHours} to ${plural(departureMaxHours, { one: '# hour', other: '# hours' })} before your flight. You are responsible for leaving enough time for check-in and security; we are not liable for a missed flight where the ride ran as booked.`,
        ],
      },
      {
        title: t`Other pickups`,
        body: [
          t`For departures, intercity rides and all other pickups, the first ${plural(otherMinutes, { one: '# minute', other: '# minutes' })} of waiting are free, counted from your pickup time or from the driver’s arrival, whichever is later.`,
          t`Once the free waiting is over, the driver keeps waiting for you and each started ${plural(blockMinutes, { one: '# minute', other: '# minutes' })} costs ${charge}, added after the ride. These are our standard figures: a service area, or a larger vehicle class in it, may set its own free waiting and its own rate.`,
        ],
      },
      {
        title: t`No-shows`,
        body: [
          t`If you do not appear and cannot be reached by the end of the free waiting period, the ride may be marked as a No Show. The driver may then leave and the fare is not refunded.`,
          t`A driver can mark a No Show only after the free waiting is over and only while their phone places them within ${noShowMetres} metres of the pickup (a service area may set another distance); that position and the times are kept as evidence. Waiting past the free time until then is charged as extra waiting.`,
        ],
      },
      {
        title: t`Flight delays and cancellations`,
        body: [
          t`If your flight is delayed, your pickup moves with the flight at no charge, for delays of up to ${plural(delayHours, { one: '# hour', other: '# hours' })}. If your flight is delayed by more than ${plural(delayCancelHours, { one: '# hour', other: '# hours' })}, you may cancel the ride free of charge. If your flight is cancelled, contact support as soon as you can.`,
        ],
      },
      {
        title: t`Stops and route changes`,
        body: [
          t`Extra stops and changes of destination must be agreed in advance and may change the fare. The driver chooses a safe, reasonable route and may refuse a request that would break the law or put anyone at risk.`,
        ],
      },
      {
        title: t`Hourly and multi-day hire`,
        body: [
          t`Hourly hire is booked for ${hourlyMinHours} to ${plural(hourlyMaxHours, { one: '# hour', other: '# hours' })} and multi-day hire for ${multidayMinDays} to ${plural(multidayMaxDays, { one: '# day', other: '# days' })}. The driver’s working hours and rest breaks required by law must be respected. Time used beyond the booking, and driving between ${nightFrom} and ${nightTo}, may carry extra charges.`,
        ],
      },
      {
        title: t`Luggage allowance`,
        body: [
          t`The allowance is one suitcase of up to 24 inches per passenger, plus a small hand bag. Oversized items such as bicycles, skis, golf bags and large pushchairs must be declared when booking. The driver may refuse luggage that cannot be carried safely.`,
        ],
      },
      {
        title: t`Smoking, alcohol and food`,
        body: [
          t`Smoking, including electronic cigarettes, is not allowed in any vehicle. Smoking carries a cleaning fee of at least INR 20,000. Alcohol may only be consumed where local law and the provider allow it, for example on a party bus.`,
        ],
      },
      {
        title: t`Behaviour and safety`,
        body: [
          t`Abusive, threatening or discriminatory behaviour towards the driver, damage to the vehicle, smoking or any illegal act allows the driver to end the ride at once, without refund. Illegal or dangerous items may not be carried.`,
        ],
      },
      {
        title: t`Damage and soiling`,
        body: [
          t`You must pay the reasonable cost of cleaning or repairing damage caused by you or your group. We will send you evidence of the damage and the cost before any charge.`,
        ],
      },
      {
        title: t`Lost property`,
        body: [
          t`Check the vehicle before you leave it. If you forget something, contact support with your booking code; we will ask the provider to look for it and help arrange its return, at your cost.`,
        ],
      },
      {
        title: t`Add-ons`,
        body: [
          t`Add-ons such as Meet & Greet and child seats can be added, changed or removed free of charge up to ${plural(addOnHours, { one: '# hour', other: '# hours' })} before pickup. After that, the add-on charge is due whether or not it is used.`,
        ],
      },
      {
        title: t`Cancellation tiers`,
        body: [
          t`The refund for a cancelled booking depends on the trip type, the size of the vehicle and the notice you give before pickup.`,
          {
            table: {
              caption: t`Airport transfers and single trips`,
              head: refundHead,
              rows: cancellationRows('transfer'),
            },
          },
          {
            table: {
              caption: t`Single-day charters`,
              head: refundHead,
              rows: cancellationRows('charter'),
            },
          },
          {
            table: {
              caption: t`Multi-day hire`,
              head: refundHead,
              rows: cancellationRows('multiday'),
            },
          },
          {
            table: { caption: t`Add-ons`, head: refundHead, rows: cancellationRows('add_on') },
          },
          t`These are the standard tiers. A vehicle class may have its own tiers in a city; when it does, the booking shows them before you pay, the confirmation states until when you can cancel for free, and your booking keeps the tiers it was booked with.`,
        ],
      },
    ]),
  }
}
