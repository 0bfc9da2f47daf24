import { t } from '@lingui/core/macro'
import type { PaymentView } from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { rideHeaders, type RideAccess } from '../ride-access'
import { changePath } from './ride-change'

/** The change's payment as the gateway now sees it (after Stripe's confirmation, or processing). */
export function readChangePayment(access: RideAccess, changeId: string): Promise<PaymentView> {
  return apiRequest<PaymentView>(`${changePath(access.ref, changeId)}/payment`, {
    headers: rideHeaders(access),
    defaultErrorMessage: t`We could not check your payment. Please try again.`,
  })
}

/** A mutation, though a read: it runs only when the payer asks, never on its own. */
export function useReadChangePaymentMutation(access: RideAccess, changeId: string) {
  return useMutation({ mutationFn: () => readChangePayment(access, changeId) })
}
