import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export const controlClasses = (invalid: boolean) =>
  cn(
    'mt-1.5 block h-11 w-full rounded-control border bg-white px-3 text-ink-900',
    'placeholder:text-ink-400 disabled:bg-ink-50 disabled:text-ink-500',
    invalid ? 'border-danger-600' : 'border-ink-200 hover:border-ink-300',
  )

export type FieldControlProps = {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

type FieldProps = {
  label: ReactNode
  error?: string
  hint?: ReactNode
  className?: string
  id?: string
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode
}

/** A label, any control, an optional hint and an announced error message. */
export function Field({ label, error, hint, className, id, children }: FieldProps) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
      )}
      <p
        id={errorId}
        role="alert"
        className="text-sm text-danger-700 empty:hidden [&:not(:empty)]:mt-1.5"
      >
        {error}
      </p>
    </div>
  )
}
