import type { ProviderSummary } from '@ridelane/domain'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'

type PreferredProvidersFieldProps = {
  areaId: string
  /** Every provider of the registry, to name the chosen ones and offer the rest. */
  providers: readonly ProviderSummary[]
  value: readonly string[]
  onChange: (ids: string[]) => void
  readOnly: boolean
  /** A message about the list as a whole (one named twice, too many). */
  error?: string
  /** A message per position, such as the server's "must serve this area". */
  itemErrors: ReadonlyArray<string | undefined>
}

/** Moves the item at `from` to `to` in a copy of the list. */
function moved(ids: readonly string[], from: number, to: number) {
  const next = [...ids]
  const [id] = next.splice(from, 1)
  next.splice(to, 0, id!)
  return next
}

/**
 * The providers an area asks first, one at a time in this order: added from the active providers
 * that serve the area, moved up or down, removed.
 */
export function PreferredProvidersField(props: PreferredProvidersFieldProps) {
  const { areaId, providers, value, onChange, readOnly } = props
  const [choice, setChoice] = useState('')
  const headingId = useId()
  const errorId = useId()
  const serves = (provider: ProviderSummary) =>
    provider.active && provider.service_area_ids.includes(areaId)
  const candidates = providers.filter(
    (provider) => serves(provider) && !value.includes(provider.id),
  )

  const add = () => {
    if (!choice) return
    onChange([...value, choice])
    setChoice('')
  }

  return (
    <div className="sm:col-span-2">
      <h3 id={headingId} className="text-sm font-semibold text-ink-800">
        Preferred providers, asked one at a time in this order
      </h3>
      {value.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">None: rides go straight to the rest by rank.</p>
      ) : (
        <ol
          aria-labelledby={headingId}
          aria-describedby={props.error ? errorId : undefined}
          className="mt-2 space-y-2"
        >
          {value.map((id, index) => {
            const provider = providers.find((candidate) => candidate.id === id)
            const name = provider?.name ?? 'Unknown provider'
            const itemError = props.itemErrors[index]
            return (
              <li key={id} className="rounded-control border border-ink-200 p-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 text-sm font-semibold break-words text-ink-900">
                    {index + 1}. {name}
                    {provider && !serves(provider) && (
                      <span className="font-normal text-ink-600">
                        {' '}
                        (inactive or not serving this area)
                      </span>
                    )}
                  </span>
                  {!readOnly && (
                    <span className="flex flex-wrap gap-1">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Move ${name} up`}
                        disabled={index === 0}
                        onClick={() => onChange(moved(value, index, index - 1))}
                      >
                        Up
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Move ${name} down`}
                        disabled={index === value.length - 1}
                        onClick={() => onChange(moved(value, index, index + 1))}
                      >
                        Down
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${name}`}
                        onClick={() => onChange(value.filter((other) => other !== id))}
                      >
                        Remove
                      </Button>
                    </span>
                  )}
                </div>
                {itemError && (
                  <p role="alert" className="mt-1 text-sm text-danger-700">
                    {itemError}
                  </p>
                )}
              </li>
            )
          })}
        </ol>
      )}
      {props.error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger-700">
          {props.error}
        </p>
      )}
      {!readOnly && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <Field label="Provider to add" className="min-w-0 flex-1 basis-56">
            {(control) => (
              <Select
                {...control}
                value={choice}
                onChange={(event) => setChoice(event.target.value)}
              >
                <option value="">
                  {candidates.length === 0
                    ? 'No other active provider serves this area'
                    : 'Choose a provider'}
                </option>
                {candidates.map((provider) => (
                  <option key={provider.id} value={provider.id}>
                    {provider.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button variant="outline" disabled={!choice} onClick={add}>
            Add provider
          </Button>
        </div>
      )}
    </div>
  )
}
