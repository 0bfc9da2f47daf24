import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import {
  emptyTripLocation,
  hasCoordinates,
  placeLabel,
  type Place,
  type PlaceType,
  type TripLocation,
} from '@ridelane/domain'
import {
  Building2,
  House,
  Landmark,
  Map as MapIcon,
  MapPin,
  Plane,
  type LucideIcon,
} from 'lucide-react'
import { useState } from 'react'
import { Combobox } from '@/components/ui/combobox'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { PLACE_NOT_PICKED, usePlaceSearch, type NearPlace } from '@/lib/place-search'

// The place field of the booking wizard and of the ride page's Change ride
// (docs/decisions/028-ride-page.md#new-dropoff): shared, so it uses no feature.

export const PLACE_SEARCH_DEBOUNCE_MS = 250

const placeIcons: Record<PlaceType, { icon: LucideIcon; label: MessageDescriptor }> = {
  airport: { icon: Plane, label: msg`Airport` },
  city: { icon: Building2, label: msg`City` },
  district: { icon: MapIcon, label: msg`District` },
  landmark: { icon: Landmark, label: msg`Landmark` },
  address: { icon: House, label: msg`Address` },
}

function PlaceOption({ place }: { place: Place }) {
  const { icon: Icon, label } = placeIcons[place.type]
  const kind = i18n._(label)
  return (
    <span className="flex items-start gap-2.5">
      <Icon className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block font-semibold text-ink-900">
          {place.name}
          {place.iata && <span className="ms-1.5 text-ink-500">{place.iata}</span>}
        </span>
        <span className="block truncate text-xs text-ink-500">
          <span className="sr-only">{t`${kind}:`} </span>
          {place.address}
        </span>
      </span>
    </span>
  )
}

type PlaceComboboxProps = {
  label: string
  /** The input's form name. */
  name?: string
  location: TripLocation
  /** A picked place, or an empty location while the traveller types (a place counts only when picked). */
  onChange: (location: TripLocation, place: Place | null) => void
  placeholder?: string
  /** The trip's other place, when picked: same-named places near it are suggested first. */
  near?: NearPlace
  /** Every keystroke's text, for a form that must know a place was typed but not picked. */
  onTextChange?: (text: string) => void
  /** A form's own error for the field; else the field says so itself when left unpicked. */
  error?: string
  hint?: string
}

/** A place field with suggestions from the place search. */
export function PlaceCombobox(props: PlaceComboboxProps) {
  const { label, location, onChange, placeholder, onTextChange } = props
  const [text, setText] = useState(location.address)
  const [leftUnpicked, setLeftUnpicked] = useState(false)
  const query = useDebouncedValue(text, PLACE_SEARCH_DEBOUNCE_MS)
  const search = usePlaceSearch(query, props.near ?? null)
  const picked = hasCoordinates(location) && location.address === text

  return (
    <div
      onBlur={() => setLeftUnpicked(text.trim() !== '' && !hasCoordinates(location))}
      onFocus={() => setLeftUnpicked(false)}
    >
      <Combobox
        label={label}
        name={props.name}
        value={text}
        placeholder={placeholder}
        adornment={<MapPin className="size-4" aria-hidden="true" />}
        onValueChange={(next) => {
          setText(next)
          onTextChange?.(next)
          if (hasCoordinates(location)) onChange(emptyTripLocation, null)
        }}
        options={search.data ?? []}
        optionKey={(place) => place.id}
        optionLabel={placeLabel}
        renderOption={(place) => <PlaceOption place={place} />}
        onSelect={(place) => {
          const address = placeLabel(place)
          setText(address)
          setLeftUnpicked(false)
          // The type says whether the wizard asks for the exact address beside it.
          onChange(
            { address, lat: place.lat, lng: place.lng, type: place.type, placeId: place.id },
            place,
          )
        }}
        loading={search.isFetching || query !== text}
        loadingText={t`Searching places...`}
        emptyText={search.isError ? t`Place search is unavailable right now` : t`No places found`}
        hint={props.hint}
        error={props.error ?? (leftUnpicked && !picked ? i18n._(PLACE_NOT_PICKED) : undefined)}
        // Back in a field whose text was never picked, its suggestions come back.
        openOnFocus={!picked}
      />
    </div>
  )
}
