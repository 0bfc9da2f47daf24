import type { ProviderRatings, ProviderStatement } from '@ridelane/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiDownload, apiRequest } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'
import { providerQueryScope } from './provider-account'

const statementKey = (month: string) => [...providerQueryScope, 'statement', month] as const
const ratingsKey = [...providerQueryScope, 'ratings'] as const

export const statementLoadFailed = 'Failed to load the statement'
export const downloadFailed = 'The download failed. Please try again.'

/** The provider's statement for one month ('YYYY-MM'). */
export function useProviderStatementQuery(month: string) {
  return useQuery({
    queryKey: statementKey(month),
    queryFn: () =>
      apiRequest<ProviderStatement>('/provider/statement', {
        query: { month },
        defaultErrorMessage: statementLoadFailed,
      }),
    // The previous month stays on screen, marked as loading, while the next one arrives.
    placeholderData: keepPreviousData,
  })
}

/** Saves the month's statement as a CSV file. */
export async function downloadProviderStatementCsv(month: string) {
  const { blob, fileName } = await apiDownload(
    `/provider/statement.csv?${new URLSearchParams({ month })}`,
    { defaultErrorMessage: downloadFailed },
  )
  saveFile(blob, fileName ?? `statement-${month}.csv`)
}

/** The provider's average rating, each driver's, and the latest comments. */
export function useProviderRatingsQuery() {
  return useQuery({
    queryKey: ratingsKey,
    queryFn: () =>
      apiRequest<ProviderRatings>('/provider/ratings', {
        defaultErrorMessage: 'Failed to load the ratings',
      }),
  })
}
