import { useId, type ComponentProps } from 'react'
import { cn } from '@/lib/cn'

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string }

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, className, id, ...props }: TextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const errorId = `${inputId}-error`
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'mt-1.5 block h-11 w-full rounded-control border bg-white px-3 text-ink-900 placeholder:text-ink-400',
          error ? 'border-danger-600' : 'border-ink-200 hover:border-ink-300',
        )}
        {...props}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  )
}
