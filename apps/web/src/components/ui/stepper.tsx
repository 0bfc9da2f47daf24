import { t } from '@lingui/core/macro'
import { Check } from 'lucide-react'
import { cn } from '@/lib/cn'

type StepperProps = {
  steps: ReadonlyArray<{ step: number; title: string }>
  current: number
  label?: string
}

/** Numbered steps; the current one is marked for screen readers, finished ones get a tick. */
export function Stepper({ steps, current, label }: StepperProps) {
  return (
    <nav aria-label={label ?? t`Progress`}>
      <ol className="flex gap-2">
        {steps.map(({ step, title }) => {
          const done = step < current
          const active = step === current
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className={cn('flex min-w-0 flex-1 flex-col gap-1.5', active && 'max-sm:flex-[3]')}
            >
              <span
                className={cn(
                  'h-1.5 rounded-full',
                  done || active ? 'bg-accent-400' : 'bg-ink-100',
                )}
              />
              <span className="flex min-w-0 items-center gap-1.5 text-xs font-semibold sm:text-sm">
                <span
                  className={cn(
                    'grid size-6 shrink-0 place-items-center rounded-full text-xs',
                    done && 'bg-success-600 text-white',
                    active && 'bg-ink-900 text-white',
                    !done && !active && 'bg-ink-100 text-ink-600',
                  )}
                >
                  {done ? <Check className="size-3.5" aria-hidden="true" /> : step}
                </span>
                <span
                  className={cn(
                    'truncate',
                    active ? 'text-ink-900' : 'text-ink-500',
                    !active && 'max-sm:sr-only',
                  )}
                >
                  {title}
                  {done && <span className="sr-only"> {t`(completed)`}</span>}
                </span>
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
