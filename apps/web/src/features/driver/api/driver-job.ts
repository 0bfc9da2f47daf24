import { i18n } from '@lingui/core'
import {
  DRIVER_TOKEN_HEADER,
  type DriverJob,
  type DriverLocationRequest,
  type DriverStep,
} from '@ridelane/domain'
import { msg } from '@lingui/core/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { earlyRead } from '@/lib/early-read'

export const LOAD_JOB_ERROR = msg`We could not load this job. Check your connection and try again.`
export const STEP_ERROR = msg`We could not save this step. Check your connection and try again.`
export const UNDO_ERROR = msg`We could not take this step back. Check your connection and try again.`

export const driverJobQueryKey = (token: string) => ['driver-job', token] as const
export const driverHeaders = (token: string) => ({ [DRIVER_TOKEN_HEADER]: token })

/** GET /driver/job: the job the token opens. */
function getDriverJob(token: string, signal?: AbortSignal): Promise<DriverJob> {
  return apiRequest<DriverJob>('/driver/job', {
    headers: driverHeaders(token),
    signal,
    // No words of its own: the read may start (a route's preload) before the page's language has
    // loaded, so the page shows LOAD_JOB_ERROR in its place (apiErrorMessage).
    defaultErrorMessage: '',
  })
}

const early = earlyRead<DriverJob>()

/** Starts reading the job while the page's code is still loading (see app/routes.tsx). */
export function startDriverJobRead(token: string): void {
  early.start(token, () => getDriverJob(token))
}

/** GET /driver/job, refetched on each event of its stream, polled while the stream is down. */
export function useDriverJobQuery(token: string, pollMs: number | false) {
  return useQuery({
    queryKey: driverJobQueryKey(token),
    queryFn: ({ signal }) => early.take(token) ?? getDriverJob(token, signal),
    refetchInterval: pollMs,
  })
}

/** POST /driver/job/status; the answer is the job as it now stands. */
export function useReportStep(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (to: DriverStep) =>
      apiRequest<DriverJob>('/driver/job/status', {
        method: 'POST',
        headers: driverHeaders(token),
        body: { to },
        defaultErrorMessage: i18n._(STEP_ERROR),
      }),
    onSuccess: (job) => queryClient.setQueryData(driverJobQueryKey(token), job),
  })
}

/** POST /driver/job/undo: takes back the step just taken (within a minute of it). */
export function useUndoStep(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<DriverJob>('/driver/job/undo', {
        method: 'POST',
        headers: driverHeaders(token),
        body: {},
        defaultErrorMessage: i18n._(UNDO_ERROR),
      }),
    onSuccess: (job) => queryClient.setQueryData(driverJobQueryKey(token), job),
  })
}

/** POST /driver/job/location: one position, while on the way. */
export function sendDriverLocation(token: string, position: DriverLocationRequest) {
  return apiRequest<null>('/driver/job/location', {
    method: 'POST',
    headers: driverHeaders(token),
    body: position,
  })
}
