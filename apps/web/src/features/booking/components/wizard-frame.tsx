import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { wizardSteps, type WizardStep } from '@ridelane/domain'
import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import { Spinner } from '@/components/ui/spinner'
import { Stepper } from '@/components/ui/stepper'

/** The heading of each step's panel, shown while the step's code loads and by the step itself. */
export const stepTitles: Record<WizardStep, MessageDescriptor> = {
  1: msg`Trip Configuration`,
  2: msg`Choose Your Vehicle`,
  3: msg`Passenger Details`,
  4: msg`Review & Payment`,
}

type WizardFrameProps = {
  step: WizardStep
  /** A pointer over, or the focus on, a button inside the step. */
  onReachForButton?: () => void
  children: ReactNode
}

/**
 * True once the traveller has moved from one step to another in this frame: the step that opens
 * then takes the focus (StepPanel). The step a page opens on does not, so a reload or a first
 * visit starts at the top of the page as any other.
 */
const StepChangedContext = createContext(false)

/** Whether the panel now opening replaces another step (see StepChangedContext). */
export function useStepChanged() {
  return useContext(StepChangedContext)
}

/**
 * Brings an element to the top of the screen, below the sticky site header (its scroll margin),
 * and gives it the focus without a second scroll. Used where the wizard replaces what the
 * traveller was looking at: on a phone the old page's scroll position would leave the new step
 * or the confirmation off screen.
 */
export function bringIntoView(element: HTMLElement | null, focus: HTMLElement | null = element) {
  if (!element) return
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true
  element.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' })
  focus?.focus({ preventScroll: true })
}

/**
 * The wizard's frame: the numbered steps above the current step's panel. The step's code may
 * still be on its way; until it is, the frame shows that step's loading panel. When the step
 * changes the frame scrolls to its top (the stepper), and the new step's heading takes the
 * focus once the step has loaded.
 */
export function WizardFrame({ step, onReachForButton, children }: WizardFrameProps) {
  const frame = useRef<HTMLDivElement>(null)
  const [openedOn] = useState(step)
  // Once moved, every later step is a change, even a return to the one the page opened on.
  const [moved, setMoved] = useState(false)
  if (!moved && step !== openedOn) setMoved(true)
  const changed = moved || step !== openedOn
  useEffect(() => {
    if (changed) bringIntoView(frame.current, null)
  }, [step, changed])
  const reach = (event: SyntheticEvent) => {
    if (event.target instanceof Element && event.target.closest('button')) onReachForButton?.()
  }
  return (
    <div
      ref={frame}
      className="grid scroll-mt-20 grid-cols-[minmax(0,1fr)] gap-6"
      onPointerOver={reach}
      onFocus={reach}
    >
      <Stepper steps={wizardSteps} current={step} label={t`Booking steps`} />
      <StepChangedContext.Provider value={changed}>
        <Suspense key={step} fallback={<StepLoading step={step} />}>
          {children}
        </Suspense>
      </StepChangedContext.Provider>
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
          {i18n._(stepTitles[step])}
        </h2>
      </div>
      {/* The height of step 1's empty fields (measured at 390 and 1280 px wide): where the
          build's frame is replaced by the trip form, the footer stays put. */}
      <div className="mt-5 flex min-h-[44rem] items-start sm:min-h-[24.875rem]">
        <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
          <Spinner /> <Trans>Loading this step...</Trans>
        </p>
      </div>
    </section>
  )
}
