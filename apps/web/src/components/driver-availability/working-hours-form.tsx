import { zodResolver } from '@hookform/resolvers/zod'
import {
  MAX_SHIFTS_PER_WEEK,
  weekdayNames,
  weekdays,
  workingHoursInputSchema,
  type DriverAvailability,
} from '@ridelane/domain'
import { Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { controlClasses, Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { apiErrorMessage } from '@/lib/api-client'
import { useSaveWorkingHoursMutation, type AvailabilityTarget } from './availability-api'
import { shiftNote } from './availability-format'
import { placeServerErrors } from './server-errors'

type FormInput = z.input<typeof workingHoursInputSchema>
type FormOutput = z.output<typeof workingHoursInputSchema>

export const NO_HOURS_KEPT = 'No working hours kept: this driver may be given rides at any time.'
const NO_HOURS_AFTER_SAVE =
  'Saving an empty week removes the working hours: this driver may then be given rides at any time.'

/** `shifts.2.starts` and the like as the form names them; `shifts` itself as the list's root. */
function fieldFor(path: string): Path<FormInput> | undefined {
  if (path === 'shifts') return 'shifts.root' as Path<FormInput>
  const row = /^shifts\.(\d+)(?:\.(weekday|starts|ends))?$/.exec(path)
  if (!row) return undefined
  return `shifts.${Number(row[1])}.${row[2] ?? 'starts'}` as Path<FormInput>
}

/** The row "Add shift" appends: the day after the last row's, at the same hours. */
function nextShift(last: FormInput['shifts'][number] | undefined) {
  if (!last) return { weekday: 1, starts: '09:00', ends: '17:00' }
  const day = Number(last.weekday)
  return {
    weekday: day >= 1 && day <= 7 ? (day % 7) + 1 : 1,
    starts: last.starts || '09:00',
    ends: last.ends || '17:00',
  }
}

/** The week's shifts, a row each, saved all at once (PUT …/working-hours). */
export function WorkingHoursForm({
  target,
  availability,
}: {
  target: AvailabilityTarget
  availability: DriverAvailability
}) {
  const save = useSaveWorkingHoursMutation(target)
  const [failure, setFailure] = useState<string>()
  const [saved, setSaved] = useState(false)
  const formId = useId()
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(workingHoursInputSchema),
    defaultValues: { shifts: availability.shifts },
  })
  const { fields, append, remove } = useFieldArray({ control, name: 'shifts' })
  const shifts = useWatch({ control, name: 'shifts' }) ?? []
  const listError = errors.shifts?.root?.message ?? errors.shifts?.message

  const submit = handleSubmit((values) => {
    setFailure(undefined)
    setSaved(false)
    save.mutate(values, {
      onSuccess: (next) => {
        reset({ shifts: next.shifts })
        setSaved(true)
      },
      onError: (error) => {
        if (!placeServerErrors(error, fieldFor, setError)) {
          setFailure(apiErrorMessage(error, 'Failed to save the working hours'))
        }
      },
    })
  })

  return (
    <form onSubmit={submit} noValidate aria-label="Working week" className="grid gap-4">
      <p className="text-sm text-ink-700">
        A row per shift. An end before the start runs past midnight; an end equal to the start is a
        whole day.
      </p>
      {fields.length === 0 && (
        <p className="rounded-control bg-ink-50 px-4 py-3 text-sm font-semibold text-ink-800">
          {availability.shifts.length === 0 ? NO_HOURS_KEPT : NO_HOURS_AFTER_SAVE}
        </p>
      )}
      {fields.map((field, index) => {
        const rowErrors = errors.shifts?.[index]
        const note = shiftNote(shifts[index] ?? {})
        const noteId = `${formId}-shift-${index}-note`
        return (
          <fieldset
            key={field.id}
            className="grid gap-3 rounded-control border border-ink-100 p-3 sm:grid-cols-[minmax(0,1fr)_8.5rem_8.5rem_auto] sm:items-start"
          >
            <legend className="sr-only">Shift {index + 1}</legend>
            <Field label="Day" error={rowErrors?.weekday?.message}>
              {(control) => (
                <Select
                  {...control}
                  invalid={Boolean(rowErrors?.weekday)}
                  {...register(`shifts.${index}.weekday`, { valueAsNumber: true })}
                >
                  {weekdays.map((day) => (
                    <option key={day} value={day}>
                      {weekdayNames[day]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Starts" error={rowErrors?.starts?.message}>
              {(control) => (
                <input
                  type="time"
                  className={controlClasses(Boolean(rowErrors?.starts))}
                  {...control}
                  {...register(`shifts.${index}.starts`)}
                />
              )}
            </Field>
            <Field label="Ends" error={rowErrors?.ends?.message}>
              {(control) => (
                <input
                  type="time"
                  className={controlClasses(Boolean(rowErrors?.ends))}
                  {...control}
                  aria-describedby={
                    [control['aria-describedby'], note && noteId].filter(Boolean).join(' ') ||
                    undefined
                  }
                  {...register(`shifts.${index}.ends`)}
                />
              )}
            </Field>
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start sm:mt-7"
              aria-label={`Remove shift ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Remove
            </Button>
            {note && (
              <p id={noteId} className="text-sm text-ink-700 sm:col-span-4">
                {note}
              </p>
            )}
          </fieldset>
        )
      })}
      {listError && <Alert tone="danger">{listError}</Alert>}
      {failure && <Alert tone="danger">{failure}</Alert>}
      {saved && !isDirty && !save.isPending && (
        <p role="status" className="text-sm text-ink-700">
          Working hours saved.
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="outline"
          disabled={fields.length >= MAX_SHIFTS_PER_WEEK}
          onClick={() => append(nextShift(shifts.at(-1)))}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add shift
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save week
        </Button>
      </div>
    </form>
  )
}
