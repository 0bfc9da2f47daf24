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
import { ChevronDown, Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, controlClasses } from '@/components/ui/field'
import { Select } from '@/components/ui/select'

type BoardFiltersProps = {
  query: BoardQuery
  choices: BoardChoices | undefined
  onChange: (change: Partial<BoardQuery>) => void
  onClear: () => void
}

const pageSizes = [25, 50, BOARD_PAGE_SIZE_MAX]

/** Test API keys' bookings: not real rides, so out of the list until an operator asks. */
const sandboxChoices: Record<BoardSandboxFilter, string> = {
  exclude: 'Hidden',
  include: 'Shown with the others',
  only: 'Only sandbox bookings',
}

/** Search and filters of the board; each change goes straight into the address. */
export function BoardFilters({ query, choices, onChange, onClear }: BoardFiltersProps) {
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
  // On a phone the filters fold away under one button, so the bookings show without scrolling
  // past every control; from the md breakpoint up they are always open.
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const active = [
    query.from,
    query.to,
    query.area,
    query.partner,
    query.provider,
    query.unassigned || undefined,
    query.sandbox !== 'exclude' || undefined,
    statuses.size > 0 || undefined,
  ].filter(Boolean).length

  return (
    <div className="mt-6 space-y-4 rounded-card bg-white p-4 shadow-card">
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Field
          label="Search bookings"
          className="min-w-0 flex-1 basis-40"
          hint="Code, name, email or phone"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={100}
              className={controlClasses(false)}
            />
          )}
        </Field>
        <Button type="submit" className="mb-5">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </form>

      <Button
        variant="outline"
        size="sm"
        className="md:hidden"
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

      <div id={panelId} className={`space-y-4 ${open ? '' : 'hidden md:block'}`}>
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
        <Button variant="outline" size="sm" onClick={onClear}>
          Clear search and filters
        </Button>
      </div>
    </div>
  )
}
