import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode
  description?: ReactNode
}

/** A checkbox with its label beside it; the whole label toggles it. */
export function Checkbox({ label, description, className, id, ...props }: CheckboxProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const descriptionId = description ? `${inputId}-description` : undefined
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={descriptionId}
        className="mt-0.5 size-5 shrink-0 rounded border-ink-300 accent-ink-900"
        {...props}
      />
      <div className="text-sm">
        <label htmlFor={inputId} className="font-semibold text-ink-800">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-ink-600">
            {description}
          </p>
        )}
      </div>
    </div>
  )
}
