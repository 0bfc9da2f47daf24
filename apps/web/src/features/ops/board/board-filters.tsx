import {
  boardSandboxFilters,
  bookingStatuses,
  formatBookingStatus,
  BOARD_PAGE_SIZE_MAX,
  type BoardChoices,
  type BoardSandboxFilter,
  type BoardQuery,
  type BookingStatus,
} from '@ridelane/domain'
import { ChevronDown, Search, X } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, controlClasses } from '@/components/ui/field'
import { Select } from '@/components/ui/select'

type BoardFiltersProps = {
  query: BoardQuery
  choices: BoardChoices | undefined
  onChange: (change: Partial<BoardQuery>) => void
  onClear: () => void
  /** Shown at the bar's end: how many bookings match. */
  summary?: ReactNode
}

const pageSizes = [25, 50, BOARD_PAGE_SIZE_MAX]

/** Test API keys' bookings: not real rides, so out of the list until an operator asks. */
const sandboxChoices: Record<BoardSandboxFilter, string> = {
  exclude: 'Hidden',
  include: 'Shown with the others',
  only: 'Only sandbox bookings',
}

type Chip = { key: string; label: string; remove: Partial<BoardQuery> }

const nameOf = (list: Array<{ id: string; name: string }> | undefined, id: string) =>
  list?.find((item) => item.id === id)?.name ?? id

/** One chip per filter in use, each with the change that takes that filter off. */
export function activeFilterChips(query: BoardQuery, choices: BoardChoices | undefined): Chip[] {
  const chips: Chip[] = []
  if (query.from)
    chips.push({ key: 'from', label: `Pickup from ${query.from}`, remove: { from: undefined } })
  if (query.to) chips.push({ key: 'to', label: `Pickup to ${query.to}`, remove: { to: undefined } })
  for (const status of query.status ?? []) {
    const rest = query.status!.filter((s) => s !== status)
    chips.push({
      key: `status-${status}`,
      label: `Status: ${formatBookingStatus(status)}`,
      remove: { status: rest.length > 0 ? rest : undefined },
    })
  }
  if (query.area) {
    chips.push({
      key: 'area',
      label: `Area: ${nameOf(choices?.service_areas, query.area)}`,
      remove: { area: undefined },
    })
  }
  if (query.partner) {
    chips.push({
      key: 'partner',
      label: `Partner: ${nameOf(choices?.partners, query.partner)}`,
      remove: { partner: undefined },
    })
  }
  if (query.provider) {
    chips.push({
      key: 'provider',
      label: `Provider: ${nameOf(choices?.providers, query.provider)}`,
      remove: { provider: undefined },
    })
  }
  if (query.unassigned)
    chips.push({ key: 'unassigned', label: 'Unassigned only', remove: { unassigned: false } })
  if (query.sandbox !== 'exclude') {
    chips.push({
      key: 'sandbox',
      label: `Sandbox: ${sandboxChoices[query.sandbox]}`,
      remove: { sandbox: 'exclude' },
    })
  }
  return chips
}

/**
 * The board's search and filters as one bar: the search, a Filters button that opens every
 * filter, and a chip per filter in use that takes it off; each change goes straight into the
 * address. Folded, the bar leaves the screen to the rides (issue 32).
 */
