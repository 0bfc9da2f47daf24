import { t } from '@lingui/core/macro'
import type { PaymentView } from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { rideHeaders, type RideAccess } from '../ride-access'
import { changePath } from './ride-change'

/** Opens the payment of a change's extra cost, or returns the one already open (or paid). */
export function openChangePayment(
  access: RideAccess,
  changeId: string,
  idempotencyKey: string,
): Promise<PaymentView> {
  return apiRequest<PaymentView>(`${changePath(access.ref, changeId)}/payment`, {
    method: 'POST',
    headers: { ...rideHeaders(access), 'Idempotency-Key': idempotencyKey },
    defaultErrorMessage: t`We could not start your payment. Please try again.`,
  })
}

export function useOpenChangePaymentMutation(access: RideAccess, changeId: string) {
  return useMutation({
    mutationFn: (idempotencyKey: string) => openChangePayment(access, changeId, idempotencyKey),
  })
}
