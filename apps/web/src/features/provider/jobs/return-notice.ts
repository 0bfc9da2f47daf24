import { useNavigate } from 'react-router'
import { providerPaths } from '@/config/paths'

/** What a job's page tells the list when it sends the user back, e.g. that the ride was taken. */
export type ReturnNotice = { notice: string; tone: 'success' | 'warning' }

export function readReturnNotice(state: unknown): ReturnNotice | null {
  const value = state as Partial<ReturnNotice> | null
  return typeof value?.notice === 'string'
    ? { notice: value.notice, tone: value.tone === 'success' ? 'success' : 'warning' }
    : null
}

/** Back to the jobs list, with a message shown at its top. */
export function useBackToJobs() {
  const navigate = useNavigate()
  return (notice: ReturnNotice) =>
    void navigate(providerPaths.home, { state: notice satisfies ReturnNotice })
}
