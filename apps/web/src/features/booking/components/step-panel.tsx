import { useEffect, useRef, type ReactNode } from 'react'

type StepPanelProps = { title: string; actions?: ReactNode; children: ReactNode }

/** One wizard step; its heading takes focus when the step opens, so screen readers follow. */
export function StepPanel({ title, actions, children }: StepPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (document.activeElement !== document.body) heading.current?.focus()
  }, [])
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
