import { plural, t } from '@lingui/core/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { controlClasses } from './field'

/** The list closes this long after focus leaves, so a pointer press on an option still lands. */
export const COMBOBOX_BLUR_CLOSE_MS = 200

export type ComboboxProps<Option> = {
  label: string
  value: string
  onValueChange: (text: string) => void
  options: readonly Option[]
  optionKey: (option: Option) => string
  optionLabel: (option: Option) => string
  renderOption?: (option: Option) => ReactNode
  onSelect: (option: Option) => void
  loading?: boolean
  loadingText?: string
  emptyText?: string
  error?: string
  hint?: string
  placeholder?: string
  name?: string
  className?: string
  /** Show the suggestions again when the input gains focus (e.g. text typed but never picked). */
  openOnFocus?: boolean
  /** Shown before the input, e.g. an icon of what was picked. */
  adornment?: ReactNode
}

/**
 * A text input with a suggestion list (WAI-ARIA combobox pattern): arrows move, Enter picks the
 * highlighted option and never submits the surrounding form, Escape closes.
 */
export function Combobox<Option>(props: ComboboxProps<Option>) {
  const { label, value, options, optionKey, optionLabel, onSelect, error, hint } = props
  const id = useId()
  const listId = `${id}-list`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const showList = open && value.trim() !== ''
  const activeOption = showList && active >= 0 ? options[active] : undefined
  const optionId = (index: number) => `${id}-option-${index}`

  function pick(option: Option) {
    onSelect(option)
    setOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (last < 0) return
      const down = event.key === 'ArrowDown'
      setActive((index) => (down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1))
    } else if (event.key === 'Enter') {
      // A place counts only when picked, so Enter never submits the form
      // (docs/product.md#trip-details-and-bounds).
      event.preventDefault()
      if (activeOption !== undefined) pick(activeOption)
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const count = options.length
  // The English has always said "suggestions" for one too (kept as it is); other languages have
  // their own forms for one.
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className={cn('relative', props.className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative">
        {props.adornment && (
          <span className="pointer-events-none absolute top-1/2 start-3 mt-0.75 -translate-y-1/2 text-ink-500">
            {props.adornment}
          </span>
        )}
        <input
          id={id}
          name={props.name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeOption !== undefined ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          placeholder={props.placeholder}
          value={value}
          className={cn(controlClasses(Boolean(error)), props.adornment ? 'ps-10' : undefined)}
          onChange={(event) => {
            props.onValueChange(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            clearTimeout(closeTimer.current)
            if (props.openOnFocus) setOpen(true)
          }}
          onBlur={() => {
            closeTimer.current = setTimeout(() => {
              setOpen(false)
              setActive(-1)
            }, COMBOBOX_BLUR_CLOSE_MS)
          }}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        className="absolute inset-x-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-control border border-ink-100 bg-white py-1 shadow-raised"
      >
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm text-ink-800',
              index === active ? 'bg-ink-100' : 'hover:bg-ink-50',
            )}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            onMouseEnter={() => setActive(index)}
          >
            {props.renderOption ? props.renderOption(option) : optionLabel(option)}
          </li>
        ))}
        {options.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-ink-500">
            {props.loading
              ? (props.loadingText ?? t`Searching...`)
              : (props.emptyText ?? t`No matches`)}
          </li>
        )}
      </ul>
      <p className="sr-only" aria-live="polite">
        {showList && count > 0
          ? plural(count, { one: '# suggestions available', other: '# suggestions available' })
          : ''}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
      )}
      <p
        id={`${id}-error`}
        role="alert"
        className="text-sm text-danger-700 empty:hidden [&:not(:empty)]:mt-1.5"
      >
        {error}
      </p>
    </div>
  )
}
