import { zodResolver } from '@hookform/resolvers/zod'
import type { ProviderDriver } from '@ridelane/domain'
import { useEffect, useId, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { HomeBaseField } from '@/components/home-base-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { homeBaseField, homeBaseFieldSchema, homeBaseText } from '@/lib/home-base'
import { useSaveDriverHomeBaseMutation } from '../api/save-driver-home-base'

const schema = z.object({ home_base: homeBaseFieldSchema })
type FormInput = z.input<typeof schema>
type FormOutput = z.output<typeof schema>

/**
 * One driver's home base on the drivers page: where auto-assign measures from when the driver
 * has shared no position (docs/decisions/035-automatic-dispatch.md#provider-options). Shown as
 * its coordinates; changed or cleared in a small form with the place search.
 */
export function DriverHomeBase({ driver }: { driver: ProviderDriver }) {
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const closed = useRef(false)
  const id = useId()

  // Back from the form, focus returns to the button that opened it.
  useEffect(() => {
    if (editing || !closed.current) return
    closed.current = false
    toggle.current?.focus()
  }, [editing])

  const close = (didSave: boolean) => {
    closed.current = true
    setSaved(didSave)
    setEditing(false)
  }

  const { home_base: homeBase } = driver
  return (
    <div className="mt-4 grid gap-3">
      <p id={`${id}-now`} className="text-sm text-ink-700">
        <span className="font-semibold text-ink-800">Home base: </span>
        {homeBase ? homeBaseText(homeBase) : 'not set'}
      </p>
      {editing ? (
        <HomeBaseForm driver={driver} onDone={close} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            ref={toggle}
            variant="outline"
            size="sm"
            aria-label={`${homeBase ? 'Change' : 'Set'} home base: ${driver.name}`}
            aria-describedby={`${id}-now`}
            onClick={() => {
              setSaved(false)
              setEditing(true)
            }}
          >
            {homeBase ? 'Change home base' : 'Set home base'}
          </Button>
          {saved && (
            <p role="status" className="text-sm font-semibold text-success-700">
              Home base saved.
            </p>
          )}
        </div>
      )}
    </div>
  )
}

function HomeBaseForm({
  driver,
  onDone,
}: {
  driver: ProviderDriver
  onDone: (saved: boolean) => void
}) {
  const save = useSaveDriverHomeBaseMutation(driver.id)
  const [failure, setFailure] = useState<string>()
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { home_base: homeBaseField(driver.home_base) },
  })

  const submit = handleSubmit((values) => {
    setFailure(undefined)
    save.mutate(values, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        const detail =
          error instanceof ApiError
            ? error.details.find((each) => each.path.split('.')[0] === 'home_base')
            : undefined
        if (detail) setError('home_base', { message: detail.message }, { shouldFocus: true })
        else setFailure(apiErrorMessage(error, 'Failed to save the home base'))
      },
    })
  })

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Home base of ${driver.name}`}
      className="grid gap-3"
    >
      <Controller
        control={control}
        name="home_base"
        render={({ field, fieldState }) => (
          <HomeBaseField
            owner={driver.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {failure && <Alert tone="danger">{failure}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={save.isPending}>
          Save home base
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
