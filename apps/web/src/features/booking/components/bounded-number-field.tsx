import { useState } from 'react'
import { Field, controlClasses } from '@/components/ui/field'

type BoundedNumberFieldProps = {
  label: string
  /** The control's form name. */
  name?: string
  value: number
  bounds: { readonly min: number; readonly max: number }
  /** The domain's clamp for this field: out-of-range or non-numeric text becomes a valid number. */
  clamp: (value: unknown) => number
  onChange: (value: number) => void
  hint?: string
  className?: string
}

/** A whole-number input that keeps what is typed and settles it within bounds on leaving. */
export function BoundedNumberField(props: BoundedNumberFieldProps) {
  const { label, value, bounds, clamp, onChange } = props
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <Field label={label} hint={props.hint} className={props.className}>
      {(control) => (
        <input
          {...control}
          name={props.name}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={1}
          className={controlClasses(false)}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value
            setDraft(text)
            const typed = Number(text)
            if (text !== '' && clamp(text) === typed) onChange(typed)
          }}
          onBlur={() => {
            if (draft === null) return
            onChange(clamp(draft))
            setDraft(null)
          }}
        />
      )}
    </Field>
  )
}
