import { DeferredLandingBookingForm } from '@/features/booking/components/deferred-landing-booking-form'

/** The hero's booking card: the booking feature's landing form (this is the one slot to swap). */
export function HeroBookingSlot() {
  return <DeferredLandingBookingForm />
}
