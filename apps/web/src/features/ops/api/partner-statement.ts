import { apiDownload } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'

export const partnerStatementDownloadFailed = 'The download failed. Please try again.'

/** Saves a partner's statement of one month ('YYYY-MM') as CSV or PDF. */
export async function downloadPartnerStatement(
  partnerId: string,
  month: string,
  format: 'csv' | 'pdf',
) {
  const { blob, fileName } = await apiDownload(
    `/ops/partners/${encodeURIComponent(partnerId)}/statement.${format}?${new URLSearchParams({ month })}`,
    { defaultErrorMessage: partnerStatementDownloadFailed },
  )
  saveFile(blob, fileName ?? `ridelane-statement-${month}.${format}`)
}