export function BoardFilters({ query, choices, onChange, onClear, summary }: BoardFiltersProps) {
  const [text, setText] = useState(query.q ?? '')
  const [shownQ, setShownQ] = useState(query.q)
  // Back or a link may change the search under the form: show what the address says.
  if (shownQ !== query.q) {
    setShownQ(query.q)
    setText(query.q ?? '')
  }
  const statuses = new Set(query.status ?? [])
  const toggleStatus = (status: BookingStatus, on: boolean) => {
    const next = bookingStatuses.filter((s) => (s === status ? on : statuses.has(s)))
    onChange({ status: next.length > 0 ? next : undefined })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ q: text.trim() || undefined })
  }
  const choose = (value: string) => value || undefined
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const searchId = useId()
  const chips = activeFilterChips(query, choices)
  // A status is one filter however many are ticked.
  const active =
    chips.filter((chip) => !chip.key.startsWith('status-')).length + (statuses.size > 0 ? 1 : 0)

  return (
    <div className="mt-3 rounded-card bg-white p-2 shadow-card">
      <div className="flex flex-wrap items-center gap-2">
        <form
          role="search"
          onSubmit={submit}
          className="flex min-w-0 flex-1 basis-72 items-center gap-2"
        >
          <label htmlFor={searchId} className="sr-only">
            Search bookings
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
            placeholder="Code, name, email or phone"
            className="block h-9 w-full min-w-0 rounded-control border border-ink-200 bg-white px-3 text-sm text-ink-900 placeholder:text-ink-500 hover:border-ink-300"
          />
          <Button type="submit" size="sm">
            <Search className="size-4" aria-hidden="true" />
            Search
          </Button>
        </form>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {active > 0 ? `Filters (${active} on)` : 'Filters'}
          <ChevronDown
            className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </Button>
        {chips.length > 0 && (
          <ul aria-label="Filters in use" className="flex flex-wrap items-center gap-1.5">
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  onClick={() => onChange(chip.remove)}
                  className="inline-flex h-7 items-center gap-1 rounded-full border border-ink-200 bg-ink-50 pr-1.5 pl-2.5 text-xs font-semibold text-ink-800 hover:border-ink-400"
                >
                  <span className="sr-only">Remove filter </span>
                  {chip.label}
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {(chips.length > 0 || query.q) && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear search and filters
          </Button>
        )}
        <div className="ml-auto px-1">{summary}</div>
      </div>

      <div
        id={panelId}
        className={`mt-3 space-y-4 border-t border-ink-100 px-2 pt-3 pb-1 ${open ? '' : 'hidden'}`}
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Pickup from">
            {(control) => (
              <input
                {...control}
                type="date"
                value={query.from ?? ''}
                max={query.to}
                onChange={(event) => onChange({ from: choose(event.target.value) })}
                className={controlClasses(false)}
              />
            )}
          </Field>
          <Field label="Pickup to">
            {(control) => (
              <input
                {...control}
                type="date"
                value={query.to ?? ''}
                min={query.from}
                onChange={(event) => onChange({ to: choose(event.target.value) })}
                className={controlClasses(false)}
              />
            )}
          </Field>
          <Field label="Service area">
            {(control) => (
              <Select
                {...control}
                value={query.area ?? ''}
                onChange={(e) => onChange({ area: choose(e.target.value) })}
              >
                <option value="">Every area</option>
                {choices?.service_areas.map((area) => (
                  <option key={area.id} value={area.id}>
                    {area.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Partner">
            {(control) => (
              <Select
                {...control}
                value={query.partner ?? ''}
                onChange={(e) => onChange({ partner: choose(e.target.value) })}
              >
                <option value="">Any partner or none</option>
                {choices?.partners.map((partner) => (
                  <option key={partner.id} value={partner.id}>
                    {partner.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Provider">
            {(control) => (
              <Select
                {...control}
                value={query.provider ?? ''}
                onChange={(e) => onChange({ provider: choose(e.target.value) })}
              >
                <option value="">Any provider or none</option>
                {choices?.providers.map((provider) => (
                  <option key={provider.id} value={provider.id}>
                    {provider.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Sandbox bookings" hint="Made with a partner's test API key">
            {(control) => (
              <Select
                {...control}
                value={query.sandbox}
                onChange={(e) => onChange({ sandbox: e.target.value as BoardSandboxFilter })}
              >
                {boardSandboxFilters.map((choice) => (
                  <option key={choice} value={choice}>
                    {sandboxChoices[choice]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Bookings a page">
            {(control) => (
              <Select
                {...control}
                value={String(query.page_size)}
                onChange={(e) => onChange({ page_size: Number(e.target.value) })}
              >
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Checkbox
            className="self-end pb-3 lg:col-span-2"
            label="Unassigned only"
            description="Paid rides no provider or driver has yet"
            checked={query.unassigned}
            onChange={(event) => onChange({ unassigned: event.target.checked })}
          />
        </div>

        <fieldset>
          <legend className="text-sm font-semibold text-ink-800">Status</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {bookingStatuses.map((status) => (
              <Checkbox
                key={status}
                label={formatBookingStatus(status)}
                checked={statuses.has(status)}
                onChange={(event) => toggleStatus(status, event.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  )
}
