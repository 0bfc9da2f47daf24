import {
  DRIVER_TOKEN_HEADER,
  type DriverJob,
  type DriverLocationRequest,
  type DriverStep,
} from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { earlyRead } from '@/lib/early-read'

export const LOAD_JOB_ERROR = 'We could not load this job. Check your connection and try again.'
export const STEP_ERROR = 'We could not save this step. Check your connection and try again.'
export const UNDO_ERROR = 'We could not take this step back. Check your connection and try again.'

export const driverJobQueryKey = (token: string) => ['driver-job', token] as const
export const driverHeaders = (token: string) => ({ [DRIVER_TOKEN_HEADER]: token })

/** GET /driver/job: the job the token opens. */
function getDriverJob(token: string, signal?: AbortSignal): Promise<DriverJob> {
  return apiRequest<DriverJob>('/driver/job', {
    headers: driverHeaders(token),
    signal,
    defaultErrorMessage: LOAD_JOB_ERROR,
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
        defaultErrorMessage: STEP_ERROR,
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
        defaultErrorMessage: UNDO_ERROR,
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
