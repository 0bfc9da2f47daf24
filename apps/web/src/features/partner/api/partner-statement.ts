import type { PartnerStatement } from '@ridelane/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiDownload, apiRequest } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'
import { partnerQueryScope } from './get-partner-session'

export const statementLoadFailed = 'Failed to load the statement'
export const statementDownloadFailed = 'The download failed. Please try again.'

/** The month and, for one cost centre's invoice, its code (or `none`); left out: all bookings. */
const statementQuery = (month: string, costCentre?: string): Record<string, string> =>
  costCentre ? { month, cost_centre: costCentre } : { month }

/** The partner's statement for one month ('YYYY-MM'), of one cost centre if asked. */
export function usePartnerStatementQuery(month: string, costCentre?: string) {
  return useQuery({
    queryKey: [...partnerQueryScope, 'statement', month, costCentre ?? ''] as const,
    queryFn: () =>
      apiRequest<PartnerStatement>('/partners/statement', {
        query: statementQuery(month, costCentre),
        defaultErrorMessage: statementLoadFailed,
      }),
    // The previous month stays on screen, marked as loading, while the next one arrives.
    placeholderData: keepPreviousData,
  })
}

/** Saves the month's statement as a CSV or PDF file. */
export async function downloadPartnerStatement(
  month: string,
  format: 'csv' | 'pdf',
  costCentre?: string,
) {
  const { blob, fileName } = await apiDownload(
    `/partners/statement.${format}?${new URLSearchParams(statementQuery(month, costCentre))}`,
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
