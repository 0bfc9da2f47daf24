import type { FaqEntry } from '@ridelane/domain'

// Written from the booking policy of SPEC.md §9 and the terms' figures; keep both in step.
export const faqEntries: FaqEntry[] = [
  {
    question: 'How far in advance can I book a ride?',
    answer:
      'You can book up to 12 months ahead. We recommend booking at least 24 hours before pickup: it gives you the widest choice of vehicles and keeps your free change available. Shorter notice is often possible, depending on the city.',
  },
  {
    question: 'Do I need an account to book?',
    answer:
      'No. Travellers book without an account: you enter your trip, choose a vehicle, add your details and pay. Your confirmation and booking code arrive by email.',
  },
  {
    question: 'Can I change my booking after it is confirmed?',
    answer:
      'Yes. One modification is free when you ask for it at least 24 hours before pickup, for example a new time or a different address. Later changes, or further changes, depend on the provider and may change the fare.',
  },
  {
    question: 'What is your cancellation and refund policy?',
    answer:
      'For airport transfers and single trips, vehicles with up to 7 seats are refunded in full when cancelled at least 24 hours before pickup. Vehicles with 8 to 14 seats need 48 hours. For larger vehicles (16 seats and up), you get a full refund at 5 days or more, 50% between 5 and 3 days, and no refund with less than 3 days to go.',
  },
  {
    question: 'Are the cancellation rules different for charters and multi-day hire?',
    answer:
      'Yes. Single-day charters can be cancelled free of charge more than 48 hours, 72 hours or 7 days before the start, depending on the size of the vehicle. Multi-day hire needs 72 hours, 7 days or 14 days. Add-ons such as a child seat can be removed free of charge up to 24 hours before pickup.',
  },
  {
    question: 'How long does a refund take?',
    answer:
      'Refunds for cancellations reach your card within 5 to 7 business days. Other refunds, for example after a complaint, take 5 to 10 business days. The exact date depends on your bank.',
  },
  {
    question: 'How long will my driver wait for me?',
    answer:
      'For airport pickups, waiting is free for 60 minutes from the time your flight actually lands. For all other pickups, including hotel and home pickups and intercity rides, the first 15 minutes are free.',
  },
  {
    question: 'What happens if my flight is delayed?',
    answer:
      'Give us your flight number and the driver follows your flight. If it lands late, your pickup moves with it, automatically and free of charge, for delays of up to 3 hours. If your flight is delayed by more than 2 hours, you may also cancel without charge.',
  },
  {
    question: 'What pickup time should I choose when I land?',
    answer:
      'Allow time for passport control and baggage: we suggest a pickup about 1 hour after an international landing and 30 minutes after a domestic one. The free 60-minute airport wait is there for anything that takes longer.',
  },
  {
    question: 'When should I be picked up for a departing flight?',
    answer:
      'Plan to be collected 3 to 4 hours before your flight time, depending on the distance to the airport, the traffic and how early your airline closes check-in.',
  },
  {
    question: 'How much luggage can I bring?',
    answer:
      'Each passenger may bring one suitcase of up to 24 inches plus a small bag. Enter the real number of bags when you book, and mention bulky items such as skis, golf bags or pushchairs in the notes so we can suggest a bigger vehicle if needed.',
  },
  {
    question: 'Can I book a child seat or Meet & Greet?',
    answer:
      'In cities that offer them, you can add child seats (up to 10) and Meet & Greet, where the driver waits in the arrivals hall with a name board, on the passenger details step. Any charge is shown in the fare before you pay. Where an option is not offered, it does not appear.',
  },
  {
    question: 'What is included in the fare?',
    answer:
      'The fare covers the base fare, tolls and airport fees, standard waiting time, the driver, fuel and the vehicle. Rides between 22:00 and 08:00 carry a night surcharge, which is included in the price you see before paying.',
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
    answer:
      'Write to our support team within 7 days of the ride, with your booking code and what went wrong. We reply within 24 to 48 hours. Payment disputes should be raised within 14 days.',
  },
  {
    question: 'Can I get an invoice for my company?',
    answer:
      'Yes. Ask support for an invoice within 30 days of the ride. Business partners see all their bookings in the partner dashboard.',
  },
  {
    question: 'Do business partners get discounted prices?',
    answer:
      'Yes. Travel agencies, corporates, online travel agencies and affiliates who sign up for a partner account get partner pricing on every booking, plus a dashboard of their bookings and spending.',
  },
  {
    question: 'How long do you keep my booking details?',
    answer:
      'We keep booking records for about 6 years, because tax and accounting law requires it, and then delete or anonymise them. Our privacy policy explains what we keep and why.',
  },
]
