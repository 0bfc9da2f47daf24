import type { DriverAvailability, TimeOffInput, WorkingHoursInput } from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

// One driver's working hours and time off (docs/decisions/034-driver-availability.md), the same
// calls under the provider portal (`/provider/drivers/:id`) and the console's registry
// (`/ops/providers/:pid/drivers/:id`). Every call answers the whole availability, which replaces
// the cached copy. `scope` is the query key of the portal the calls belong to, so signing out
// drops them with the rest.

export type AvailabilityTarget = {
  /** e.g. `/provider/drivers/<id>` or `/ops/providers/<pid>/drivers/<id>`. */
  basePath: string
  scope: readonly string[]
}

const availabilityKey = ({ basePath, scope }: AvailabilityTarget) =>
  [...scope, 'driver-availability', basePath] as const

/** GET …/availability: the week's shifts and the time off still to come. */
export function useDriverAvailabilityQuery(target: AvailabilityTarget) {
  return useQuery({
    queryKey: availabilityKey(target),
    queryFn: () =>
      apiRequest<DriverAvailability>(`${target.basePath}/availability`, {
        defaultErrorMessage: 'Failed to load the working hours',
      }),
  })
}

function useAvailabilityMutation<Input>(
  target: AvailabilityTarget,
  name: string,
  send: (input: Input) => Promise<DriverAvailability>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...availabilityKey(target), name],
    mutationFn: send,
    onSuccess: (availability) => queryClient.setQueryData(availabilityKey(target), availability),
  })
}

/** PUT …/working-hours: the whole week at once; an empty list keeps no hours. */
export function useSaveWorkingHoursMutation(target: AvailabilityTarget) {
  return useAvailabilityMutation(target, 'working-hours', (input: WorkingHoursInput) =>
    apiRequest<DriverAvailability>(`${target.basePath}/working-hours`, {
      method: 'PUT',
      body: input,
      defaultErrorMessage: 'Failed to save the working hours',
    }),
  )
}

/** POST …/time-off: from and to as ISO 8601 with the zone's offset. */
export function useAddTimeOffMutation(target: AvailabilityTarget) {
  return useAvailabilityMutation(target, 'add-time-off', (input: TimeOffInput) =>
    apiRequest<DriverAvailability>(`${target.basePath}/time-off`, {
      method: 'POST',
      body: input,
      defaultErrorMessage: 'Failed to add the time off',
    }),
  )
}

/** DELETE …/time-off/:timeOffId: time off is removed, never edited. */
export function useRemoveTimeOffMutation(target: AvailabilityTarget) {
  return useAvailabilityMutation(target, 'remove-time-off', (timeOffId: string) =>
    apiRequest<DriverAvailability>(`${target.basePath}/time-off/${encodeURIComponent(timeOffId)}`, {
      method: 'DELETE',
      defaultErrorMessage: 'Failed to remove the time off',
    }),
  )
}
