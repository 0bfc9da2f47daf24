import { useEffect, useRef, useState } from 'react'
import { PlaceCombobox } from '@/components/place-combobox'
import { Button } from '@/components/ui/button'
import { emptyHomeBaseField, type HomeBaseFieldValue } from '@/lib/home-base'

type HomeBaseFieldProps = {
  value: HomeBaseFieldValue
  onChange: (value: HomeBaseFieldValue) => void
  onBlur?: () => void
  /** Whose home base, for the clear button's name (e.g. the driver's name). */
  owner: string
  label?: string
  name?: string
  error?: string
}

/**
 * A driver's home base (docs/decisions/035-automatic-dispatch.md#provider-options): the place
 * search of the booking wizard, so the point is one the product itself found, and a button that
 * empties it. A kept home base shows as its coordinates; saving an empty field clears it.
 */
export function HomeBaseField({
  value,
  onChange,
  onBlur,
  owner,
  label = 'Home base',
  name = 'home_base',
  error,
}: HomeBaseFieldProps) {
  // The place field keeps its own text; a new key starts it afresh after Clear.
  const [generation, setGeneration] = useState(0)
  const wrapper = useRef<HTMLDivElement>(null)
  const cleared = useRef(false)

  useEffect(() => {
    if (!cleared.current) return
    cleared.current = false
    wrapper.current?.querySelector('input')?.focus()
  }, [generation])

  return (
    <div ref={wrapper} onBlur={onBlur} className="grid gap-2">
      <PlaceCombobox
        key={generation}
        label={label}
        name={name}
        placeholder="Address, district or landmark"
        hint="Pick a place from the suggestions. Auto-assign measures from here when the driver has shared no position in the last day."
        location={value}
        error={error}
        onTextChange={(address) => onChange({ address, lat: null, lng: null })}
        onChange={(location, place) => {
          // Typing reports itself through onTextChange; only a pick is a new home base.
          if (place) onChange({ address: location.address, lat: place.lat, lng: place.lng })
        }}
      />
      {value.address !== '' && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-label={`Clear home base of ${owner}`}
          onClick={() => {
            onChange(emptyHomeBaseField)
            cleared.current = true
            setGeneration((n) => n + 1)
          }}
        >
          Clear home base
        </Button>
      )}
    </div>
  )
}
