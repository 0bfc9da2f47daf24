import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { apiDownload } from '@/lib/api-client'
import { rideHeaders, type RideAccess } from '../ride-access'

export type RideFile = 'calendar.ics' | 'receipt.pdf'

const fallbackMessages: Record<RideFile, MessageDescriptor> = {
  'calendar.ics': msg`We could not make the calendar entry. Please try again.`,
  'receipt.pdf': msg`We could not make the receipt. Please try again.`,
}

/** Saves the ride's calendar entry or receipt, fetched with the ride's token in a header. */
export async function downloadRideFile(access: RideAccess, file: RideFile): Promise<void> {
  const { blob, fileName } = await apiDownload(`/rides/${encodeURIComponent(access.ref)}/${file}`, {
    headers: rideHeaders(access),
    defaultErrorMessage: i18n._(fallbackMessages[file]),
  })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName ?? `ridelane-${access.ref}.${file.split('.')[1]}`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
