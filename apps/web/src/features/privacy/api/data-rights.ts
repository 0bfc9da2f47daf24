import { t } from '@lingui/core/macro'
import {
  DATA_ACCESS_HEADER,
  type DataAccess,
  type DataCodeSent,
  type DataErasure,
} from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiDownload, apiRequest } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'

// The traveller's data rights (docs/decisions/042-traveller-data-rights.md): a code mailed to the
// address, traded for a short access that downloads or erases what we hold about it.

export function askDataCode(email: string): Promise<DataCodeSent> {
  return apiRequest<DataCodeSent>('/privacy/data-code', {
    method: 'POST',
    body: { email },
    defaultErrorMessage: t`We could not send a code. Please try again.`,
  })
}

/** From the ride page: the code goes to the booking's own email. */
export function askDataCodeForRide(ref: string, bookingToken: string): Promise<DataCodeSent> {
  return apiRequest<DataCodeSent>(`/rides/${encodeURIComponent(ref)}/data-code`, {
    method: 'POST',
    headers: { 'X-Booking-Token': bookingToken },
    defaultErrorMessage: t`We could not send a code. Please try again.`,
  })
}

export function openDataAccess(email: string, code: string): Promise<DataAccess> {
  return apiRequest<DataAccess>('/privacy/access', {
    method: 'POST',
    body: { email, code },
    defaultErrorMessage: t`We could not check the code. Please try again.`,
  })
}

const accessHeaders = (access: Pick<DataAccess, 'token'>) => ({
  [DATA_ACCESS_HEADER]: access.token,
})

export type DataFile = 'json' | 'pdf'

/** Saves the copy of the data as a file. */
export async function downloadData(access: Pick<DataAccess, 'token'>, kind: DataFile) {
  const { blob, fileName } = await apiDownload(
    kind === 'json' ? '/privacy/export' : '/privacy/export.pdf',
    {
      headers: accessHeaders(access),
      defaultErrorMessage: t`We could not make the copy of your data. Please try again.`,
    },
  )
  saveFile(blob, fileName ?? `ridelane-my-data.${kind}`)
}

export function eraseData(access: Pick<DataAccess, 'token'>): Promise<DataErasure> {
  return apiRequest<DataErasure>('/privacy/erasure', {
    method: 'POST',
    headers: accessHeaders(access),
    defaultErrorMessage: t`We could not erase your data. Please try again.`,
  })
}

export const useAskDataCode = () => useMutation({ mutationFn: askDataCode })
export const useOpenDataAccess = () =>
  useMutation({
    mutationFn: ({ email, code }: { email: string; code: string }) => openDataAccess(email, code),
  })
export const useDownloadData = (access: Pick<DataAccess, 'token'>) =>
  useMutation({ mutationFn: (kind: DataFile) => downloadData(access, kind) })
export const useEraseData = (access: Pick<DataAccess, 'token'>) =>
  useMutation({ mutationFn: () => eraseData(access) })
