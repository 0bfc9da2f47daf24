import { t } from '@lingui/core/macro'
import type { CardForm, PaymentView } from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { rideHeaders, type RideAccess } from '../ride-access'
import { changePath } from './ride-change'

export type ChangeCardPayment = {
  card: CardForm
  /** A path on our site the sandbox's 3-D Secure page comes back to: the ride page. */
  returnUrl: string
  idempotencyKey: string
}

/** Pays the change's open sandbox payment with a card: paid, declined, or a check to pass. */
export function payChangeWithCard(
  access: RideAccess,
  changeId: string,
  { card, returnUrl, idempotencyKey }: ChangeCardPayment,
): Promise<PaymentView> {
  return apiRequest<PaymentView>(`${changePath(access.ref, changeId)}/payment/card`, {
    method: 'POST',
    headers: { ...rideHeaders(access), 'Idempotency-Key': idempotencyKey },
    body: { ...card, return_url: returnUrl },
    defaultErrorMessage: t`We could not take your payment. Please try again.`,
  })
}

export function usePayChangeWithCardMutation(access: RideAccess, changeId: string) {
  return useMutation({
    mutationFn: (payment: ChangeCardPayment) => payChangeWithCard(access, changeId, payment),
  })
}
