import type { OpsPartner, RatePlanView } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { partnersKey } from './partners-query'

export type PartnerAction =
  | { kind: 'approve'; discount_percent: number }
  | { kind: 'discount'; discount_percent: number }
  | { kind: 'suspend'; reason?: string }
  | { kind: 'reactivate'; reason?: string }
  | { kind: 'on-account'; on_account: boolean; reason?: string }
  | { kind: 'commission'; commission_percent: number }
  | { kind: 'credit'; credit_limit: number | null; paid_through: string | null; reason?: string }
  | { kind: 'rate-plan'; plan: RatePlanView; reason?: string }

const failures: Record<PartnerAction['kind'], string> = {
  approve: 'Failed to approve the partner',
  discount: 'Failed to change the discount',
  suspend: 'Failed to suspend the partner',
  reactivate: 'Failed to reactivate the partner',
  'on-account': 'Failed to change monthly invoicing',
  commission: 'Failed to change the commission',
  credit: 'Failed to change the credit terms',
  'rate-plan': 'Failed to change the rate plan',
}

const methods: Partial<Record<PartnerAction['kind'], 'PUT'>> = {
  discount: 'PUT',
  'on-account': 'PUT',
  commission: 'PUT',
  credit: 'PUT',
  'rate-plan': 'PUT',
}

/**
 * Approve, change the discount, suspend, reactivate or set monthly invoicing of one partner
 * (admins only).
 */
export function usePartnerActionMutation(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...partnersKey, 'action', id],
    mutationFn: ({ kind, ...body }: PartnerAction) =>
      apiRequest<{ partner: OpsPartner }>(`/ops/partners/${encodeURIComponent(id)}/${kind}`, {
        method: methods[kind] ?? 'POST',
        body,
        defaultErrorMessage: failures[kind],
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnersKey }),
  })
}
