import { zodResolver } from '@hookform/resolvers/zod'
import {
  localDateSchema,
  localTimeSchema,
  timeOffInputSchema,
  zonedDateTimeToIso,
  type DriverAvailability,
  type TimeOffInput,
} from '@ridelane/domain'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import {
  useAddTimeOffMutation,
  useRemoveTimeOffMutation,
  type AvailabilityTarget,
} from './availability-api'
import { zonedDateTime } from './availability-format'
import { placeServerErrors } from './server-errors'

type FormInput = {
  from_date: string
  from_time: string
  to_date: string
  to_time: string
  note: string
}

/** Where a message about the API's fields shows in this form: the instant's date input. */
const formField: Record<string, keyof FormInput> = {
  starts_at: 'from_date',
  ends_at: 'to_date',
  note: 'note',
}
const fieldFor = (path: string) => formField[path]

/**
 * The form's local dates and times, read on the clock of `timeZone` and checked with the API's
 * own schema, whose messages land on the date they are about.
 */
function timeOffFormSchema(timeZone: string) {
  return z
    .object({
      from_date: localDateSchema,
      from_time: localTimeSchema,
      to_date: localDateSchema,
      to_time: localTimeSchema,
      note: z.string(),
    })
    .transform((local, context): TimeOffInput => {
      const checked = timeOffInputSchema.safeParse({
        starts_at: zonedDateTimeToIso(local.from_date, local.from_time, timeZone),
        ends_at: zonedDateTimeToIso(local.to_date, local.to_time, timeZone),
        note: local.note,
      })
      if (checked.success) return checked.data
      for (const issue of checked.error.issues) {
        const field = formField[String(issue.path[0])] ?? 'to_date'
        context.addIssue({ code: 'custom', path: [field], message: issue.message })
      }
      return z.NEVER
    })
}

const emptyForm: FormInput = { from_date: '', from_time: '', to_date: '', to_time: '', note: '' }

/** The time off still to come, each removable, and a form to add more. */
export function TimeOffSection({
  target,
  availability,
  idPrefix,
}: {
  target: AvailabilityTarget
  availability: DriverAvailability
  idPrefix: string
}) {
  const { time_zone: timeZone, time_off: timeOff } = availability
  const add = useAddTimeOffMutation(target)
  const removal = useRemoveTimeOffMutation(target)
  const [failure, setFailure] = useState<string>()
  const [added, setAdded] = useState(false)
  const schema = useMemo(() => timeOffFormSchema(timeZone), [timeZone])
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, TimeOffInput>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
  })
  const id = (field: string) => `${idPrefix}-time-off-${field}`

  const submit = handleSubmit((values) => {
    setFailure(undefined)
    setAdded(false)
    add.mutate(values, {
      onSuccess: () => {
        reset(emptyForm)
        setAdded(true)
      },
      onError: (error) => {
        if (!placeServerErrors(error, fieldFor, setError)) {
          setFailure(apiErrorMessage(error, 'Failed to add the time off'))
        }
      },
    })
  })

  return (
    <div className="grid gap-4">
      {timeOff.length === 0 ? (
        <p className="text-sm text-ink-700">No time off planned.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Planned time off">
          {timeOff.map((entry) => {
            const span = `${zonedDateTime(entry.starts_at, timeZone)} – ${zonedDateTime(entry.ends_at, timeZone)}`
            return (
              <li
                key={entry.id}
                className="flex flex-col gap-2 rounded-control border border-ink-100 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">{span}</p>
                  {entry.note && <p className="text-sm break-words text-ink-700">{entry.note}</p>}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start sm:self-auto"
                  aria-label={`Remove time off ${span}`}
                  loading={removal.isPending && removal.variables === entry.id}
                  onClick={() => removal.mutate(entry.id)}
                >
                  Remove
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      {removal.isError && (
        <Alert tone="danger">
          {apiErrorMessage(removal.error, 'Failed to remove the time off')}
        </Alert>
      )}
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={id('title')}
        className="grid gap-4 border-t border-ink-100 pt-4 sm:grid-cols-2"
      >
        <p id={id('title')} className="text-sm font-semibold text-ink-800 sm:col-span-2">
          Add time off
        </p>
        <TextField
          id={id('from-date')}
          label="From date"
          type="date"
          error={errors.from_date?.message}
          {...register('from_date')}
        />
        <TextField
          id={id('from-time')}
          label="From time"
          type="time"
          error={errors.from_time?.message}
          {...register('from_time')}
        />
        <TextField
          id={id('to-date')}
          label="To date"
          type="date"
          error={errors.to_date?.message}
          {...register('to_date')}
        />
        <TextField
          id={id('to-time')}
          label="To time"
          type="time"
          error={errors.to_time?.message}
          {...register('to_time')}
        />
        <TextField
          id={id('note')}
          label="Note (optional)"
          className="sm:col-span-2"
          maxLength={200}
          error={errors.note?.message}
          {...register('note')}
        />
        {failure && (
          <Alert tone="danger" className="sm:col-span-2">
            {failure}
          </Alert>
        )}
        {added && !add.isPending && (
          <p role="status" className="text-sm text-ink-700 sm:col-span-2">
            Time off added.
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline" loading={add.isPending}>
            Add time off
          </Button>
        </div>
      </form>
    </div>
  )
}
