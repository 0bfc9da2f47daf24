import type { BoardRow, OpsBookingDetail, ProviderSummary, VehicleChoice } from '@ridelane/domain'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { busyReasonOf, driverChoiceText, vehicleChoiceText } from '@/lib/driver-choices'
import { useBookingDriverChoicesQuery } from '../api/booking-driver-choices'
import { useBookingVehicleChoicesQuery } from '../api/booking-vehicle-choices'
import { useOpsBookingQuery, useBookingActionMutation } from '../api/ops-booking'
import { useRefreshBoard } from '../api/ops-board'
import { useProvidersQuery } from '../api/providers-query'
import { useOpsAuth } from '../auth/ops-auth-context'
import {
  conflictsOf,
  overriddenText,
  overrideReasonRequired,
  type Conflicts,
} from '../bookings/assign-conflicts'
import { doneOutcome, type RideOutcome } from './board-outcomes'
import { lastProviderId, rememberProvider } from './board-preferences'

type Props = {
  row: BoardRow
  /** Closes the panel; with the outcome once the ride was assigned. */
  onClose: (outcome?: RideOutcome) => void
}

/**
 * The provider to offer first: the one the ride has, else the last one given a ride in this
 * session when it serves the ride's area, else the only active provider serving it.
 */
export function preferredProvider(
  providers: readonly ProviderSummary[],
  areaId: string | null,
  lastUsed: string | null,
): string | undefined {
  const serving = providers.filter(
    (p) => p.active && (areaId === null || p.service_area_ids.includes(areaId)),
  )
  if (lastUsed && serving.some((p) => p.id === lastUsed)) return lastUsed
  return serving.length === 1 ? serving[0]!.id : undefined
}

/**
 * The first of the provider's active vehicles free for the ride, of the booked class (any, when
 * unknown) with a seat per passenger.
 */
export function fittingVehicle(
  vehicles: readonly VehicleChoice[],
  detail: Pick<OpsBookingDetail, 'vehicle_class_id'> & { booking: { passengers: number } },
): string | undefined {
  return vehicles.find(
    (v) =>
      v.free &&
      (detail.vehicle_class_id === null || v.vehicle_class_id === detail.vehicle_class_id) &&
      v.seats >= detail.booking.passengers,
  )?.id
}

/**
 * Assigns a ride from its row on the board (issue 32): provider, driver and vehicle picked for
 * the operator where the choice is plain (a free driver, a free fitting vehicle), so Enter on the
 * focused Assign button does it. A refusal stays on the row in the API's words; an admin may
 * override a busy driver or vehicle, as on the booking's page
 * (docs/decisions/034-driver-availability.md).
 */
