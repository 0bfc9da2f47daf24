import type { ProviderRatingList, ProviderRatings } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiDownload, apiRequest } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'
import { providerKey, registryKey } from './registry-keys'

/** Every rated provider's average, for the registry's list. */
export function useProviderRatingListQuery() {
  return useQuery({
    queryKey: [...registryKey, 'ratings'],
    queryFn: () =>
      apiRequest<ProviderRatingList>('/ops/providers/ratings', {
        defaultErrorMessage: 'Failed to load the ratings',
      }),
  })
}

/** One provider's average, each driver's, and the latest comments. */
export function useProviderRatingsQuery(id: string) {
  return useQuery({
    queryKey: [...providerKey(id), 'ratings'],
    queryFn: () =>
      apiRequest<ProviderRatings>(`/ops/providers/${encodeURIComponent(id)}/ratings`, {
        defaultErrorMessage: 'Failed to load the ratings',
      }),
  })
}

export const statementDownloadFailed = 'The download failed. Please try again.'

/** Saves a provider's statement of one month ('YYYY-MM') as CSV. */
export async function downloadProviderStatementCsv(id: string, month: string) {
  const { blob, fileName } = await apiDownload(
    `/ops/providers/${encodeURIComponent(id)}/statement.csv?${new URLSearchParams({ month })}`,
    { defaultErrorMessage: statementDownloadFailed },
  )
  saveFile(blob, fileName ?? `statement-${month}.csv`)
}
