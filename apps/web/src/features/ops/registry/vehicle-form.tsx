import { zodResolver } from '@hookform/resolvers/zod'
import { vehicleInputSchema, type RegistryChoices, type Vehicle } from '@ridelane/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { useSaveVehicleMutation } from '../api/save-vehicle'
import { showServerFieldErrors } from './server-field-errors'

const schema = vehicleInputSchema.omit({ active: true })
type FormInput = z.input<typeof schema>
type FormOutput = z.output<typeof schema>
const fieldNames = Object.keys(schema.shape)

type VehicleFormProps = {
  providerId: string
  vehicle?: Vehicle
  choices: RegistryChoices | undefined
  onDone: () => void
}

/** Adds a vehicle, or edits `vehicle`. A plate the provider already has comes back as a field message. */
export function VehicleForm({ providerId, vehicle, choices, onDone }: VehicleFormProps) {
  const save = useSaveVehicleMutation(providerId, vehicle?.id)
  const [failure, setFailure] = useState<string>()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      vehicle_class_id: vehicle?.vehicle_class_id ?? '',
      make_model: vehicle?.make_model ?? '',
      colour: vehicle?.colour ?? '',
      plate: vehicle?.plate ?? '',
      seats: vehicle?.seats ?? Number.NaN,
    },
  })
  const id = (field: string) => `vehicle-${vehicle?.id ?? 'new'}-${field}`

  const submit = handleSubmit((values) => {
    setFailure(undefined)
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (!showServerFieldErrors(error, fieldNames, setError)) {
          setFailure(apiErrorMessage(error, 'Failed to save the vehicle'))
        }
      },
    })
  })

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <Field id={id('class')} label="Vehicle class" error={errors.vehicle_class_id?.message}>
        {(control) => (
          <Select
            {...control}
            invalid={Boolean(errors.vehicle_class_id)}
            {...register('vehicle_class_id')}
          >
            <option value="">Choose a class</option>
            {choices?.vehicle_classes.map((vehicleClass) => (
              <option key={vehicleClass.id} value={vehicleClass.id}>
                {vehicleClass.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        id={id('make-model')}
        label="Make and model"
        error={errors.make_model?.message}
        {...register('make_model')}
      />
      <TextField
        id={id('colour')}
        label="Colour"
        error={errors.colour?.message}
        {...register('colour')}
      />
      <TextField
        id={id('plate')}
        label="Plate"
        autoComplete="off"
        error={errors.plate?.message}
        {...register('plate')}
      />
      <TextField
        id={id('seats')}
        label="Seats"
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        error={errors.seats?.message}
        {...register('seats', { valueAsNumber: true })}
      />
      {failure && (
        <Alert tone="danger" className="md:col-span-2">
          {failure}
        </Alert>
      )}
      <div className="flex gap-3 md:col-span-2">
        <Button type="submit" loading={save.isPending}>
          {vehicle ? 'Save vehicle' : 'Add vehicle'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
