import { DeferredLandingBookingForm } from '@/features/booking'

/** The hero's booking card: the booking feature's landing form (this is the one slot to swap). */
export function HeroBookingSlot() {
  return <DeferredLandingBookingForm />
}
