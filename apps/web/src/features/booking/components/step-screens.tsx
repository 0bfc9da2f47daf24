import type { WizardStep } from '@ridelane/domain'
import { lazy } from 'react'
import { loadOnce } from '@/lib/load-once'

/**
 * Each wizard step is its own chunk, loaded when the wizard shows that step (or when the
 * traveller reaches for a button that may lead to the next one), so /booking does not fetch the
 * vehicle list, the passenger form or the payment review before they are needed.
 */
const stepModules = {
  1: loadOnce(() => import('./steps/trip-step')),
  2: loadOnce(() => import('./steps/vehicle-step')),
  3: loadOnce(() => import('./steps/passenger-step')),
  4: loadOnce(() => import('./steps/review-step')),
} satisfies Record<WizardStep, unknown>

const loadConfirmation = loadOnce(() => import('./booking-confirmation'))

export const TripStep = lazy(() => stepModules[1]().then((m) => ({ default: m.TripStep })))
export const VehicleStep = lazy(() => stepModules[2]().then((m) => ({ default: m.VehicleStep })))
export const PassengerStep = lazy(() =>
  stepModules[3]().then((m) => ({ default: m.PassengerStep })),
)
export const ReviewStep = lazy(() => stepModules[4]().then((m) => ({ default: m.ReviewStep })))
export const BookingConfirmation = lazy(() =>
  loadConfirmation().then((m) => ({ default: m.BookingConfirmation })),
)

/** Starts loading a step's code ahead of time; a failure is left to the step's own load. */
export function preloadStep(step: number): void {
  const load = step === 5 ? loadConfirmation : stepModules[step as WizardStep]
  load?.().catch(() => undefined)
}
