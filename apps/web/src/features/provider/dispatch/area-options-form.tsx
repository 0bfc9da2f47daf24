import { zodResolver } from '@hookform/resolvers/zod'
import {
  providerAreaOptionsInputSchema,
  type ProviderAreaOptions,
  type ProviderAreaOptionsInput,
} from '@ridelane/domain'
import { useId, useState } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { zoneLine } from '@/components/driver-availability/availability-format'
import { placeServerErrors } from '@/components/driver-availability/server-errors'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { controlClasses, Field } from '@/components/ui/field'
import { apiErrorMessage } from '@/lib/api-client'
import { useSaveAreaOptionsMutation } from '../api/provider-dispatch-options'

type FormValues = ProviderAreaOptionsInput
const fieldNames: readonly string[] = Object.keys(providerAreaOptionsInputSchema.shape)

/** A server detail's path as the form names it, when the form has that field. */
const fieldFor = (path: string): Path<FormValues> | undefined =>
  fieldNames.includes(path) ? (path as Path<FormValues>) : undefined

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{2}:\d{2}$/.test(value)

/**
 * What the window means when it is not a plain stretch of one day, as the API reads it: the same
 * time twice is all day, a "to" before the "from" runs past midnight. Undefined otherwise.
 */
export function acceptWindowNote(from: unknown, to: unknown): string | undefined {
  if (!isTime(from) || !isTime(to)) return undefined
  if (from === to) return 'All day: rides picking up at any hour are accepted.'
  if (to < from) return `Runs past midnight: from ${from} until ${to} the next day.`
  return undefined
}

const pick = ({ auto_accept, accept_from, accept_to, auto_assign }: FormValues): FormValues => ({
  auto_accept,
  accept_from,
  accept_to,
  auto_assign,
})

/**
 * One area's automatic dispatch: auto-accept with its window on the area's clock, and auto-assign
 * (docs/decisions/035-automatic-dispatch.md#provider-options). Checked with the schema the API
 * checks it with; the server's messages land on their fields.
 */
export function AreaOptionsForm({ area }: { area: ProviderAreaOptions }) {
  const save = useSaveAreaOptionsMutation(area.area_id)
  const [failure, setFailure] = useState<string>()
  const [saved, setSaved] = useState(false)
  const id = useId()
  const headingId = `${id}-heading`
  const noteId = `${id}-window-note`
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormValues>({
    resolver: zodResolver(providerAreaOptionsInputSchema),
    defaultValues: pick(area),
  })
  const [from, to] = useWatch({ control, name: ['accept_from', 'accept_to'] })
  const note = acceptWindowNote(from, to)

  const submit = handleSubmit((values) => {
    setFailure(undefined)
    setSaved(false)
    save.mutate(pick(values), {
      onSuccess: ({ areas }) => {
        const next = areas.find((entry) => entry.area_id === area.area_id)
        reset(next ? pick(next) : pick(values))
        setSaved(true)
      },
      onError: (error) => {
        if (!placeServerErrors(error, fieldFor, setError)) {
          setFailure(apiErrorMessage(error, 'Failed to save the automatic dispatch options'))
        }
      },
    })
  })

  const switchError = (name: 'auto_accept' | 'auto_assign') => {
    const message = errors[name]?.message
    return {
      invalid: message
        ? { 'aria-invalid': true as const, 'aria-errormessage': `${id}-${name}` }
        : {},
      shown: message && (
        <p id={`${id}-${name}`} role="alert" className="mt-1.5 text-sm text-danger-700">
          {message}
        </p>
      ),
    }
  }
  const autoAccept = switchError('auto_accept')
  const autoAssign = switchError('auto_assign')

  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <h3 id={headingId} className="text-lg font-bold text-ink-900">
        {area.area_name}
      </h3>
      <p className="mt-1 text-sm text-ink-700">{zoneLine(area.time_zone)}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-5">
        <div>
          <Checkbox
            role="switch"
            label="Accept offered rides automatically"
            description="A ride offered to you is taken at once when you have an active vehicle of its class with a seat for everyone, and its pickup falls in the window below."
            {...autoAccept.invalid}
            {...register('auto_accept')}
          />
          {autoAccept.shown}
        </div>
        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold text-ink-800">Accept rides picking up</legend>
          <div className="grid gap-3 sm:max-w-md sm:grid-cols-2">
            <Field label="From" error={errors.accept_from?.message}>
              {(props) => (
                <input
                  type="time"
                  className={controlClasses(Boolean(errors.accept_from))}
                  {...props}
                  {...register('accept_from')}
                />
              )}
            </Field>
            <Field label="To" error={errors.accept_to?.message}>
              {(props) => (
                <input
                  type="time"
                  className={controlClasses(Boolean(errors.accept_to))}
                  {...props}
                  aria-describedby={
                    [props['aria-describedby'], note && noteId].filter(Boolean).join(' ') ||
                    undefined
                  }
                  {...register('accept_to')}
                />
              )}
            </Field>
          </div>
          <p className="text-xs text-ink-500">
            Used only while accepting automatically is on. A “to” before the “from” runs past
            midnight; the same time twice means all day.
          </p>
          {note && (
            <p id={noteId} className="text-sm font-semibold text-ink-800">
              {note}
            </p>
          )}
        </fieldset>
        <div>
          <Checkbox
            role="switch"
            label="Assign my nearest free driver automatically"
            description="Each ride you accept, by hand or automatically, goes to your nearest free driver (by their last shared position, else their home base) with the smallest vehicle that fits. If nobody is free, you assign it by hand as before."
            {...autoAssign.invalid}
            {...register('auto_assign')}
          />
          {autoAssign.shown}
        </div>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {saved && !isDirty && !save.isPending && (
          <p role="status" className="text-sm font-semibold text-success-700">
            Automatic dispatch for {area.area_name} saved.
          </p>
        )}
        <div>
          <Button
            type="submit"
            className="w-full sm:w-auto"
            aria-label={`Save ${area.area_name}`}
            loading={save.isPending}
          >
            Save
          </Button>
        </div>
      </form>
    </section>
  )
}
