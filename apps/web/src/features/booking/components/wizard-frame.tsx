import { wizardSteps, type WizardStep } from '@ridelane/domain'
import { Suspense, type ReactNode, type SyntheticEvent } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { Stepper } from '@/components/ui/stepper'

/** The heading of each step's panel, shown while the step's code loads and by the step itself. */
export const stepTitles: Record<WizardStep, string> = {
  1: 'Trip Configuration',
  2: 'Choose Your Vehicle',
  3: 'Passenger Details',
  4: 'Review & Payment',
}

type WizardFrameProps = {
  step: WizardStep
  /** A pointer over, or the focus on, a button inside the step. */
  onReachForButton?: () => void
  children: ReactNode
}

/**
 * The wizard's frame: the numbered steps above the current step's panel. The step's code may
 * still be on its way; until it is, the frame shows that step's loading panel.
 */
export function WizardFrame({ step, onReachForButton, children }: WizardFrameProps) {
  const reach = (event: SyntheticEvent) => {
    if (event.target instanceof Element && event.target.closest('button')) onReachForButton?.()
  }
  return (
    <div className="grid gap-6" onPointerOver={reach} onFocus={reach}>
      <Stepper steps={wizardSteps} current={step} label="Booking steps" />
      <Suspense key={step} fallback={<StepLoading step={step} />}>
        {children}
      </Suspense>
    </div>
  )
}

/**
 * A step's panel while its code is on the way: the same card and heading as the step (see
 * StepPanel), and room held for its fields, so what is below does not jump when the step
 * arrives. It is also what the build prerenders for /booking
 * (docs/decisions/022-booking-shell.md).
 */
export function StepLoading({ step }: { step: WizardStep }) {
  return (
    <section
      aria-labelledby="wizard-step-title"
      aria-busy="true"
      className="rounded-card bg-white p-5 shadow-card sm:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="wizard-step-title" className="text-xl font-bold text-ink-900 sm:text-2xl">
          {stepTitles[step]}
        </h2>
      </div>
      {/* The height of step 1's empty fields (measured at 390 and 1280 px wide): where the
          build's frame is replaced by the trip form, the footer stays put. */}
      <div className="mt-5 flex min-h-[44rem] items-start sm:min-h-[24.875rem]">
        <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
          <Spinner /> Loading this step...
        </p>
      </div>
    </section>
  )
}
