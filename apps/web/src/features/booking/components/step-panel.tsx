import { useEffect, useRef, type ReactNode } from 'react'
import { useStepChanged } from './wizard-frame'

type StepPanelProps = { title: string; actions?: ReactNode; children: ReactNode }

/**
 * One wizard step. When the traveller moves to it from another step, its heading takes the focus
 * (so screen readers and the keyboard follow) and the frame's top is brought into view; the
 * button that moved them is gone, so the focus would otherwise fall back to the page.
 */
export function StepPanel({ title, actions, children }: StepPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  const stepChanged = useStepChanged()
  useEffect(() => {
    if (stepChanged) heading.current?.focus({ preventScroll: true })
  }, [stepChanged])
  return (
    <section
      aria-labelledby="wizard-step-title"
      className="rounded-card bg-white p-5 shadow-card sm:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="wizard-step-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-ink-900 focus:outline-none sm:text-2xl"
        >
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  )
}
