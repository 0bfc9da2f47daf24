import type { WizardStep } from '@ridelane/domain'
import { use, type ComponentType } from 'react'
import { loadOnce, type LoadOnce } from '@/lib/load-once'
import { nextTask } from '@/lib/next-task'

/**
 * Each wizard step is its own chunk, loaded when the wizard shows that step (or a little
 * earlier, when the traveller reaches for a button that may lead to it), so /booking does not
 * fetch the vehicle list, the passenger form or the payment review before they are needed.
 */
const stepModules = {
  // With its place fields, so the trip form renders whole in one pass: fields that arrived
  // later would push the rest of the form down (a layout shift Lighthouse counts).
  1: loadOnce(async () => {
    const module = await import('./steps/trip-step')
    await nextTask()
    await (await import('./lazy-place-fields')).loadPlaceFields()
    await nextTask()
    return module
  }),
  2: loadOnce(() => import('./steps/vehicle-step')),
  3: loadOnce(() => import('./steps/passenger-step')),
  4: loadOnce(() => import('./steps/review-step')),
} satisfies Record<WizardStep, unknown>

const loadConfirmation = loadOnce(() => import('./booking-confirmation'))

/**
 * A step that suspends (the wizard's frame shows its loading panel) until its code is here, and
 * renders in the same pass once it is, so a step loaded ahead of time never flashes the panel.
 */
function stepScreen<Module, Props extends object>(
  load: LoadOnce<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return function StepScreen(props: Props) {
    const Screen = pick(load.loaded() ?? use(load()))
    return <Screen {...props} />
  }
}

export const TripStep = stepScreen(stepModules[1], (m) => m.TripStep)
export const VehicleStep = stepScreen(stepModules[2], (m) => m.VehicleStep)
export const PassengerStep = stepScreen(stepModules[3], (m) => m.PassengerStep)
export const ReviewStep = stepScreen(stepModules[4], (m) => m.ReviewStep)
export const BookingConfirmation = stepScreen(loadConfirmation, (m) => m.BookingConfirmation)

/**
 * Starts loading a step's code ahead of time (5: the confirmation); a failed load is tried again
 * when the step renders.
 */
export function preloadStep(step: number): Promise<unknown> {
  const load = step === 5 ? loadConfirmation : stepModules[step as WizardStep]
  return load ? load().catch(() => undefined) : Promise.resolve()
}
