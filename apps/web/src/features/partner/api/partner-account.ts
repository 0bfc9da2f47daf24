import { useMutation } from '@tanstack/react-query'
import { apiDownload, apiRequest } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'

export const accountExportFailed = 'Failed to download the account’s data'
export const accountCloseFailed = 'Failed to close the account'

/** Saves everything held about the account as a JSON file (GET /partners/account/export). */
export async function downloadPartnerAccount(): Promise<void> {
  const { blob, fileName } = await apiDownload('/partners/account/export', {
    defaultErrorMessage: accountExportFailed,
  })
  saveFile(blob, fileName ?? 'ridelane-partner-account.json')
}

/** Closes the account for good with the admin's own password (POST /partners/account/close). */
export function useClosePartnerAccountMutation() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ message: string }>('/partners/account/close', {
        method: 'POST',
        body: { password },
        defaultErrorMessage: accountCloseFailed,
      }),
  })
}
