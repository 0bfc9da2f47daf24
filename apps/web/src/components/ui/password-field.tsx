import { t } from '@lingui/core/macro'
import { useId, useState, type ComponentProps } from 'react'
import { cn } from '@/lib/cn'

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string
  error?: string
  autoComplete: 'current-password' | 'new-password'
}

/**
 * Masked by default with a Show toggle: the portal's first design showed passwords as plain text, but the
 * partner portal issue asks for masking, which is what people expect in a public place.
 * autocomplete still tells password managers what the field is.
 */
export function PasswordField({ label, error, className, id, ...props }: PasswordFieldProps) {
  const [hidden, setHidden] = useState(true)
  const generatedId = useId()
  const inputId = id ?? generatedId
  const errorId = `${inputId}-error`
  const name = label.toLowerCase()

  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          type={hidden ? 'password' : 'text'}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'block h-11 w-full rounded-control border bg-white pe-18 ps-3 text-ink-900 placeholder:text-ink-400',
            error ? 'border-danger-600' : 'border-ink-200 hover:border-ink-300',
          )}
          {...props}
        />
        <button
          type="button"
          aria-controls={inputId}
          aria-pressed={!hidden}
          aria-label={hidden ? t`Show ${name}` : t`Hide ${name}`}
          onClick={() => setHidden((wasHidden) => !wasHidden)}
          className="absolute inset-y-1 end-1 rounded-md px-3 text-sm font-semibold text-ink-700 hover:bg-ink-50 hover:text-ink-900"
        >
          {hidden ? t`Show` : t`Hide`}
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  )
}
