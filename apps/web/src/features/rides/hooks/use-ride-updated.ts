import type { RideView } from '@ridelane/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { rideQueryKey } from '../api/get-ride'
import type { RideAccess } from '../ride-access'

/**
 * The `onUpdated` the ride's actions (cancel, change, rate) call: the view they got back is shown
 * at once; without one, the ride is fetched again.
 */
export function useRideUpdated(access: RideAccess): (ride?: RideView) => void {
  const queryClient = useQueryClient()
  const { ref, token } = access
  return useCallback(
    (ride?: RideView) => {
      const key = rideQueryKey({ ref, token })
      if (ride) queryClient.setQueryData(key, ride)
      else void queryClient.invalidateQueries({ queryKey: key })
    },
    [queryClient, ref, token],
  )
}
