import { zodResolver } from '@hookform/resolvers/zod'
import { driverFormSchema, languageNames, languages, type Driver } from '@ridelane/domain'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { HomeBaseField } from '@/components/home-base-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { homeBaseField, homeBaseFieldSchema } from '@/lib/home-base'
import { useSaveDriverMutation } from '../api/save-driver'
import { showServerFieldErrors } from './server-field-errors'

const schema = driverFormSchema.omit({ active: true }).extend({ home_base: homeBaseFieldSchema })
type FormInput = z.input<typeof schema>
type FormOutput = z.output<typeof schema>
const fieldNames = Object.keys(schema.shape)

type DriverFormProps = { providerId: string; driver?: Driver; onDone: () => void }

/**
 * Adds a driver, or edits `driver`. Languages are typed in one field, comma-separated; the home
 * base is picked in the place search, and an emptied field clears it.
 */
export function DriverForm({ providerId, driver, onDone }: DriverFormProps) {
  const save = useSaveDriverMutation(providerId, driver?.id)
  const [failure, setFailure] = useState<string>()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: driver?.name ?? '',
      phone: driver?.phone ?? '',
      languages: driver?.languages.join(', ') ?? '',
      licence_number: driver?.licence_number ?? '',
      job_language: driver?.job_language ?? 'en',
      home_base: homeBaseField(driver?.home_base),
    },
  })
  const id = (field: string) => `driver-${driver?.id ?? 'new'}-${field}`

  const submit = handleSubmit((values) => {
    setFailure(undefined)
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (!showServerFieldErrors(error, fieldNames, setError)) {
          setFailure(apiErrorMessage(error, 'Failed to save the driver'))
        }
      },
    })
  })

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField
        id={id('name')}
        label="Driver name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id={id('phone')}
        label="Phone"
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        id={id('languages')}
        label="Languages (comma-separated)"
        error={errors.languages?.message}
        {...register('languages')}
      />
      <TextField
        id={id('licence')}
        label="Driving licence number"
        error={errors.licence_number?.message}
        {...register('licence_number')}
      />
      <Field
        id={id('job-language')}
        label="Job texts and page in"
        hint="The language of the texts the driver gets and of their job page."
        error={errors.job_language?.message}
      >
        {(control) => (
          <Select {...control} invalid={Boolean(errors.job_language)} {...register('job_language')}>
            {languages.map((language) => (
              <option key={language} value={language} lang={language}>
                {languageNames[language]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="md:col-span-2">
        <Controller
          control={control}
          name="home_base"
          render={({ field, fieldState }) => (
            <HomeBaseField
              owner={driver?.name ?? 'the new driver'}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      {failure && (
        <Alert tone="danger" className="md:col-span-2">
          {failure}
        </Alert>
      )}
      <div className="flex gap-3 md:col-span-2">
        <Button type="submit" loading={save.isPending}>
          {driver ? 'Save driver' : 'Add driver'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
