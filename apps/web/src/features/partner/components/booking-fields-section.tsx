import { zodResolver } from '@hookform/resolvers/zod'
import {
  BOOKING_FIELD_LIMITS,
  bookingFieldModeLabels,
  bookingFieldModes,
  bookingFieldsFormFrom,
  bookingFieldsFormSchema,
  maskExample,
  maskInWords,
  type BookingFields,
  type BookingFieldsForm,
} from '@ridelane/domain'
import { useId, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import {
  bookingFieldsLoadFailed,
  bookingFieldsSaveFailed,
  useBookingFieldsQuery,
  useSaveBookingFieldsMutation,
} from '../api/booking-fields'

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

/** A label, a control, a hint and the control's error when it has one. */
function Labelled(props: {
  label: string
  error?: string | undefined
  hint?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const id = useId()
  const describedBy = [props.hint && `${id}-hint`, props.error && `${id}-error`]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={props.className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {props.label}
      </label>
      {props.children({
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs break-words text-ink-500">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger-700">
          {props.error}
        </p>
      )}
    </div>
  )
}

const modeOptions = bookingFieldModes.map((mode) => (
  <option key={mode} value={mode}>
    {bookingFieldModeLabels[mode]}
  </option>
))

/**
 * The profile page's cost centres and booking reference, which admins change and the rest of
 * the team reads (docs/decisions/045-corporate-booking-fields.md).
 */
export function BookingFieldsSection({ readOnly }: { readOnly: boolean }) {
  const fields = useBookingFieldsQuery()
  return (
    <section
      aria-labelledby="booking-fields-heading"
      className="mt-6 rounded-card bg-white p-6 shadow-card"
    >
      <h2 id="booking-fields-heading" className="text-lg font-bold text-ink-900">
        Booking fields
      </h2>
      <p className="mt-1 mb-5 text-sm text-ink-600">
        Cost centres and a booking reference (a PO number, a project code) that your team adds to
        each booking. They appear in your bookings export, on statements and invoices.
      </p>
      {fields.isPending ? (
        <p className="text-ink-600">Loading booking fields...</p>
      ) : fields.isError ? (
        <Alert tone="danger">{apiErrorMessage(fields.error, bookingFieldsLoadFailed)}</Alert>
      ) : (
        <fieldset disabled={readOnly} className="contents">
          {readOnly && (
            <p className="mb-5 text-sm font-semibold text-ink-700">
              Only an admin of your account can change the booking fields.
            </p>
          )}
          <BookingFieldsEditor initial={fields.data} />
        </fieldset>
      )}
    </section>
  )
}

function BookingFieldsEditor({ initial }: { initial: BookingFields }) {
  const save = useSaveBookingFieldsMutation()
  const { register, handleSubmit, watch, formState } = useForm<
    BookingFieldsForm,
    unknown,
    BookingFields
  >({
    resolver: zodResolver(bookingFieldsFormSchema),
    defaultValues: bookingFieldsFormFrom(initial),
  })
  const errors = formState.errors
  const mask = watch('reference_mask')
  const submit = handleSubmit((settings) => save.mutate(settings))

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {save.isError && (
        <Alert tone="danger">{apiErrorMessage(save.error, bookingFieldsSaveFailed)}</Alert>
      )}
      {save.isSuccess && <Alert tone="success">{save.data.message}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Labelled label="Cost centre on bookings" error={errors.cost_centre_mode?.message}>
          {(control) => (
            <Select {...control} {...register('cost_centre_mode')}>
              {modeOptions}
            </Select>
          )}
        </Labelled>
        <Labelled
          label="Cost centres"
          error={errors.cost_centres?.message}
          hint={`One a line: the code, then a comma and a name if you like (e.g. "SALES, Sales team"). Up to ${BOOKING_FIELD_LIMITS.costCentres}.`}
          className="sm:row-span-2"
        >
          {(control) => (
            <textarea
              rows={5}
              className="mt-1.5 block w-full rounded-control border border-ink-200 px-3 py-2 font-mono text-sm"
              {...control}
              {...register('cost_centres')}
            />
          )}
        </Labelled>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <Labelled label="Booking reference on bookings" error={errors.reference_mode?.message}>
          {(control) => (
            <Select {...control} {...register('reference_mode')}>
              {modeOptions}
            </Select>
          )}
        </Labelled>
        <TextField
          label="Reference label"
          placeholder="PO number"
          error={errors.reference_label?.message}
          {...register('reference_label')}
        />
        <Labelled
          label="Reference format"
          error={errors.reference_mask?.message}
          hint={
            mask
              ? `${maskInWords(mask)}, for example ${maskExample(mask)}`
              : `# a digit, A a letter, * either, anything else as typed. Empty: any text up to ${BOOKING_FIELD_LIMITS.referenceLength} characters.`
          }
        >
          {(control) => (
            <input
              className="mt-1.5 block h-11 w-full rounded-control border border-ink-200 bg-white px-3 font-mono text-ink-900"
              placeholder="PO-######"
              {...control}
              {...register('reference_mask')}
            />
          )}
        </Labelled>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save booking fields
        </Button>
      </div>
    </form>
  )
}