export function InlineAssign({ row, onClose }: Props) {
  const detail = useOpsBookingQuery(row.id)
  const providers = useProvidersQuery()
  const assign = useBookingActionMutation(row.id, 'assignment')
  const refreshBoard = useRefreshBoard()
  const isAdmin = useOpsAuth().operator?.role === 'admin'
  // What the operator picked; undefined where the panel's own choice stands.
  const [chosen, setChosen] = useState<{ provider?: string; driver?: string; vehicle?: string }>({})
  const [conflicts, setConflicts] = useState<Conflicts>({})
  const [overrideReason, setOverrideReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()

  const held = detail.data?.assignment
  const activeProviders = providers.data?.providers.filter((p) => p.active) ?? []
  const providerId =
    chosen.provider ??
    held?.provider?.id ??
    (providers.data ? preferredProvider(activeProviders, row.area_id, lastProviderId()) : '') ??
    ''
  const keepsProvider = held?.provider?.id === providerId
  const drivers = useBookingDriverChoicesQuery(row.id, providerId)
  const vehicleChoices = useBookingVehicleChoicesQuery(row.id, providerId)
  const vehicles = vehicleChoices.data?.vehicles ?? []
  const driverId =
    chosen.driver ??
    (keepsProvider ? held?.driver?.id : undefined) ??
    drivers.data?.drivers.find((d) => d.free)?.id ??
    ''
  const vehicleId =
    chosen.vehicle ??
    (keepsProvider ? held?.vehicle?.id : undefined) ??
    (detail.data ? fittingVehicle(vehicles, detail.data) : undefined) ??
    ''

  const ready =
    detail.isSuccess &&
    providers.isSuccess &&
    (providerId === '' || (!drivers.isPending && !vehicleChoices.isPending))
  const form = useRef<HTMLFormElement>(null)
  const focused = useRef(false)
  useEffect(() => {
    if (!ready || focused.current || !form.current) return
    focused.current = true
    // Everything picked: Enter assigns. Otherwise the first choice left to make.
    const firstEmpty = [
      ['provider', providerId],
      ['driver', driverId],
      ['vehicle', vehicleId],
    ].find(([, value]) => value === '')?.[0]
    const target = firstEmpty
      ? form.current.querySelector<HTMLElement>(`[data-pick="${firstEmpty}"]`)
      : form.current.querySelector<HTMLElement>('button[type="submit"]')
    target?.focus()
  }, [ready, providerId, driverId, vehicleId])

  const send = (override?: string) => {
    if (!detail.data) return
    assign.mutate(
      {
        expected_version: detail.data.version,
        provider_id: providerId,
        driver_id: driverId || null,
        vehicle_id: vehicleId || null,
        ...(override === undefined ? {} : { override_reason: override }),
      },
      {
        onSuccess: (after) => {
          rememberProvider(providerId)
          void refreshBoard()
          const { provider, driver, vehicle } = after.assignment
          const parts = [
            provider?.name,
            driver ? `driver ${driver.name}` : 'no driver yet',
            vehicle ? `${vehicle.make_model} ${vehicle.plate}` : 'no vehicle yet',
          ]
          onClose(doneOutcome(row, `Assigned: ${parts.join(', ')}.`))
        },
        onError: (error) => {
          const busy = conflictsOf(error)
          setConflicts(busy)
          if (busy.driver_id) void drivers.refetch()
          if (busy.vehicle_id) void vehicleChoices.refetch()
        },
      },
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setConflicts({})
    setReasonError(undefined)
    send()
  }
  const assignAnyway = () => {
    const reason = overrideReason.trim()
    if (!reason) {
      setReasonError(overrideReasonRequired(conflicts))
      return
    }
    setReasonError(undefined)
    send(reason)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onClose()
  }

  const loading = (pending: boolean, empty: string) => (pending ? 'Loading...' : empty)
  const conflicted = Object.keys(conflicts).length > 0
  const stale = assign.error instanceof ApiError && assign.error.code === 'CONFLICT' && !conflicted
  const label = `Assign ${row.booking_code}`

  return (
    <form
      ref={form}
      aria-label={label}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      className="grid gap-3 text-sm md:grid-cols-[repeat(3,minmax(0,1fr))_auto] md:items-end"
    >
      <Field label="Provider">
        {(control) => (
          <Select
            {...control}
            data-pick="provider"
            value={providerId}
            onChange={(event) => {
              setChosen({ provider: event.target.value })
              setConflicts({})
            }}
          >
            <option value="">{loading(providers.isPending, 'Choose a provider')}</option>
            {activeProviders.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {row.area_id && !p.service_area_ids.includes(row.area_id) ? ' (other areas)' : ''}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Driver"
        error={conflicts.driver_id}
        hint={conflicts.driver_id ? undefined : busyReasonOf(drivers.data?.drivers, driverId)}
      >
        {(control) => (
          <Select
            {...control}
            data-pick="driver"
            invalid={Boolean(conflicts.driver_id)}
            disabled={providerId === ''}
            value={driverId}
            onChange={(event) => {
              setChosen((before) => ({ ...before, driver: event.target.value }))
              setConflicts(({ driver_id: _gone, ...rest }) => rest)
            }}
          >
            <option value="">
              {loading(providerId !== '' && drivers.isPending, 'No driver yet')}
            </option>
            {drivers.data?.drivers.map((d) => (
              <option key={d.id} value={d.id}>
                {driverChoiceText(d)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Vehicle"
        error={conflicts.vehicle_id}
        hint={
          conflicts.vehicle_id
            ? undefined
            : (busyReasonOf(vehicles, vehicleId) ??
              (detail.data?.vehicle_class_id
                ? `Booked: ${detail.data.vehicle_class_id}, ${detail.data.booking.passengers} passengers`
                : undefined))
        }
      >
        {(control) => (
          <Select
            {...control}
            data-pick="vehicle"
            invalid={Boolean(conflicts.vehicle_id)}
            disabled={providerId === ''}
            value={vehicleId}
            onChange={(event) => {
              setChosen((before) => ({ ...before, vehicle: event.target.value }))
              setConflicts(({ vehicle_id: _gone, ...rest }) => rest)
            }}
          >
            <option value="">
              {loading(providerId !== '' && vehicleChoices.isPending, 'No vehicle yet')}
            </option>
            {vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {vehicleChoiceText(v)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex gap-2 md:pb-px">
        <Button
          type="submit"
          size="sm"
          disabled={!ready || providerId === ''}
          loading={assign.isPending && assign.variables?.override_reason === undefined}
        >
          Assign
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onClose()}>
          Cancel
        </Button>
      </div>
      {(detail.isError || providers.isError || drivers.isError || vehicleChoices.isError) && (
        <Alert tone="danger" className="md:col-span-4">
          {apiErrorMessage(
            detail.error ?? providers.error ?? drivers.error ?? vehicleChoices.error,
            'Failed to load what the ride can be given to',
          )}
        </Alert>
      )}
      {assign.isError && !conflicted && (
        <Alert tone="danger" className="md:col-span-4">
          <p>{apiErrorMessage(assign.error, 'Failed to assign the ride')}</p>
          {stale && (
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => {
                assign.reset()
                void detail.refetch()
              }}
            >
              Reload the booking
            </Button>
          )}
        </Alert>
      )}
      {conflicted && isAdmin && (
        <div className="grid gap-2 rounded-card border border-warning-300 bg-warning-50 p-3 md:col-span-4 md:grid-cols-[1fr_auto] md:items-end">
          <TextField
            label={`Reason to assign ${overriddenText(conflicts)} anyway (admins)`}
            value={overrideReason}
            onChange={(event) => setOverrideReason(event.target.value)}
            error={reasonError}
          />
          <Button
            variant="outline"
            size="sm"
            loading={assign.isPending && assign.variables?.override_reason !== undefined}
            disabled={assign.isPending}
            onClick={assignAnyway}
          >
            Assign anyway
          </Button>
        </div>
      )}
    </form>
  )
}
