import type { PartnerStatement } from '@ridelane/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiDownload, apiRequest } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'
import { partnerQueryScope } from './get-partner-session'

export const statementLoadFailed = 'Failed to load the statement'
export const statementDownloadFailed = 'The download failed. Please try again.'

/** The partner's statement for one month ('YYYY-MM'). */
export function usePartnerStatementQuery(month: string) {
  return useQuery({
    queryKey: [...partnerQueryScope, 'statement', month] as const,
    queryFn: () =>
      apiRequest<PartnerStatement>('/partners/statement', {
        query: { month },
        defaultErrorMessage: statementLoadFailed,
      }),
    // The previous month stays on screen, marked as loading, while the next one arrives.
    placeholderData: keepPreviousData,
  })
}

/** Saves the month's statement as a CSV or PDF file. */
export async function downloadPartnerStatement(month: string, format: 'csv' | 'pdf') {
  const { blob, fileName } = await apiDownload(
    `/partners/statement.${format}?${new URLSearchParams({ month })}`,
    { defaultErrorMessage: statementDownloadFailed },
  )
  saveFile(blob, fileName ?? `ridelane-statement-${month}.${format}`)
}

/** Saves one booking's invoice, made out to the partner, as a PDF file. */
export async function downloadPartnerInvoice(bookingId: string, bookingCode: string) {
  const { blob, fileName } = await apiDownload(
    `/partners/bookings/${encodeURIComponent(bookingId)}/invoice.pdf`,
    { defaultErrorMessage: statementDownloadFailed },
  )
  saveFile(blob, fileName ?? `ridelane-invoice-${bookingCode}.pdf`)
}
